/** A paid reservation may activate the owner's program (deposit ≥ the activation setting). */
export class RecordQualifyingDepositCommand {
  constructor(
    readonly investorId: string,
    readonly depositCentavos: number,
  ) {}
}
