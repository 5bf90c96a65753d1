/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that email. */
export class EnsureFirstAdminCommand {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {}
}
