import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { ApplicationAdminItem } from '@cdm/contracts';
import { Clock } from '../../platform/clock/clock';
import { RefundPaymentCommand, type RefundPaymentResult } from '../../payments';
import { ApplicationNotFoundError, ApplicationTransitionError } from '../applications.errors';
import { APPLICATION_CONTEXT_MESSAGES } from '../applications.messages';
import { APPLICATION_PAYMENT_PURPOSE } from '../persistence/investor-application.entity';
import { ApplicationRepository } from '../persistence/application.repository';
import { GetApplicationAdminItemQuery } from '../queries/get-application-admin-item.query';
import { RefundApplicationDepositCommand } from './refund-application-deposit.command';

@CommandHandler(RefundApplicationDepositCommand)
export class RefundApplicationDepositHandler implements ICommandHandler<RefundApplicationDepositCommand, ApplicationAdminItem> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ applicationId, context }: RefundApplicationDepositCommand): Promise<ApplicationAdminItem> {
    const application = await this.applications.findById(applicationId);
    if (!application) throw new ApplicationNotFoundError();
    if (application.status !== 'rejected' || !application.depositPaidAt) {
      throw new ApplicationTransitionError(APPLICATION_CONTEXT_MESSAGES.refundOnlyWhenRejected);
    }
    const payment = await this.commands.execute<RefundPaymentCommand, RefundPaymentResult>(
      new RefundPaymentCommand(APPLICATION_PAYMENT_PURPOSE, applicationId, context),
    );
    await this.applications.update(applicationId, { refundStatus: payment.refundStatus, updatedAt: this.clock.now() });
    return this.queries.execute(new GetApplicationAdminItemQuery(applicationId));
  }
}
