import { canApplyToPartner, canMovePartner, PARTNER_ACTIONS, PARTNER_STATES, partnerStateOf, type PartnerAction, type PartnerState } from './partner-states';

// Every (state, action, next state) the table allows; everything else is refused.
const ALLOWED: Array<[PartnerState, PartnerAction, PartnerState]> = [
  ['current', 'record-payment', 'current'],
  ['current', 'record-payment', 'paid-off'],
  ['current', 'mark-down-payment', 'current'],
  ['current', 'mark-down-payment', 'paid-off'],
  ['current', 'unmark-down-payment', 'current'],
  ['current', 'unmark-down-payment', 'overdue'],
  ['current', 'recompute', 'current'],
  ['current', 'recompute', 'overdue'],
  ['current', 'remind', 'current'],
  ['overdue', 'record-payment', 'overdue'],
  ['overdue', 'record-payment', 'current'],
  ['overdue', 'record-payment', 'paid-off'],
  ['overdue', 'mark-down-payment', 'overdue'],
  ['overdue', 'mark-down-payment', 'current'],
  ['overdue', 'mark-down-payment', 'paid-off'],
  ['overdue', 'unmark-down-payment', 'overdue'],
  ['overdue', 'recompute', 'overdue'],
  ['overdue', 'remind', 'overdue'],
  ['overdue', 'remind-overdue', 'overdue'],
  ['paid-off', 'record-payment', 'paid-off'],
  ['paid-off', 'mark-down-payment', 'paid-off'],
  ['paid-off', 'unmark-down-payment', 'paid-off'],
  ['paid-off', 'unmark-down-payment', 'current'],
  ['paid-off', 'unmark-down-payment', 'overdue'],
  ['paid-off', 'recompute', 'paid-off'],
];
const key = (from: PartnerState, action: PartnerAction, to: PartnerState) => `${from} ${action} ${to}`;
const allowed = new Set(ALLOWED.map(([from, action, to]) => key(from, action, to)));
const every = PARTNER_STATES.flatMap((from) => PARTNER_ACTIONS.flatMap((action) => PARTNER_STATES.map((to) => [from, action, to] as const)));

describe('partner state transitions', () => {
  it.each(ALLOWED)('allows %s → (%s) → %s', (from, action, to) => {
    expect(canMovePartner(from, action, to)).toBe(true);
    expect(canApplyToPartner(from, action)).toBe(true);
  });

  it.each(every.filter(([from, action, to]) => !allowed.has(key(from, action, to))))('refuses %s → (%s) → %s', (from, action, to) => {
    expect(canMovePartner(from, action, to)).toBe(false);
  });

  it('refuses reminders to a paid-off partner and the overdue reminder to one who is current', () => {
    expect(canApplyToPartner('paid-off', 'remind')).toBe(false);
    expect(canApplyToPartner('paid-off', 'remind-overdue')).toBe(false);
    expect(canApplyToPartner('current', 'remind-overdue')).toBe(false);
    expect(canApplyToPartner('overdue', 'remind-overdue')).toBe(true);
  });

  it('reads the state from the standing', () => {
    expect(partnerStateOf({ nextPaymentDate: null, isCurrentOnPayments: true })).toBe('paid-off');
    expect(partnerStateOf({ nextPaymentDate: '2026-12-01', isCurrentOnPayments: true })).toBe('current');
    expect(partnerStateOf({ nextPaymentDate: '2026-10-01', isCurrentOnPayments: false })).toBe('overdue');
  });
});
