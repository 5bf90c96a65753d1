import type { PaymentPlanView, RecordPartnerPaymentDto } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';
import type { UploadedPaymentProof } from '../payment-proof';

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

/** A payment received, with its proof file when staff attach one; both are saved or neither. */
export class RecordPartnerPaymentCommand {
  constructor(
    readonly partnerId: string,
    readonly payment: RecordPartnerPaymentDto,
    readonly context: AuditContext,
    readonly proof: UploadedPaymentProof | null = null,
  ) {}
}

/** A staff member opens the proof of a payment; each opening is recorded in the audit log. */
export class DownloadPartnerPaymentProofCommand {
  constructor(
    readonly partnerId: string,
    readonly paymentId: string,
    readonly context: AuditContext,
  ) {}
}

export type PartnerPaymentProofFile = { fileName: string; contentType: string; bytes: Buffer };

/** The down-payment toggle (spec §4): marking sets the date to now, unmarking clears it. */
export class SetDownPaymentStatusCommand {
  constructor(
    readonly partnerId: string,
    readonly paid: boolean,
    readonly context: AuditContext,
  ) {}
}

/** Staff reminders: one partner, a bulk payment reminder, or a bulk overdue reminder (spec §5). */
export class SendPartnerRemindersCommand {
  constructor(
    readonly partnerIds: string[],
    readonly mode: 'single' | 'payment' | 'overdue',
    readonly context: AuditContext,
  ) {}
}

/** The daily run: recompute every standing, then send what is due today, once per partner, due date and kind. */
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

export class RequestPartnerStatementCommand {
  constructor(
    readonly partnerId: string,
    readonly context: AuditContext,
  ) {}
}
