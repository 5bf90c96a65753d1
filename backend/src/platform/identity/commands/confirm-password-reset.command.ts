export class ConfirmPasswordResetCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly requestId: string,
  ) {}
}
