/** The investor's contract of one of their reservations (the signing page). */
export class GetMyContractQuery {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
  ) {}
}
