import type { PaymentView } from '../../payments';

/**
 * Brings a reservation in line with its deposit as the payments module reports it. A deposit
 * that succeeds after the hold lapsed re-claims the unit if it is still free; otherwise the
 * deposit is refunded and the investor told. Safe to repeat.
 */
export class RecordReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly payment: PaymentView,
  ) {}
}

export type RecordReservationDepositOutcome = 'activated' | 'late_refund' | 'unchanged';
