/** Whether an account still needs its password; every call counts against the attempt limit. */
export class CheckInvestorPasswordStatusCommand {
  constructor(
    readonly username: string,
    readonly ip: string,
  ) {}
}
