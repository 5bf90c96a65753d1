export class SignInStaffCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly ip: string,
    readonly previousToken: string | undefined,
    readonly requestId: string,
  ) {}
}
