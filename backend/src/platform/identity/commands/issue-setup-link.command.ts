export type SetupLinkReason = 'setup' | 'application_authorized';

/** Emails (through the notifications context) a one-time link that signs the investor in to set a password. */
export class IssueSetupLinkCommand {
  constructor(
    readonly investorAccountId: string,
    // False when the caller hands the link over itself (the demo CLI prints it).
    readonly sendEmail = true,
    // Why the link is sent: the email says "set up your password" or "your application was authorised".
    readonly reason: SetupLinkReason = 'setup',
  ) {}
}
