/** A reservation became active: its purchase-promise contract is generated once (a repeat changes nothing). */
export class GenerateContractCommand {
  constructor(readonly reservationId: string) {}
}
