/** The investor's own reservations, newest first (the dashboard's "Mis reservaciones"). */
export class GetMyReservationsQuery {
  constructor(readonly investorId: string) {}
}
