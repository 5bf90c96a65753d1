import { formatPesos } from '../format/format';

// The payment plan (investor-portal.md §3, §4 "Calculator sliders", §5, §9; product-decisions.md).
// Money in integer MXN centavos; percentages are whole numbers.

export const PLAN_TERMS_MONTHS = [12, 18, 24, 36, 48] as const;
export type PlanTermMonths = (typeof PLAN_TERMS_MONTHS)[number];

export const SHARE_MIN = 10;
export const SHARE_MAX = 90;
export const SHARE_STEP = 5;
/** The unit dialog keeps a monthly share of at least 10 %; the dashboard calculator allows none. */
export const UNIT_DIALOG_SHARE_CAP = 90;
export const DASHBOARD_SHARE_CAP = 100;

export const UNIT_DIALOG_PLAN_DEFAULTS = { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15 } as const;
export const DASHBOARD_PLAN_DEFAULTS = { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 24, paymentDay: 15 } as const;

/** Largest presale discount, reached at 90 % down; the dashboard's price floor is 60 % of base. */
export const MAX_DISCOUNT_PERCENT = 40;

export type PlanShares = { downPaymentPercent: number; finalPaymentPercent: number; monthlyPaymentPercent: number };

const snap = (value: number) => Math.min(SHARE_MAX, Math.max(SHARE_MIN, Math.round(value / SHARE_STEP) * SHARE_STEP));

/** Moving the down-payment slider: the final share gives way down to 10, then the down share stops. */
export function withDownPayment(downPercent: number, current: PlanShares, cap: number): PlanShares {
  let down = snap(downPercent);
  let final = current.finalPaymentPercent;
  if (down + final > cap) final = Math.max(SHARE_MIN, cap - down);
  if (down + final > cap) down = cap - final;
  return { downPaymentPercent: down, finalPaymentPercent: final, monthlyPaymentPercent: 100 - down - final };
}

/** Moving the final-payment slider: the down share gives way down to 10, then the final share stops. */
export function withFinalPayment(finalPercent: number, current: PlanShares, cap: number): PlanShares {
  let final = snap(finalPercent);
  let down = current.downPaymentPercent;
  if (down + final > cap) down = Math.max(SHARE_MIN, cap - final);
  if (down + final > cap) final = cap - down;
  return { downPaymentPercent: down, finalPaymentPercent: final, monthlyPaymentPercent: 100 - down - final };
}

/** Discount by down payment: 0 % at 10 % down, rising linearly to 40 % at 90 % down. */
export function discountPercent(downPaymentPercent: number): number {
  const clamped = Math.min(SHARE_MAX, Math.max(SHARE_MIN, downPaymentPercent));
  return ((clamped - SHARE_MIN) / (SHARE_MAX - SHARE_MIN)) * MAX_DISCOUNT_PERCENT;
}

export type PaymentPlanInput = {
  basePriceCentavos: number;
  downPaymentPercent: number;
  finalPaymentPercent: number;
  termMonths: number;
  /** Annual interest in basis points (800 = 8 %), from the settings. */
  annualInterestBasisPoints: number;
};

export type PaymentPlanFigures = {
  basePriceCentavos: number;
  discountPercent: number;
  /** The discounted price: what the plan pays for. */
  totalAmountCentavos: number;
  downPaymentPercent: number;
  monthlyPaymentPercent: number;
  finalPaymentPercent: number;
  termMonths: number;
  downPaymentCentavos: number;
  /** The part paid in monthly instalments (principal). */
  financedCentavos: number;
  monthlyPaymentCentavos: number;
  finalPaymentCentavos: number;
  finalPaymentWithInterestCentavos: number;
  totalInterestCentavos: number;
  totalPaymentCentavos: number;
};

/**
 * Down payment, a monthly annuity at (annual rate)/12 on the monthly share over the term, and a
 * final payment with simple interest of (annual rate) × term/12. Shares are taken on the
 * discounted price; the monthly share is the remainder so the three always add up exactly.
 */
