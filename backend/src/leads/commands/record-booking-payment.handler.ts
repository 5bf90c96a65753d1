import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingStatus } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import type { PaymentView } from '../../platform/payments';
import { PresentationBookingPaidEvent } from '../events/presentation-booking-paid.event';
import { PresentationBookingRefundedEvent } from '../events/presentation-booking-refunded.event';
import { PresentationBookingEntity } from '../persistence/presentation-booking.entity';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ bookingId, payment }: RecordBookingPaymentCommand): Promise<RecordBookingPaymentResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const booking = await manager
        .getRepository(PresentationBookingEntity)
        .findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      if (!booking) return null;

      const status = nextStatus(booking.status, payment);
      const refundStatus = payment.refundStatus ?? booking.refundStatus;
      const becamePaid = booking.status === 'pending_payment' && (status === 'paid' || status === 'refunded');
      const becameRefunded = booking.status !== 'refunded' && status === 'refunded';
      if (status === booking.status && refundStatus === booking.refundStatus) return { status, becamePaid, becameRefunded };

      await manager.query(
        `UPDATE presentation_bookings SET status = $2, paid_at = COALESCE(paid_at, $3), refund_status = $4,
           refunded_at = COALESCE(refunded_at, $5), updated_at = $6
         WHERE id = $1`,
        [
          booking.id,
          status,
          becamePaid ? (payment.succeededAt ?? this.clock.now()) : null,
          refundStatus,
          becameRefunded ? (payment.refundedAt ?? this.clock.now()) : null,
          this.clock.now(),
        ],
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
