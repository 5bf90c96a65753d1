import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { referralCredit } from '@cdm/domain';
import { GetApplicationByInvestorQuery, type ApplicationView } from '../../applications';
import { AuditTrail, SYSTEM_CONTEXT } from '../../platform/audit';
import { ReferralRepository } from '../persistence/referral.repository';
import { REFERRAL_CONTEXT_MESSAGES } from '../referrals.messages';
import { CreditSaleReferralCommand } from './credit-sale-referral.command';

@CommandHandler(CreditSaleReferralCommand)
export class CreditSaleReferralHandler implements ICommandHandler<CreditSaleReferralCommand, number> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly audit: AuditTrail,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId, buyerInvestorId, plan }: CreditSaleReferralCommand): Promise<number> {
    const application = await this.queries.execute<GetApplicationByInvestorQuery, ApplicationView | null>(
      new GetApplicationByInvestorQuery(buyerInvestorId),
    );
    if (!application?.referralCode) return 0;
    const credit = referralCredit(plan.productType, plan.totalAmountCentavos, plan.downPaymentPercent);
    if (!credit) return 0;
    return this.referrals.transaction(async (manager) => {
      const code = await this.referrals.codeByCode(application.referralCode as string, manager);
      if (!code) return 0;
      const entries: Array<[string, number, 'referrer' | 'buyer', string]> = [
        [buyerInvestorId, credit.buyerDiscountCentavos, 'buyer', REFERRAL_CONTEXT_MESSAGES.buyerDiscountReason(code.code, plan.unitCode)],
      ];
      if (code.owner_investor_id && code.owner_investor_id !== buyerInvestorId) {
        entries.push([code.owner_investor_id, credit.referrerCentavos, 'referrer', REFERRAL_CONTEXT_MESSAGES.referrerCreditReason(plan.unitCode)]);
      }
      let written = 0;
      for (const [investorId, amount, role, reason] of entries) {
        // The unique index (sale, role, kind) turns a replayed or concurrent conversion into a no-op.
        const id = await this.referrals.addSaleEntry(
          {
            investorId,
            kind: 'earned',
            amountCentavos: amount,
            reason,
            saleReservationId: reservationId,
            role,
            createdBy: REFERRAL_CONTEXT_MESSAGES.systemAuthor,
          },
          manager,
        );
        if (id !== null) {
          written += 1;
          await this.audit.record(manager, SYSTEM_CONTEXT, {
            action: 'referral_credit.earned',
            entityType: 'referral_credit',
            entityId: id,
            after: { investorId, amountCentavos: amount, role, reservationId },
          });
        }
      }
      return written;
    });
  }
}
