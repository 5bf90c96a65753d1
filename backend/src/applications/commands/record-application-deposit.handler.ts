import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { ApplicationDepositPaidEvent } from '../events/application-events';
import { ApplicationRepository } from '../persistence/application.repository';
import { RecordApplicationDepositCommand } from './record-application-deposit.command';

@CommandHandler(RecordApplicationDepositCommand)
export class RecordApplicationDepositHandler implements ICommandHandler<RecordApplicationDepositCommand, boolean> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ applicationId, payment }: RecordApplicationDepositCommand): Promise<boolean> {
    return this.applications.transaction(async (manager) => {
      const application = await this.applications.lockById(applicationId, manager);
      if (!application) return false;
      const now = this.clock.now();
      const paid = payment.status === 'succeeded' && !application.depositPaidAt;
      const refundChanged = payment.refundStatus !== null && payment.refundStatus !== application.refundStatus;
      if (!paid && !refundChanged) return false;
      await this.applications.update(
        application.id,
        {
          ...(paid ? { depositPaidAt: payment.succeededAt ?? now } : {}),
          ...(refundChanged ? { refundStatus: payment.refundStatus } : {}),
          updatedAt: now,
        },
        manager,
      );
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
  }
}
