/**
 * Public command: signs a browser in as an investor (after a one-time set-up link: decisions.md #21).
 * Returns the session token for the caller's controller to set as the session cookie.
 */
export class OpenInvestorSessionCommand {
  constructor(readonly investorAccountId: string) {}
}
