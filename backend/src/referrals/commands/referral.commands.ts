import type { PaymentPlanView } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** The signed-in investor's own code, made on first need. */
export class EnsureReferralCodeCommand {
  constructor(readonly investorId: string) {}
}

/** A paid reservation may activate the owner's program (deposit ≥ the activation setting). */
export class RecordQualifyingDepositCommand {
  constructor(
    readonly investorId: string,
    readonly depositCentavos: number,
  ) {}
}

/** A converted sale by a referred buyer: credit the referrer and the buyer's extra discount, once. */
export class CreditSaleReferralCommand {
  constructor(
    readonly reservationId: string,
    readonly buyerInvestorId: string,
    readonly plan: PaymentPlanView,
  ) {}
}

/** A cancelled sale: its credits are offset by reversing entries (the ledger is append-only). */
export class ReverseSaleCreditsCommand {
  constructor(
    readonly reservationId: string,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}

export class AddCreditAdjustmentCommand {
  constructor(
    readonly investorId: string,
    readonly amountCentavos: number,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
