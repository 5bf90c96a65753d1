import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { ReferralRepository } from '../persistence/referral.repository';
import { AddCreditAdjustmentCommand } from './add-credit-adjustment.command';

@CommandHandler(AddCreditAdjustmentCommand)
export class AddCreditAdjustmentHandler implements ICommandHandler<AddCreditAdjustmentCommand, string> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly referrals: ReferralRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ investorId, amountCentavos, reason, context }: AddCreditAdjustmentCommand): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const id = await this.referrals.addAdjustment(manager, investorId, amountCentavos, reason.trim(), context.actor.name);
      await this.audit.record(manager, context, { action: 'referral_credit.adjusted', entityType: 'referral_credit', entityId: id, after: { investorId, amountCentavos, reason } });
      return id;
    });
  }
}
