/** Answered by the referrals context, which owns the codes; the applications flow only asks. */
export class ValidateReferralCodeQuery {
  constructor(readonly code: string) {}
}

export type ReferralCodeCheck = { valid: true; ownerName: string } | { valid: false; error: string };
