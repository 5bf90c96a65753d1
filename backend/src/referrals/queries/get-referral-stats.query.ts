/** The dashboard's referral figures of an investor. */
export class GetReferralStatsQuery {
  constructor(readonly investorId: string) {}
}
