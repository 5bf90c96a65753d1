import type { PaymentPlanView } from '@cdm/contracts';

/** A converted sale by a referred buyer: credit the referrer and the buyer's extra discount, once. */
export class CreditSaleReferralCommand {
  constructor(
    readonly reservationId: string,
    readonly buyerInvestorId: string,
    readonly plan: PaymentPlanView,
  ) {}
}
