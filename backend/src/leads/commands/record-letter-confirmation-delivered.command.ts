/**
 * The confirmation email of a letter submission reached the mail server. Public (leads/index.ts):
 * notifications, which alone knows when an email is delivered, sends it.
 */
export class RecordLetterConfirmationDeliveredCommand {
  constructor(
    readonly letterSubmissionId: string,
    readonly deliveredAt: Date,
  ) {}
}
