import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { ReferralRepository } from '../persistence/referral.repository';
import { AddCreditAdjustmentCommand } from './add-credit-adjustment.command';

@CommandHandler(AddCreditAdjustmentCommand)
export class AddCreditAdjustmentHandler implements ICommandHandler<AddCreditAdjustmentCommand, string> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ investorId, amountCentavos, reason, context }: AddCreditAdjustmentCommand): Promise<string> {
    return this.referrals.transaction(async (manager) => {
      const id = await this.referrals.addAdjustment(investorId, amountCentavos, reason.trim(), context.actor.name, manager);
      await this.audit.record(manager, context, { action: 'referral_credit.adjusted', entityType: 'referral_credit', entityId: id, after: { investorId, amountCentavos, reason } });
      return id;
    });
  }
}
