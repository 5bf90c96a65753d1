import { EventsHandler } from '@nestjs/cqrs';
import {
  PaymentOutcomeListener,
  PaymentRefundedEvent,
  PaymentRefundFailedEvent,
  PaymentSucceededEvent,
  type PaymentView,
} from '../../payments';
import { RecordReservationDepositCommand } from '../commands/record-reservation-deposit.command';
import { RESERVATION_PAYMENT_PURPOSE } from '../persistence/unit-reservation.entity';

/** A reservation follows its deposit: the payments module's events drive this context's own command. */
@EventsHandler(PaymentSucceededEvent, PaymentRefundedEvent, PaymentRefundFailedEvent)
export class RecordReservationDepositListener extends PaymentOutcomeListener<
  PaymentSucceededEvent | PaymentRefundedEvent | PaymentRefundFailedEvent
> {
  protected readonly purpose = RESERVATION_PAYMENT_PURPOSE;

  protected recordCommand(reservationId: string, payment: PaymentView) {
    return new RecordReservationDepositCommand(reservationId, payment);
  }
}
