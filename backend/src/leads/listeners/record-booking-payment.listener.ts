import { EventsHandler } from '@nestjs/cqrs';
import {
  PaymentCanceledEvent,
  PaymentOutcomeListener,
  PaymentRefundedEvent,
  PaymentRefundFailedEvent,
  PaymentSucceededEvent,
  type PaymentView,
} from '../../payments';
import { RecordBookingPaymentCommand } from '../commands/record-booking-payment.command';
import { BOOKING_PAYMENT_PURPOSE } from '../persistence/presentation-booking.entity';

/** A booking follows its deposit; the sweep (SyncPendingBookingsCron) brings it in line if this fails. */
@EventsHandler(PaymentSucceededEvent, PaymentCanceledEvent, PaymentRefundedEvent, PaymentRefundFailedEvent)
export class RecordBookingPaymentListener extends PaymentOutcomeListener<
  PaymentSucceededEvent | PaymentCanceledEvent | PaymentRefundedEvent | PaymentRefundFailedEvent
> {
  protected readonly purpose = BOOKING_PAYMENT_PURPOSE;

  protected recordCommand(bookingId: string, payment: PaymentView) {
    return new RecordBookingPaymentCommand(bookingId, payment);
  }
}
