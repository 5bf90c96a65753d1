/** Whether an account still needs its password; probing unknown usernames counts against the attempt limit. */
export class CheckInvestorPasswordStatusCommand {
  constructor(
    readonly username: string,
    readonly ip: string,
  ) {}
}
