export class RedeemSetupLinkCommand {
  constructor(
    readonly token: string,
    readonly previousToken: string | undefined,
  ) {}
}

export type RedeemSetupLinkResult = { sessionToken: string; investorAccountId: string };
