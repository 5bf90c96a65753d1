import type { AuditContext } from '../../platform/audit';

/** Reminds investors of unpaid holds (one email per reservation per day). */
export class SendReservationRemindersCommand {
  constructor(
    readonly reservationIds: string[],
    readonly context: AuditContext,
  ) {}
}
