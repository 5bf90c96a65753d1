import { EventsHandler } from '@nestjs/cqrs';
import {
  PaymentOutcomeListener,
  PaymentRefundedEvent,
  PaymentRefundFailedEvent,
  PaymentSucceededEvent,
  type PaymentView,
} from '../../payments';
import { RecordApplicationDepositCommand } from '../commands/record-application-deposit.command';
import { APPLICATION_PAYMENT_PURPOSE } from '../persistence/investor-application.entity';

/** The application follows its deposit as the payments module reports it (webhook or simulated card). */
@EventsHandler(PaymentSucceededEvent, PaymentRefundedEvent, PaymentRefundFailedEvent)
export class RecordApplicationDepositListener extends PaymentOutcomeListener<
  PaymentSucceededEvent | PaymentRefundedEvent | PaymentRefundFailedEvent
> {
  protected readonly purpose = APPLICATION_PAYMENT_PURPOSE;

  protected recordCommand(applicationId: string, payment: PaymentView) {
    return new RecordApplicationDepositCommand(applicationId, payment);
  }
}
