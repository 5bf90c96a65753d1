/**
 * Brings a reservation in line with its money in the record of money received (a statement line,
 * a card, staff re-assigning money): an unpaid hold whose deposit is covered becomes active; money that
 * reached an ended hold re-claims its unit while it is free, or a card that is all to return is
 * refunded. Safe to repeat.
 */
export class SyncReservationDepositCommand {
  constructor(readonly reservationId: string) {}
}

export type SyncReservationDepositOutcome = 'activated' | 'reclaimed' | 'late_refund' | 'duplicate_refund' | 'unchanged';
