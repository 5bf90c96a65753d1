import type { PaymentView } from '../../platform/payments';

/** Opens (or finds) the deposit intent of an investor's own unpaid reservation. */
export class OpenReservationPaymentCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
  ) {}
}

/** After the card step or on return from the provider: re-check the deposit and record it. */
export class ConfirmReservationPaymentCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
  ) {}
}

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
