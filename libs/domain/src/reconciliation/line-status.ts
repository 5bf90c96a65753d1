// A statement line's statuses and the moves between them (decisions.md #41).

export const BANK_LINE_STATUS_VALUES = ['applied', 'suggested', 'unmatched', 'ignored', 'debit'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUS_VALUES)[number];

/**
 * - apply: a payment is recorded for the line's target (a matched line on upload, a suggestion
 *   staff accept, or a target staff chose by hand);
 * - ignore: staff set a credit aside with a reason (a transfer that is not ours to apply);
 * - restore: an ignored line back to the unmatched ones;
 * - undo: an admin reverses an applied line's payment; the line is open again.
 * A debit is listed and never moves.
 */
export const BANK_LINE_TRANSITIONS = {
  apply: { from: ['suggested', 'unmatched'], to: 'applied' },
  ignore: { from: ['suggested', 'unmatched'], to: 'ignored' },
  restore: { from: ['ignored'], to: 'unmatched' },
  undo: { from: ['applied'], to: 'unmatched' },
} as const satisfies Record<string, { from: readonly BankLineStatus[]; to: BankLineStatus }>;

export type BankLineMove = keyof typeof BANK_LINE_TRANSITIONS;

export function canMoveBankLine(from: BankLineStatus, move: BankLineMove): boolean {
  return (BANK_LINE_TRANSITIONS[move].from as readonly BankLineStatus[]).includes(from);
}

export function bankLineStatusAfter(move: BankLineMove): BankLineStatus {
  return BANK_LINE_TRANSITIONS[move].to;
}

/** The statuses a move starts from (the conditional UPDATE that claims a line uses the same list). */
export function bankLineMoveSources(move: BankLineMove): readonly BankLineStatus[] {
  return BANK_LINE_TRANSITIONS[move].from;
}
