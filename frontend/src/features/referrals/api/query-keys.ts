// Query keys of the referrals context: every key starts with 'referrals'.
export const referralsQueryKeys = {
  all: ['referrals'] as const,
  myCode: ['referrals', 'my-code'] as const,
  referredUsers: ['referrals', 'referred-users'] as const,
};
