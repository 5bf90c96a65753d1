/**
 * An email reached the mail server (or the local outbox). Internal to notifications: its
 * listeners tell the context an email was about, through that context's public command.
 */
export class EmailDeliveredEvent {
  constructor(
    readonly emailId: string,
    readonly dedupeKey: string,
    readonly template: string,
    readonly sentAt: Date,
  ) {}
}
