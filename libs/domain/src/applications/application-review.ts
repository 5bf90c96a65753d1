// Investor application review rules (investor-portal.md §4 "Application status (admin)", §9).

export type ApplicationStatusValue = 'pending' | 'referido' | 'authorized' | 'rejected';

// Authorised is final (the investor has an account); a rejection may be reopened for review.
const NEXT: Record<ApplicationStatusValue, readonly ApplicationStatusValue[]> = {
  pending: ['referido', 'authorized', 'rejected'],
  referido: ['authorized', 'rejected'],
  authorized: [],
  rejected: ['pending'],
};

export function canMoveApplication(from: ApplicationStatusValue, to: ApplicationStatusValue): boolean {
  return NEXT[from].includes(to);
}

/** A paid application should be reviewed within this many business days. */
export const REVIEW_BUSINESS_DAYS = 5;

/** Whole business days (Monday–Friday, UTC calendar) from `from` to `to`, not counting `from`'s day. */
export function businessDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  let days = 0;
  for (let day = start + 86_400_000; day <= end; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** Deposit paid, still waiting for the board after 5 business days. */
export function isReviewOverdue(status: ApplicationStatusValue, depositPaidAt: Date | null, now: Date): boolean {
  return (status === 'pending' || status === 'referido') && depositPaidAt !== null && businessDaysBetween(depositPaidAt, now) > REVIEW_BUSINESS_DAYS;
}
