// Buyers on payment plans (investor-portal.md §3 "Partner", §9 "Admin partner metrics"; decisions.md #22).

export type ScheduleItem = {
  kind: 'down' | 'monthly' | 'final';
  /** 1-based instalment number for monthly payments; 0 for the down and final payments. */
  number: number;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
  amountCentavos: number;
};

export type ScheduledPlan = {
  downPaymentCentavos: number;
  downPaymentScheduledDate: string;
  monthlyPaymentCentavos: number;
  termMonths: number;
  paymentDay: number;
  finalPaymentWithInterestCentavos: number;
};

const DAY_MS = 86_400_000;
const parse = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
};
const iso = (year: number, monthIndex: number, day: number) => {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay))).toISOString().slice(0, 10);
};

/**
 * The plan as dated instalments: the down payment on its date, then one monthly payment on the
 * payment day of each following month, then the final payment one month after the last monthly.
 * A payment day beyond a month's end falls on that month's last day.
 */
export function paymentSchedule(plan: ScheduledPlan): ScheduleItem[] {
  const start = parse(plan.downPaymentScheduledDate);
  const items: ScheduleItem[] = [{ kind: 'down', number: 0, dueDate: plan.downPaymentScheduledDate, amountCentavos: plan.downPaymentCentavos }];
  if (plan.monthlyPaymentCentavos > 0) {
    for (let number = 1; number <= plan.termMonths; number += 1) {
      items.push({ kind: 'monthly', number, dueDate: iso(start.year, start.month - 1 + number, plan.paymentDay), amountCentavos: plan.monthlyPaymentCentavos });
    }
  }
  items.push({ kind: 'final', number: 0, dueDate: iso(start.year, start.month + plan.termMonths, plan.paymentDay), amountCentavos: plan.finalPaymentWithInterestCentavos });
  return items;
}

export type Standing = {
  totalDueCentavos: number;
  paidCentavos: number;
  remainingBalanceCentavos: number;
  /** The first instalment not fully covered, or null when everything is paid. */
  nextPayment: ScheduleItem | null;
  isCurrentOnPayments: boolean;
};

/** Payments cover the instalments in order; the partner is current while the next unpaid one is not past due. */
export function standing(schedule: readonly ScheduleItem[], paidCentavos: number, todayIsoDate: string): Standing {
  const totalDueCentavos = schedule.reduce((sum, item) => sum + item.amountCentavos, 0);
  let left = paidCentavos;
  let nextPayment: ScheduleItem | null = null;
  for (const item of schedule) {
    if (left >= item.amountCentavos) {
      left -= item.amountCentavos;
      continue;
    }
    nextPayment = item;
    break;
  }
  return {
    totalDueCentavos,
    paidCentavos,
    remainingBalanceCentavos: Math.max(0, totalDueCentavos - paidCentavos),
    nextPayment,
    isCurrentOnPayments: nextPayment === null || nextPayment.dueDate >= todayIsoDate,
  };
}

/** Whole 30-day periods since the next payment date when the partner is not current, else 0. */
export function monthsOverdue(nextPaymentDate: string | null, isCurrentOnPayments: boolean, todayIsoDate: string): number {
  if (isCurrentOnPayments || !nextPaymentDate) return 0;
  const days = (Date.parse(`${todayIsoDate}T00:00:00Z`) - Date.parse(`${nextPaymentDate}T00:00:00Z`)) / DAY_MS;
  return days > 0 ? Math.floor(days / 30) : 0;
}

/** Monthly payment × months overdue, plus 10 % of the monthly payment for every month beyond the first. */
export function overdueAmountCentavos(monthlyPaymentCentavos: number, months: number): number {
  if (months <= 0) return 0;
  return monthlyPaymentCentavos * months + Math.round(monthlyPaymentCentavos * 0.1) * (months - 1);
}

/** Days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

/** Which automatic reminder, if any, is due today for an instalment (decisions.md #22): 3 days before; 1, 7 and 30 days late. */
export type ReminderKind = 'upcoming' | 'overdue-1' | 'overdue-7' | 'overdue-30';
export function reminderDueToday(dueDate: string, todayIsoDate: string): ReminderKind | null {
  const late = daysBetween(dueDate, todayIsoDate);
  if (late === -3) return 'upcoming';
  if (late === 1) return 'overdue-1';
  if (late === 7) return 'overdue-7';
  if (late === 30) return 'overdue-30';
  return null;
}

/** investor-portal.md §5 messages for the bulk reminder buttons. */
export const REMINDER_SELECTION_MESSAGES = {
  noneSelected: 'Selecciona al menos un socio para enviar recordatorios',
  noneOverdue: 'Selecciona al menos un socio con pagos atrasados',
} as const;
