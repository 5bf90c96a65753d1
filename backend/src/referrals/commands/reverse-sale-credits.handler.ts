import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../platform/audit';
import { ReferralRepository } from '../persistence/referral.repository';
import { ReferralSaleNotCreditedError } from '../referrals.errors';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';
import { ReverseSaleCreditsCommand } from './reverse-sale-credits.command';

@CommandHandler(ReverseSaleCreditsCommand)
export class ReverseSaleCreditsHandler implements ICommandHandler<ReverseSaleCreditsCommand, number> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly referrals: ReferralRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ reservationId, reason, context }: ReverseSaleCreditsCommand): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const earned = await this.referrals.earnedForSale(manager, reservationId);
      if (earned.length === 0) throw new ReferralSaleNotCreditedError();
      let reversed = 0;
      for (const entry of earned) {
        const id = await this.referrals.addSaleEntry(manager, {
          investorId: entry.investor_id,
          kind: 'reversed',
          amountCentavos: -Number(entry.amount_centavos),
          reason: REFERRAL_CONTEXT_MESSAGES.reversalReason(reason.trim()),
          saleReservationId: reservationId,
          role: entry.role,
          createdBy: context.actor.name,
        });
        if (id !== null) reversed += 1;
      }
      await this.audit.record(manager, context, { action: 'referral_credit.reversed', entityType: 'sale', entityId: reservationId, after: { reason, reversed } });
      return reversed;
    });
  }
}
