import type { AuditContext } from '../../platform/audit';

/** Staff reminders: one partner, a bulk payment reminder, or a bulk overdue reminder (investor-portal.md §5). */
export class SendPartnerRemindersCommand {
  constructor(
    readonly partnerIds: string[],
    readonly mode: 'single' | 'payment' | 'overdue',
    readonly context: AuditContext,
  ) {}
}
