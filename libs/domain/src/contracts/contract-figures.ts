import type { PaymentPlanFigures } from '../reservations/payment-plan';
import { referralCredit } from '../referrals/referral-credit';

/** The plan as a reservation stores it: the figures of `paymentPlan` and the choice beside them. */
export type ContractPlan = Omit<PaymentPlanFigures, 'financedCentavos'> & {
  productType: string;
  unitCode: string;
  paymentDay: number;
  downPaymentScheduledDate: string;
  reservationDepositCentavos: number;
};

/** Every figure a purchase-promise contract states (MXN centavos), from the plan the investor saw. */
export type ContractFigures = {
  listPriceCentavos: number;
  discountPercent: number;
  discountCentavos: number;
  priceCentavos: number;
  downPaymentPercent: number;
  downPaymentCentavos: number;
  downPaymentDate: string;
  monthlyPaymentCentavos: number;
  termMonths: number;
  paymentDay: number;
  monthlyTotalCentavos: number;
  finalPaymentCentavos: number;
  finalPaymentWithInterestCentavos: number;
  totalInterestCentavos: number;
  totalPaymentCentavos: number;
  depositAppliedCentavos: number;
  /** The referred buyer's extra discount (0 without a referral, or under 20 % down). */
  referralDiscountCentavos: number;
  /** What remains to be paid: the plan's total less the deposit applied and the referral discount. */
  balanceDueCentavos: number;
};

export function contractFigures(plan: ContractPlan, referred: boolean): ContractFigures {
  const referralDiscountCentavos = referred
    ? (referralCredit(plan.productType, plan.totalAmountCentavos, plan.downPaymentPercent)?.buyerDiscountCentavos ?? 0)
    : 0;
  return {
    listPriceCentavos: plan.basePriceCentavos,
    discountPercent: plan.discountPercent,
    discountCentavos: plan.basePriceCentavos - plan.totalAmountCentavos,
    priceCentavos: plan.totalAmountCentavos,
    downPaymentPercent: plan.downPaymentPercent,
    downPaymentCentavos: plan.downPaymentCentavos,
    downPaymentDate: plan.downPaymentScheduledDate,
    monthlyPaymentCentavos: plan.monthlyPaymentCentavos,
    termMonths: plan.termMonths,
    paymentDay: plan.paymentDay,
    monthlyTotalCentavos: plan.monthlyPaymentCentavos * plan.termMonths,
    finalPaymentCentavos: plan.finalPaymentCentavos,
    finalPaymentWithInterestCentavos: plan.finalPaymentWithInterestCentavos,
    totalInterestCentavos: plan.totalInterestCentavos,
    totalPaymentCentavos: plan.totalPaymentCentavos,
    depositAppliedCentavos: plan.reservationDepositCentavos,
    referralDiscountCentavos,
    balanceDueCentavos: plan.totalPaymentCentavos - plan.reservationDepositCentavos - referralDiscountCentavos,
  };
}
