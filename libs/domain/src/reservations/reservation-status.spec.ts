import {
  canMoveReservation,
  afterDepositMoneyReversed,
  mayReclaimWithLateMoney,
  hasMadeReservationMove,
  initialReservationStatus,
  isClosedReservation,
  isUnpaidReservation,
  LIVE_RESERVATION_STATUSES,
  RESERVATION_STATUS_VALUES,
  RESERVATION_TRANSITIONS,
  type ReservationMove,
  reservationStatusAfter,
  type ReservationStatusValue,
  shownReservationExpiry,
} from './reservation-status';

// Every move from every status, written out: ✓ allowed, · refused.
const TABLE: Record<ReservationMove, Record<ReservationStatusValue, boolean>> = {
  //               pending blocked active converted expired cancelled
  block: { pending: true, blocked: true, active: false, converted: false, expired: false, cancelled: false },
  payByCard: { pending: true, blocked: true, active: false, converted: false, expired: false, cancelled: false },
  reclaim: { pending: false, blocked: false, active: false, converted: false, expired: true, cancelled: true },
  confirmDeposit: { pending: true, blocked: true, active: false, converted: false, expired: false, cancelled: false },
  convert: { pending: false, blocked: false, active: true, converted: false, expired: false, cancelled: false },
  refund: { pending: false, blocked: false, active: true, converted: false, expired: false, cancelled: false },
  cancel: { pending: true, blocked: true, active: false, converted: false, expired: false, cancelled: false },
  expire: { pending: true, blocked: true, active: false, converted: false, expired: false, cancelled: false },
  undoDeposit: { pending: false, blocked: false, active: true, converted: false, expired: false, cancelled: false },
};

const ENDS: Record<ReservationMove, ReservationStatusValue> = {
  block: 'blocked',
  payByCard: 'active',
  reclaim: 'active',
  confirmDeposit: 'active',
  convert: 'converted',
  refund: 'cancelled',
  cancel: 'cancelled',
  expire: 'expired',
  undoDeposit: 'blocked',
};

describe('reservation status transitions', () => {
  it('knows exactly the moves of the table', () => {
    expect(Object.keys(RESERVATION_TRANSITIONS).sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const move of Object.keys(TABLE) as ReservationMove[]) {
    for (const from of RESERVATION_STATUS_VALUES) {
      const allowed = TABLE[move][from];
      it(`${allowed ? 'allows' : 'refuses'} ${move} from ${from}`, () => {
        expect(canMoveReservation(from, move)).toBe(allowed);
      });
    }

    it(`${move} ends in ${ENDS[move]}, and a reservation already there has made it`, () => {
      expect(reservationStatusAfter(move)).toBe(ENDS[move]);
      expect(hasMadeReservationMove(ENDS[move], move)).toBe(true);
      for (const other of RESERVATION_STATUS_VALUES.filter((status) => status !== ENDS[move])) {
        expect(hasMadeReservationMove(other, move)).toBe(false);
      }
    });
  }

  it('starts a card hold as pending and a block as blocked', () => {
    expect(initialReservationStatus('card')).toBe('pending');
    expect(initialReservationStatus('block')).toBe('blocked');
  });

  it('groups the statuses: unpaid, closed and live (holding the unit)', () => {
    expect(RESERVATION_STATUS_VALUES.filter(isUnpaidReservation)).toEqual(['pending', 'blocked']);
    expect(RESERVATION_STATUS_VALUES.filter(isClosedReservation)).toEqual(['expired', 'cancelled']);
    expect([...LIVE_RESERVATION_STATUSES]).toEqual(['pending', 'blocked', 'active', 'converted']);
  });

  it('shows the paid hold’s end for an active reservation and the unpaid hold’s end otherwise', () => {
    expect(shownReservationExpiry('active', 'unpaid', 'hold')).toBe('hold');
    for (const status of RESERVATION_STATUS_VALUES.filter((value) => value !== 'active')) {
      expect(shownReservationExpiry(status, 'unpaid', 'hold')).toBe('unpaid');
    }
  });

  describe('taking money off a deposit (the statement line that paid it was a wrong match)', () => {
    it('makes a paid reservation whose deposit is no longer covered a block again', () => {
      expect(afterDepositMoneyReversed('active', false)).toBe('undo_deposit');
      expect(reservationStatusAfter('undoDeposit')).toBe('blocked');
    });
    it('changes nothing while the rest still covers it, or while it was never paid', () => {
      expect(afterDepositMoneyReversed('active', true)).toBe('unchanged');
      for (const status of ['pending', 'blocked', 'expired', 'cancelled'] as const) expect(afterDepositMoneyReversed(status, false)).toBe('unchanged');
    });
    it('never unwinds a sale', () => {
      expect(afterDepositMoneyReversed('converted', false)).toBe('refused_sold');
      expect(afterDepositMoneyReversed('converted', true)).toBe('refused_sold');
    });
  });

  describe('late money on an ended hold', () => {
    it('re-claims the unit of a never-paid hold when it covers the deposit and the unit is free', () => {
      expect(mayReclaimWithLateMoney({ status: 'expired', everPaid: false }, true, true)).toBe(true);
      expect(mayReclaimWithLateMoney({ status: 'cancelled', everPaid: false }, true, true)).toBe(true);
    });
    it('does not when the unit is gone, the money is short, the hold was paid (a refund) or is still live', () => {
      expect(mayReclaimWithLateMoney({ status: 'expired', everPaid: false }, true, false)).toBe(false);
      expect(mayReclaimWithLateMoney({ status: 'expired', everPaid: false }, false, true)).toBe(false);
      expect(mayReclaimWithLateMoney({ status: 'cancelled', everPaid: true }, true, true)).toBe(false);
      expect(mayReclaimWithLateMoney({ status: 'blocked', everPaid: false }, true, true)).toBe(false);
    });
  });
});
