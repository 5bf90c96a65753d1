import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BookingStatus } from '@cdm/contracts';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import type { PaymentView } from '../../payments';
import { PresentationBookingPaidEvent } from '../events/presentation-booking-paid.event';
import { PresentationBookingRefundedEvent } from '../events/presentation-booking-refunded.event';
import { PresentationBookingRepository } from '../persistence/presentation-booking.repository';
import { RecordBookingPaymentCommand, RecordBookingPaymentResult } from './record-booking-payment.command';
import { Outbox } from '../../platform/outbox';

function nextStatus(current: BookingStatus, payment: PaymentView): BookingStatus {
  if (payment.refundStatus === 'succeeded' && (current === 'paid' || current === 'pending_payment')) return 'refunded';
  if (current !== 'pending_payment') return current;
  if (payment.status === 'succeeded') return 'paid';
  if (payment.status === 'canceled') return 'cancelled';
  return current;
}

@CommandHandler(RecordBookingPaymentCommand)
export class RecordBookingPaymentHandler implements ICommandHandler<RecordBookingPaymentCommand, RecordBookingPaymentResult> {
  constructor(
    private readonly bookings: PresentationBookingRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ bookingId, payment }: RecordBookingPaymentCommand): Promise<RecordBookingPaymentResult> {
    const outcome = await this.bookings.transaction(async (manager) => {
      const booking = await this.bookings.lockById(bookingId, manager);
      if (!booking) return null;

      const status = nextStatus(booking.status, payment);
      const refundStatus = payment.refundStatus ?? booking.refundStatus;
      const becamePaid = booking.status === 'pending_payment' && (status === 'paid' || status === 'refunded');
      const becameRefunded = booking.status !== 'refunded' && status === 'refunded';
      if (status === booking.status && refundStatus === booking.refundStatus) return { status, becamePaid, becameRefunded };

      const now = this.clock.now();
      await this.bookings.recordPayment(
        booking.id, {
          status,
          paidAt: becamePaid ? (payment.succeededAt ?? now) : null,
          refundStatus,
          refundedAt: becameRefunded ? (payment.refundedAt ?? now) : null,
        }, now, manager,
      );
      await this.audit.record(manager, SYSTEM_CONTEXT, {
        action: 'presentation_booking.payment_recorded',
        entityType: 'presentation_booking',
        entityId: booking.id,
        before: { status: booking.status, refundStatus: booking.refundStatus },
        after: { status, refundStatus },
      });
      // Only the call that made the change announces it: repeats send no second email.
      if (becamePaid) await this.outbox.add(manager, new PresentationBookingPaidEvent(bookingId));
      if (becameRefunded) await this.outbox.add(manager, new PresentationBookingRefundedEvent(bookingId));
      return { status, becamePaid, becameRefunded };
    });
    if (!outcome) return null;
    return { status: outcome.status };
  }
}
