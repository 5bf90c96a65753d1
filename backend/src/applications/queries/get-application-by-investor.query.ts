/** The latest application that opened an investor's account (the referrals context asks who referred a buyer). */
export class GetApplicationByInvestorQuery {
  constructor(readonly investorAccountId: string) {}
}
