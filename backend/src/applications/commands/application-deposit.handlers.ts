import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentSuccessResponse } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { SyncPaymentCommand, type SyncPaymentResult } from '../../platform/payments';
import { ApplicationNotFoundError } from '../applications.errors';
import { ApplicationDepositPaidEvent } from '../events/application-events';
import { APPLICATION_PAYMENT_PURPOSE, InvestorApplicationEntity } from '../persistence/investor-application.entity';
import { ConfirmApplicationPaymentCommand, RecordApplicationDepositCommand } from './application-deposit.commands';
import { Outbox } from '../../platform/outbox';

@CommandHandler(RecordApplicationDepositCommand)
export class RecordApplicationDepositHandler implements ICommandHandler<RecordApplicationDepositCommand, boolean> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ applicationId, payment }: RecordApplicationDepositCommand): Promise<boolean> {
    const becamePaid = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(InvestorApplicationEntity);
      const application = await repository.findOne({ where: { id: applicationId }, lock: { mode: 'pessimistic_write' } });
      if (!application) return false;
      const now = this.clock.now();
      const paid = payment.status === 'succeeded' && !application.depositPaidAt;
      const refundChanged = payment.refundStatus !== null && payment.refundStatus !== application.refundStatus;
      if (!paid && !refundChanged) return false;
      await repository.update(application.id, {
        ...(paid ? { depositPaidAt: payment.succeededAt ?? now } : {}),
        ...(refundChanged ? { refundStatus: payment.refundStatus } : {}),
        updatedAt: now,
      });
      if (paid) {
        await this.audit.record(manager, SYSTEM_CONTEXT, {
          action: 'investor_application.deposit_paid',
          entityType: 'investor_application',
          entityId: application.id,
          after: { depositCentavos: application.depositCentavos },
        });
        await this.outbox.add(manager, new ApplicationDepositPaidEvent(applicationId));
      }
      return paid;
    });
    return becamePaid;
  }
}

@CommandHandler(ConfirmApplicationPaymentCommand)
export class ConfirmApplicationPaymentHandler implements ICommandHandler<ConfirmApplicationPaymentCommand, PaymentSuccessResponse> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  async execute({ applicationId }: ConfirmApplicationPaymentCommand): Promise<PaymentSuccessResponse> {
    const repository = this.dataSource.getRepository(InvestorApplicationEntity);
    if (!(await repository.exist({ where: { id: applicationId } }))) throw new ApplicationNotFoundError();
    const payment = await this.commands.execute<SyncPaymentCommand, SyncPaymentResult>(
      new SyncPaymentCommand(APPLICATION_PAYMENT_PURPOSE, applicationId),
    );
    if (payment) await this.commands.execute(new RecordApplicationDepositCommand(applicationId, payment));
    const application = await repository.findOneByOrFail({ id: applicationId });
    return { depositPaid: application.depositPaidAt !== null };
  }
}
