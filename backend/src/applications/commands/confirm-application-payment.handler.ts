import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { PaymentSuccessResponse } from '@cdm/contracts';
import { SyncPaymentCommand, type SyncPaymentResult } from '../../payments';
import { ApplicationNotFoundError } from '../applications.errors';
import { APPLICATION_PAYMENT_PURPOSE } from '../persistence/investor-application.entity';
import { ApplicationRepository } from '../persistence/application.repository';
import { ConfirmApplicationPaymentCommand } from './confirm-application-payment.command';
import { RecordApplicationDepositCommand } from './record-application-deposit.command';

@CommandHandler(ConfirmApplicationPaymentCommand)
export class ConfirmApplicationPaymentHandler implements ICommandHandler<ConfirmApplicationPaymentCommand, PaymentSuccessResponse> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly commands: CommandBus,
  ) {}

  async execute({ applicationId }: ConfirmApplicationPaymentCommand): Promise<PaymentSuccessResponse> {
    if (!(await this.applications.findById(applicationId))) throw new ApplicationNotFoundError();
    const payment = await this.commands.execute<SyncPaymentCommand, SyncPaymentResult>(
      new SyncPaymentCommand(APPLICATION_PAYMENT_PURPOSE, applicationId),
    );
    if (payment) await this.commands.execute(new RecordApplicationDepositCommand(applicationId, payment));
    const application = await this.applications.findById(applicationId);
    return { depositPaid: (application?.depositPaidAt ?? null) !== null };
  }
}
