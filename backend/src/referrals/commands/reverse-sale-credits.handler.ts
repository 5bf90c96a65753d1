import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { ReferralRepository } from '../persistence/referral.repository';
import { ReferralSaleNotCreditedError } from '../referrals.errors';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';
import { ReverseSaleCreditsCommand } from './reverse-sale-credits.command';

@CommandHandler(ReverseSaleCreditsCommand)
export class ReverseSaleCreditsHandler implements ICommandHandler<ReverseSaleCreditsCommand, number> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ reservationId, reason, context }: ReverseSaleCreditsCommand): Promise<number> {
    return this.referrals.transaction(async (manager) => {
      const earned = await this.referrals.earnedForSale(reservationId, manager);
      if (earned.length === 0) throw new ReferralSaleNotCreditedError();
      let reversed = 0;
      for (const entry of earned) {
        const id = await this.referrals.addSaleEntry(
          {
            investorId: entry.investor_id,
            kind: 'reversed',
            amountCentavos: -Number(entry.amount_centavos),
            reason: REFERRAL_CONTEXT_MESSAGES.reversalReason(reason.trim()),
            saleReservationId: reservationId,
            role: entry.role,
            createdBy: context.actor.name,
          },
          manager,
        );
        if (id !== null) reversed += 1;
      }
      await this.audit.record(manager, context, { action: 'referral_credit.reversed', entityType: 'sale', entityId: reservationId, after: { reason, reversed } });
      return reversed;
    });
  }
}
