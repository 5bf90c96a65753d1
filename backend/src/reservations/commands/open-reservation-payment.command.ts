/** Opens (or finds) the deposit intent of an investor's own unpaid reservation. */
export class OpenReservationPaymentCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
  ) {}
}
