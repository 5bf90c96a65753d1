import {
  canMoveReservation,
  depositUndoRefusal,
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
  reclaimByCard: { pending: false, blocked: false, active: false, converted: false, expired: true, cancelled: true },
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
  reclaimByCard: 'active',
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

  describe('undoing a confirmed deposit (the bank line that confirmed it was a wrong match)', () => {
    const active = { status: 'active' as const, depositMethod: 'bank_transfer', contractSigned: false };

    it('allows an active reservation whose deposit came by bank transfer, without a signed contract', () => {
      expect(depositUndoRefusal(active)).toBeNull();
      expect(reservationStatusAfter('undoDeposit')).toBe('blocked');
    });

    it('refuses a sale, a reservation that is not active, a card deposit and a signed contract', () => {
      expect(depositUndoRefusal({ ...active, status: 'converted' })).toBe('converted');
      for (const status of ['pending', 'blocked', 'expired', 'cancelled'] as const) expect(depositUndoRefusal({ ...active, status })).toBe('not_active');
      expect(depositUndoRefusal({ ...active, depositMethod: 'card' })).toBe('not_bank_transfer');
      expect(depositUndoRefusal({ ...active, depositMethod: 'staff' })).toBe('not_bank_transfer');
      expect(depositUndoRefusal({ ...active, depositMethod: null })).toBe('not_bank_transfer');
      expect(depositUndoRefusal({ ...active, contractSigned: true })).toBe('contract_signed');
    });

    it('refuses while the reservation has a contract open for signing, and allows once it is cancelled', () => {
      expect(depositUndoRefusal({ ...active, contractOpen: true })).toBe('contract_open');
      expect(depositUndoRefusal({ ...active, contractSigned: true, contractOpen: false })).toBe('contract_signed');
      expect(depositUndoRefusal({ ...active, contractOpen: false })).toBeNull();
    });
  });
});
