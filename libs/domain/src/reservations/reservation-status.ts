// Reservation statuses and the moves between them (decisions.md #20 "Units, holds and expiry";
// investor-portal.md §4 "Unit status", "Admin reservation status").

export const RESERVATION_STATUS_VALUES = ['pending', 'blocked', 'active', 'converted', 'expired', 'cancelled'] as const;
export type ReservationStatusValue = (typeof RESERVATION_STATUS_VALUES)[number];

/** Unpaid holds: a card payment under way (pending) or a block awaiting a bank transfer (blocked). */
export const UNPAID_RESERVATION_STATUSES = ['pending', 'blocked'] as const satisfies readonly ReservationStatusValue[];
/** Holds whose deposit is paid: reserved for the contract (active) or sold (converted). */
export const PAID_RESERVATION_STATUSES = ['active', 'converted'] as const satisfies readonly ReservationStatusValue[];
/** Statuses that hold the unit (the partial unique index on unit_reservations covers the same list). */
export const LIVE_RESERVATION_STATUSES = [...UNPAID_RESERVATION_STATUSES, ...PAID_RESERVATION_STATUSES] as const;
/** Holds that ended without a sale; a late card deposit may still re-claim the unit. */
export const CLOSED_RESERVATION_STATUSES = ['expired', 'cancelled'] as const satisfies readonly ReservationStatusValue[];

/**
 * Every move a reservation makes, with the statuses it starts from and the one it ends in:
 * - block: the investor keeps the unit unpaid (bank transfer, or the card hold's cancel route);
 * - payByCard: the card deposit succeeded while the hold was still unpaid;
 * - reclaim: money that covers the deposit arrived after the hold ended (card or transfer), and the unit is still free;
 * - confirmDeposit: staff confirm the deposit ('Confirmar Pago');
 * - convert: staff turn a paid reservation into a sale ('Convertir');
 * - refund: staff refund a paid card deposit, which releases the unit;
 * - cancel: the investor leaves the payment screen without saving;
 * - expire: an unpaid hold's time has come;
 * - undoDeposit: an admin undoes the bank line that paid the deposit (a wrong match): the hold is a
 *   block awaiting its transfer again (see `afterDepositMoneyReversed`).
 * A new hold starts as pending (card) or blocked (block); see `initialReservationStatus`.
 */
export const RESERVATION_TRANSITIONS = {
  block: { from: ['pending', 'blocked'], to: 'blocked' },
  payByCard: { from: ['pending', 'blocked'], to: 'active' },
  reclaim: { from: ['expired', 'cancelled'], to: 'active' },
  confirmDeposit: { from: ['pending', 'blocked'], to: 'active' },
  convert: { from: ['active'], to: 'converted' },
  refund: { from: ['active'], to: 'cancelled' },
  cancel: { from: ['pending', 'blocked'], to: 'cancelled' },
  expire: { from: ['pending', 'blocked'], to: 'expired' },
  undoDeposit: { from: ['active'], to: 'blocked' },
} as const satisfies Record<string, { from: readonly ReservationStatusValue[]; to: ReservationStatusValue }>;

export type ReservationMove = keyof typeof RESERVATION_TRANSITIONS;

/** Whether a reservation in `from` may make `move`. */
export function canMoveReservation(from: ReservationStatusValue, move: ReservationMove): boolean {
  return (RESERVATION_TRANSITIONS[move].from as readonly ReservationStatusValue[]).includes(from);
}

/** The status a reservation has after `move`. */
export function reservationStatusAfter<M extends ReservationMove>(move: M): (typeof RESERVATION_TRANSITIONS)[M]['to'] {
  return RESERVATION_TRANSITIONS[move].to;
}

/** Whether `move` already happened: the reservation is in its end status (a repeated request is a no-op). */
export function hasMadeReservationMove(status: ReservationStatusValue, move: ReservationMove): boolean {
  return status === RESERVATION_TRANSITIONS[move].to;
}

/** A card hold ('card') waits for its deposit; a block ('block') waits for a bank transfer. */
export function initialReservationStatus(route: 'card' | 'block'): 'pending' | 'blocked' {
  return route === 'block' ? 'blocked' : 'pending';
}

export function isUnpaidReservation(status: ReservationStatusValue): status is (typeof UNPAID_RESERVATION_STATUSES)[number] {
  return (UNPAID_RESERVATION_STATUSES as readonly ReservationStatusValue[]).includes(status);
}

export function isClosedReservation(status: ReservationStatusValue): status is (typeof CLOSED_RESERVATION_STATUSES)[number] {
  return (CLOSED_RESERVATION_STATUSES as readonly ReservationStatusValue[]).includes(status);
}

/** The end a reservation shows: an active one its paid hold's end, any other its unpaid hold's end. */
export function shownReservationExpiry<T>(status: ReservationStatusValue, unpaidExpiresAt: T, holdExpiresAt: T): T {
  return status === RESERVATION_TRANSITIONS.confirmDeposit.to ? holdExpiresAt : unpaidExpiresAt;
}

/**
 * What taking money off a reservation's deposit does (an admin undoes the statement line that paid
 * it): nothing while what is left still covers the deposit, or while it was never paid; a paid
 * reservation whose deposit is no longer covered becomes a block awaiting its transfer again
 * (`undoDeposit`, its contract settled by `contractOnReservationEnding`); a sale is never unwound here.
 */
export function afterDepositMoneyReversed(status: ReservationStatusValue, stillCovered: boolean): 'refused_sold' | 'undo_deposit' | 'unchanged' {
  if (status === 'converted') return 'refused_sold';
  if (canMoveReservation(status, 'undoDeposit') && !stillCovered) return 'undo_deposit';
  return 'unchanged';
}

/**
 * Whether money that reached an ended, never-paid hold (partial money kept at expiry, a late card or
 * transfer) re-claims its unit: when it covers the deposit and the unit is still free.
 */
export function mayReclaimWithLateMoney(reservation: { status: ReservationStatusValue; everPaid: boolean }, covers: boolean, unitFree: boolean): boolean {
  return canMoveReservation(reservation.status, 'reclaim') && !reservation.everPaid && covers && unitFree;
}
