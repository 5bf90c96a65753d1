import type { PaymentView } from '../../payments';

/**
 * A card payment of the deposit moved (succeeded, refunded): the reservation shows its refund's state
 * and follows its money (SyncReservationDepositCommand). A deposit that succeeds after the hold
 * lapsed re-claims the unit if it is still free; otherwise it is refunded and the investor told. Safe to repeat.
 */
export class RecordReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly payment: PaymentView,
  ) {}
}

export type RecordReservationDepositOutcome = 'activated' | 'late_refund' | 'unchanged';
