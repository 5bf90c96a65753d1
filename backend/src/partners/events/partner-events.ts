import { DurableEvent } from '../../platform/outbox';
// Published after the change commits; plain data, personal data read by the listener.

/** A reservation became a sale and its buyer is now a partner on a payment plan. */
export class PartnerCreatedEvent {
  constructor(readonly partnerId: string) {}
}

/** A payment reminder is due (staff asked, or the daily run found it). `kind` names the reminder. */
@DurableEvent('partners.partner-reminder-due')
export class PartnerReminderDueEvent {
  constructor(
    readonly partnerId: string,
    readonly dueDate: string,
    readonly kind: 'upcoming' | 'overdue' | 'overdue-1' | 'overdue-7' | 'overdue-30' | 'manual',
    readonly dedupeKey: string,
  ) {}
}

/** Staff asked to email the partner their account statement. */
@DurableEvent('partners.partner-statement-requested')
export class PartnerStatementRequestedEvent {
  constructor(
    readonly partnerId: string,
    readonly requestedAt: Date,
  ) {}
}
