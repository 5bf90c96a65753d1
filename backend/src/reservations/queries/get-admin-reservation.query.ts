/** One reservation as the staff list shows it (the answer of the staff's actions). */
export class GetAdminReservationQuery {
  constructor(readonly reservationId: string) {}
}
