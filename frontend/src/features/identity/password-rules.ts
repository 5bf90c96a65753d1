import { PASSWORD_MIN_LENGTH } from '@cdm/contracts';

export type PasswordPairCheck = { longEnough: boolean; matches: boolean; valid: boolean };

/** investor-portal.md §5: at least 8 characters, and the confirmation equal to the new password. */
export function checkPasswordPair(password: string, confirmation: string): PasswordPairCheck {
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const matches = password !== '' && password === confirmation;
  return { longEnough, matches, valid: longEnough && matches };
}
