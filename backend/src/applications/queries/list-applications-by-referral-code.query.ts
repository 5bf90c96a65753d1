/** Applications that used a referral code: the referrer's "referred users" (investor-portal.md §3). */
export class ListApplicationsByReferralCodeQuery {
  constructor(readonly code: string) {}
}