export function paymentPlan(input: PaymentPlanInput): PaymentPlanFigures {
  const { basePriceCentavos, downPaymentPercent, finalPaymentPercent, termMonths, annualInterestBasisPoints } = input;
  const discount = discountPercent(downPaymentPercent);
  const total = Math.round((basePriceCentavos * (100 - discount)) / 100);
  const monthlyPercent = 100 - downPaymentPercent - finalPaymentPercent;
  const down = Math.round((total * downPaymentPercent) / 100);
  const financed = Math.round((total * monthlyPercent) / 100);
  // The final payment takes the rounding remainder, so the parts add up to the price exactly.
  const final = total - down - financed;
  const annualRate = annualInterestBasisPoints / 10_000;
  const monthlyRate = annualRate / 12;
  const monthly =
    financed <= 0
      ? 0
      : monthlyRate === 0
        ? Math.ceil(financed / termMonths)
        : // Rounded up to the centavo: the instalments never collect less than the annuity.
        Math.ceil((financed * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths) - 1e-9);
  const finalWithInterest = Math.round(final * (1 + (annualRate * termMonths) / 12));
  const totalPayment = down + monthly * termMonths + finalWithInterest;
  return {
    basePriceCentavos,
    discountPercent: discount,
    totalAmountCentavos: total,
    downPaymentPercent,
    monthlyPaymentPercent: monthlyPercent,
    finalPaymentPercent,
    termMonths,
    downPaymentCentavos: down,
    financedCentavos: financed,
    monthlyPaymentCentavos: monthly,
    finalPaymentCentavos: final,
    finalPaymentWithInterestCentavos: finalWithInterest,
    totalInterestCentavos: totalPayment - total,
    totalPaymentCentavos: totalPayment,
  };
}

export type PlanChoice = {
  downPaymentPercent: number;
  finalPaymentPercent: number;
  termMonths: number;
  paymentDay: number;
  /** ISO date (YYYY-MM-DD) of the first down payment. */
  downPaymentScheduledDate: string;
};

/** investor-portal.md §5: shares in steps of 5 within 10–90, the cap, a listed term, day 1–31, a date not before today. */
export function planChoiceProblems(choice: PlanChoice, cap: number, todayIsoDate: string): string[] {
  const problems: string[] = [];
  const validShare = (value: number) => Number.isInteger(value) && value >= SHARE_MIN && value <= SHARE_MAX && value % SHARE_STEP === 0;
  if (!validShare(choice.downPaymentPercent)) problems.push('El enganche debe estar entre 10% y 90% en pasos de 5%');
  if (!validShare(choice.finalPaymentPercent)) problems.push('El pago final debe estar entre 10% y 90% en pasos de 5%');
  if (choice.downPaymentPercent + choice.finalPaymentPercent > cap) {
    problems.push(`El enganche y el pago final juntos no pueden pasar de ${cap}%`);
  }
  if (!(PLAN_TERMS_MONTHS as readonly number[]).includes(choice.termMonths)) problems.push('Elige un plazo de 12, 18, 24, 36 o 48 meses');
  if (!Number.isInteger(choice.paymentDay) || choice.paymentDay < 1 || choice.paymentDay > 31) {
    problems.push('El día de pago debe estar entre 1 y 31');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.downPaymentScheduledDate) || choice.downPaymentScheduledDate < todayIsoDate) {
    problems.push('La fecha del enganche no puede ser anterior a hoy');
  }
  return problems;
}

/** The unit dialog's first down-payment date: one month after today (ISO dates, calendar arithmetic). */
export function defaultDownPaymentDate(todayIsoDate: string): string {
  const [year, month, day] = todayIsoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString().slice(0, 10);
}

