export class GetInvestorProfileQuery {
  constructor(readonly investorAccountId: string) {}
}
