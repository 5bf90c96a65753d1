// A partner's lifecycle (investor-portal.md §3 "Partner", §4 "Other admin states", §5 "Admin bulk
// reminders"; decisions.md #22). The state is not stored: it is read from the standing the server
// recomputes (next payment date and current/overdue flag), so this table says which moves each
// action may make and which actions a state refuses.

export type PartnerState = 'current' | 'overdue' | 'paid-off';

export type PartnerAction =
  /** Staff record a payment received. */
  | 'record-payment'
  /** The down-payment toggle: marking sets the date to now. */
  | 'mark-down-payment'
  /** The down-payment toggle: unmarking clears the date. */
  | 'unmark-down-payment'
  /** The daily run recomputes every standing: a due date may pass unpaid. */
  | 'recompute'
  /** A payment reminder (one partner or the bulk payment reminder). */
  | 'remind'
  /** The bulk overdue reminder. */
  | 'remind-overdue';

/** For each state, the states each action may lead to; an action absent from a state's row is refused there. */
const PARTNER_TRANSITIONS: Record<PartnerState, Partial<Record<PartnerAction, readonly PartnerState[]>>> = {
  current: {
    'record-payment': ['current', 'paid-off'],
    'mark-down-payment': ['current', 'paid-off'],
    'unmark-down-payment': ['current', 'overdue'],
    recompute: ['current', 'overdue'],
    remind: ['current'],
  },
  overdue: {
    'record-payment': ['overdue', 'current', 'paid-off'],
    'mark-down-payment': ['overdue', 'current', 'paid-off'],
    'unmark-down-payment': ['overdue'],
    recompute: ['overdue'],
    remind: ['overdue'],
    'remind-overdue': ['overdue'],
  },
  // Nothing is left to pay: no reminder; a late payment or a toggle only changes the figures.
  'paid-off': {
    'record-payment': ['paid-off'],
    'mark-down-payment': ['paid-off'],
    'unmark-down-payment': ['paid-off', 'current', 'overdue'],
    recompute: ['paid-off'],
  },
};

export const PARTNER_STATES: readonly PartnerState[] = ['current', 'overdue', 'paid-off'];
export const PARTNER_ACTIONS: readonly PartnerAction[] = ['record-payment', 'mark-down-payment', 'unmark-down-payment', 'recompute', 'remind', 'remind-overdue'];

/** A partner with no next payment has paid everything; otherwise the current/overdue flag decides. */
export function partnerStateOf(partner: { nextPaymentDate: string | null; isCurrentOnPayments: boolean }): PartnerState {
  if (partner.nextPaymentDate === null) return 'paid-off';
  return partner.isCurrentOnPayments ? 'current' : 'overdue';
}

/** Whether a partner in `state` accepts `action` at all. */
export function canApplyToPartner(state: PartnerState, action: PartnerAction): boolean {
  return PARTNER_TRANSITIONS[state][action] !== undefined;
}

/** Whether `action` may take a partner from `from` to `to`. */
export function canMovePartner(from: PartnerState, action: PartnerAction, to: PartnerState): boolean {
  return PARTNER_TRANSITIONS[from][action]?.includes(to) ?? false;
}
