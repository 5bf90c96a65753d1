/** The investors with a code, their referrals and balances, for staff. */
export class ListReferralAccountsQuery {}
