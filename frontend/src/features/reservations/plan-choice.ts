import type { PaymentPlanChoiceDto } from '@cdm/contracts';
import {
  defaultDownPaymentDate,
  paymentPlan,
  planChoiceProblems,
  SETTING_DEFAULTS,
  SHARE_MAX,
  UNIT_DIALOG_PLAN_DEFAULTS,
  UNIT_DIALOG_SHARE_CAP,
  type PaymentPlanFigures,
  type PlanChoice,
} from '@cdm/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatLongDate, mexicoCityIsoDate } from '@/lib/format';

// Not a live setting yet (GET /api/public-settings does not carry it): the seeded 8 %.
export const ANNUAL_INTEREST_BASIS_POINTS = SETTING_DEFAULTS.annualInterestBasisPoints;

export function todayIsoDate(now: Date = new Date()): string {
  return mexicoCityIsoDate(now);
}

export type PlanDefaults = Pick<PlanChoice, 'downPaymentPercent' | 'finalPaymentPercent' | 'termMonths' | 'paymentDay'>;

/**
 * investor-portal.md §9 unit-dialog defaults: 40 / 40, 36 months, day 15, first down payment one month ahead.
 * The dashboard calculator passes its own (DASHBOARD_PLAN_DEFAULTS: 24 months).
 */
export function defaultPlanChoice(today: string, defaults: PlanDefaults = UNIT_DIALOG_PLAN_DEFAULTS): PlanChoice {
  return { ...defaults, downPaymentScheduledDate: defaultDownPaymentDate(today) };
}

export function planFigures(priceCentavos: number, choice: Pick<PlanChoice, 'downPaymentPercent' | 'finalPaymentPercent' | 'termMonths'>): PaymentPlanFigures {
  return paymentPlan({
    basePriceCentavos: priceCentavos,
    downPaymentPercent: choice.downPaymentPercent,
    finalPaymentPercent: choice.finalPaymentPercent,
    termMonths: choice.termMonths,
    annualInterestBasisPoints: ANNUAL_INTEREST_BASIS_POINTS,
  });
}

export function toPlanChoiceDto(unitCode: string, choice: PlanChoice): PaymentPlanChoiceDto {
  return { unitCode, ...choice };
}

const PLAN_FIELDS = ['downPaymentPercent', 'finalPaymentPercent', 'termMonths', 'paymentDay', 'downPaymentScheduledDate'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];

/**
 * The domain's rules of investor-portal.md §5, each problem placed on its field: every field is checked on its own
 * against an otherwise valid plan, so the messages are the domain's and none is repeated.
 */
export function planProblemsByField(choice: PlanChoice, today: string, cap: number = UNIT_DIALOG_SHARE_CAP): Partial<Record<PlanField, string>> {
  const valid = defaultPlanChoice(today);
  const problemsWith = (change: Partial<PlanChoice>) => planChoiceProblems({ ...valid, ...change }, cap, today);
  // Two valid shares that together pass the cap: the only problem is the cap's own message.
  const [capProblem] = problemsWith({ downPaymentPercent: SHARE_MAX, finalPaymentPercent: SHARE_MAX });
  const result: Partial<Record<PlanField, string>> = {};
  for (const field of PLAN_FIELDS) {
    const [problem] = problemsWith({ [field]: choice[field] }).filter((message) => message !== capProblem);
    if (problem) result[field] = problem;
  }
  // The cap on both shares together shows under the final payment, the slider that gives way.
  const shares = { downPaymentPercent: choice.downPaymentPercent, finalPaymentPercent: choice.finalPaymentPercent };
  if (!result.downPaymentPercent && !result.finalPaymentPercent && problemsWith(shares).includes(capProblem)) {
    result.finalPaymentPercent = capProblem;
  }
  return result;
}

/** react-hook-form resolver over the domain rules; `today` is read at validation time. */
export function planChoiceResolver(today: () => string, cap: number = UNIT_DIALOG_SHARE_CAP): Resolver<PlanChoice> {
  return async (values) => {
    const problems = planProblemsByField(values, today(), cap);
    const entries = Object.entries(problems) as Array<[PlanField, string]>;
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<PlanChoice> = {};
    for (const [field, message] of entries) errors[field] = { type: 'plan', message };
    return { values: {}, errors };
  };
}

/** '2026-08-15' → '15 de agosto de 2026' (a calendar date, shown as it is written). */
export function formatIsoDate(isoDate: string): string {
  return formatLongDate(isoDate) || isoDate;
}
