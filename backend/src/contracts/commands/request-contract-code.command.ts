/** The investor asks for the 6-digit code that confirms their signature (emailed to their account address). */
export class RequestContractCodeCommand {
  constructor(
    readonly contractId: string,
    readonly investorId: string,
    readonly ip: string,
  ) {}
}
