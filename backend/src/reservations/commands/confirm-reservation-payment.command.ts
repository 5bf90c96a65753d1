/** After the card step or on return from the provider: re-check the deposit and record it. */
export class ConfirmReservationPaymentCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
  ) {}
}
