/** The email of the account a usable reset link belongs to; an unusable link is an InvalidTokenError. */
export class ValidateResetTokenQuery {
  constructor(readonly token: string) {}
}
