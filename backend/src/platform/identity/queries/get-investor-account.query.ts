export class GetInvestorAccountQuery {
  constructor(readonly investorAccountId: string) {}
}

export type InvestorAccountView = { id: string; email: string; name: string; needsPasswordSetup: boolean };
