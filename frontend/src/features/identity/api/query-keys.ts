// Query keys of the identity context: every key starts with 'identity'.
export const identityQueryKeys = {
  staffSession: ['identity', 'staff-session'] as const,
  staffAccounts: ['identity', 'staff-accounts'] as const,
  investorSession: ['identity', 'investor-session'] as const,
  resetToken: (token: string) => ['identity', 'reset-token', token] as const,
};
