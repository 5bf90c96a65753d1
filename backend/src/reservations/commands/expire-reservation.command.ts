/** Releases one unpaid hold whose time has come (the delayed job or the sweep). Idempotent. */
export class ExpireReservationCommand {
  constructor(readonly reservationId: string) {}
}
