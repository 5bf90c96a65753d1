/**
 * Public command: signs a browser in as an investor (a referral's direct access, issue 7).
 * Returns the session token for the caller's controller to set as the session cookie.
 */
export class OpenInvestorSessionCommand {
  constructor(readonly investorAccountId: string) {}
}
