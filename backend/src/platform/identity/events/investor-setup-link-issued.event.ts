/** A set-up link was issued for an account without a password yet. */
export class InvestorSetupLinkIssuedEvent {
  constructor(
    readonly investorAccountId: string,
    readonly tokenId: string,
    readonly token: string,
  ) {}
}
