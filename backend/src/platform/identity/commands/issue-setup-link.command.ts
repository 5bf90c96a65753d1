/** Emails (through the notifications context) a one-time link that signs the investor in to set a password. */
export class IssueSetupLinkCommand {
  constructor(
    readonly investorAccountId: string,
    // False when the caller hands the link over itself (the demo CLI prints it).
    readonly sendEmail = true,
  ) {}
}
