import type { PaymentPlanView } from '@cdm/contracts';

/** From the reservations context's sale: the buyer becomes a partner with the plan's figures. Idempotent. */
export class CreatePartnerFromSaleCommand {
  constructor(
    readonly reservationId: string,
    readonly investorId: string,
    readonly unitCode: string,
    readonly plan: PaymentPlanView,
    readonly soldAt: Date,
  ) {}
}