/** The figures a client written from the spec sends with a plan (investor-portal.md §3), in MXN pesos. */
export type ClaimedPlanFigures = {
  productType?: string;
  totalAmount?: number;
  monthlyPaymentPercent?: number;
  downPaymentAmount?: number;
  monthlyPaymentAmount?: number;
  finalPaymentAmount?: number;
  finalPaymentWithInterest?: number;
  totalInterest?: number;
  totalPayment?: number;
  reservationAmount?: number;
  downPaymentPaid?: boolean;
};

/** The server's own figures of the same plan, in centavos. */
export type PlanFiguresToCompare = Pick<
  PaymentPlanFigures,
  | 'totalAmountCentavos'
  | 'monthlyPaymentPercent'
  | 'downPaymentCentavos'
  | 'monthlyPaymentCentavos'
  | 'finalPaymentCentavos'
  | 'finalPaymentWithInterestCentavos'
  | 'totalInterestCentavos'
  | 'totalPaymentCentavos'
  | 'termMonths'
> & { productType: string; reservationDepositCentavos: number };

/**
 * How far a client's figure may be from ours: a client following the spec in floating point lands
 * within a few centavos of our centavo-rounded parts (the final payment takes our rounding
 * remainder, then its interest multiplies it); each instalment rounded up adds a centavo to the
 * totals. Beyond that a plan does not add up.
 */
export const CLAIMED_PAYMENT_TOLERANCE_CENTAVOS = 3;
export const claimedTotalToleranceCentavos = (termMonths: number) => CLAIMED_PAYMENT_TOLERANCE_CENTAVOS + 2 * termMonths;

/**
 * The figures a client sent that do not add up to the plan computed here (Spanish, one per
 * figure). The client's amounts are never used; a plan whose figures disagree is refused.
 */
export function claimedPlanProblems(ours: PlanFiguresToCompare, claimed: ClaimedPlanFigures): string[] {
  const problems: string[] = [];
  const perInstalment = CLAIMED_PAYMENT_TOLERANCE_CENTAVOS;
  const totals = claimedTotalToleranceCentavos(ours.termMonths);
  const amounts: Array<[keyof ClaimedPlanFigures, string, number, number]> = [
    ['totalAmount', 'El precio total enviado', ours.totalAmountCentavos, perInstalment],
    ['downPaymentAmount', 'El enganche enviado', ours.downPaymentCentavos, perInstalment],
    ['monthlyPaymentAmount', 'La mensualidad enviada', ours.monthlyPaymentCentavos, perInstalment],
    ['finalPaymentAmount', 'El pago final enviado', ours.finalPaymentCentavos, perInstalment],
    ['finalPaymentWithInterest', 'El pago final con intereses enviado', ours.finalPaymentWithInterestCentavos, perInstalment],
    ['totalInterest', 'El total de intereses enviado', ours.totalInterestCentavos, totals],
    ['totalPayment', 'El pago total enviado', ours.totalPaymentCentavos, totals],
    ['reservationAmount', 'El depósito de reservación enviado', ours.reservationDepositCentavos, 0],
  ];
  for (const [field, label, centavos, tolerance] of amounts) {
    const value = claimed[field];
    if (typeof value !== 'number') continue;
    if (!Number.isFinite(value) || Math.abs(value * 100 - centavos) > tolerance + 1e-6) {
      const sent = formatPesos(Number.isFinite(value) ? Math.round(value * 100) : 0, { currencyCode: false });
      problems.push(`${label} (${sent}) no corresponde al plan: son ${formatPesos(centavos, { currencyCode: false })}`);
    }
  }
  if (claimed.monthlyPaymentPercent !== undefined && claimed.monthlyPaymentPercent !== ours.monthlyPaymentPercent) {
    problems.push(`La parte en mensualidades debe ser ${ours.monthlyPaymentPercent}%: lo que no cubren el enganche y el pago final`);
  }
  if (claimed.productType !== undefined && claimed.productType !== ours.productType) {
    problems.push('El tipo de producto no corresponde a la unidad elegida');
  }
  if (claimed.downPaymentPaid === true) problems.push('El enganche no puede marcarse como pagado al apartar una unidad');
  return problems;
}
