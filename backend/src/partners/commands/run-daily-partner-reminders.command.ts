/**
 * The daily run. `now` (the 09:00 schedule, the CLI, an operator) runs for today, covering any day
 * missed since the last completed run. `catch-up` (every hour and when a worker starts) runs only
 * when a run completed before and the day now due (today from 09:00 Mexico City, yesterday before)
 * is later than it: a new deployment has no missed day to recover.
 */
export class RunDailyPartnerRemindersCommand {
  constructor(readonly mode: 'now' | 'catch-up' = 'now') {}
}

/** `days`: the days whose reminders this run covered (more than one when it caught up). */
export type DailyRemindersResult = { skipped: boolean; upToDate?: boolean; recomputed: number; reminders: number; days?: string[] };
