export class GetInvestorAccountQuery {
  constructor(readonly investorAccountId: string) {}
}

// emailVerified: a one-time link sent to the email was used (or the investor set their own password).
export type InvestorAccountView = { id: string; email: string; name: string; needsPasswordSetup: boolean; emailVerified: boolean };
