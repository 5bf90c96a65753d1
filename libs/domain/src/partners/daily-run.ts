import { daysBetween, type ReminderKind, reminderDueToday } from './collections';

const DAY_MS = 86_400_000;

/** The hour (Mexico City) of the daily partner run. */
export const DAILY_RUN_HOUR = 9;
/** A run that catches up looks back at most this many days (the latest reminder, 30 days late, fits). */
export const MAX_CATCH_UP_DAYS = 31;

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The latest day whose run is due at this local date and hour: today from 09:00, yesterday before. */
export function dailyRunDueFor(localDate: string, localHour: number): string {
  return localHour >= DAILY_RUN_HOUR ? localDate : addDays(localDate, -1);
}

/**
 * The days a run for `runFor` covers, oldest first: every day after the last completed one up to
 * `runFor` (at most MAX_CATCH_UP_DAYS), or `runFor` alone when nothing was missed or nothing is known.
 */
export function daysToCover(lastCompleted: string | null, runFor: string): string[] {
  if (!lastCompleted || lastCompleted >= runFor) return [runFor];
  const missed = Math.min(daysBetween(lastCompleted, runFor), MAX_CATCH_UP_DAYS);
  return Array.from({ length: missed }, (_, index) => addDays(runFor, index - missed + 1));
}

/**
 * The reminder a run covering `days` sends for an instalment due on `dueDate`: the one of the most
 * recent day that had one (an "upcoming" notice missed is not sent once the instalment is late).
 */
export function reminderDueWithin(dueDate: string, days: string[]): ReminderKind | null {
  for (let index = days.length - 1; index >= 0; index--) {
    const kind = reminderDueToday(dueDate, days[index]);
    if (kind) return kind;
  }
  return null;
}
