// The record of money received (issue 27, decisions.md #48): every peso that comes in is an entry with
// its source and target, and every refund or undo a reversing entry. These are its rules; the database
// (payments' money_targets, money_sources, money_entries) enforces the sums they rest on.

/** Where money came from: a card payment (provider), a bank statement line, staff's word that they saw it arrive, a partner payment recorded by hand. */
export const MONEY_SOURCE_VALUES = ['card', 'bank_line', 'staff', 'manual'] as const;
export type MoneySource = (typeof MONEY_SOURCE_VALUES)[number];

/**
 * What a received amount is doing: paying what its target owes (applied), waiting to go back or to be
 * re-assigned (to_return: beyond what was owed, after the target ended, or a second payment), or gone
 * back to the payer (returned).
 */
export const MONEY_ALLOCATION_VALUES = ['applied', 'to_return', 'returned'] as const;
export type MoneyAllocation = (typeof MONEY_ALLOCATION_VALUES)[number];

/**
 * A target's money: what it owes, what was applied, what an admin waived (a deposit confirmed with
 * less), what is to return and what went back; `open` is false once the target ended (refund, expiry,
 * cancel): then nothing more is applied to it.
 */
export type TargetMoney = {
  owedCentavos: number;
  appliedCentavos: number;
  waivedCentavos: number;
  toReturnCentavos: number;
  returnedCentavos: number;
  open: boolean;
};

/** What the target still expects: owed less applied and waived, never below zero; nothing once it ended. */
export function outstandingCentavos(target: Pick<TargetMoney, 'owedCentavos' | 'appliedCentavos' | 'waivedCentavos' | 'open'>): number {
  if (!target.open) return 0;
  return Math.max(0, target.owedCentavos - target.appliedCentavos - target.waivedCentavos);
}

/** A deposit (or any target) is paid when what was applied, with what an admin waived, reaches what it owes. */
export function isTargetCovered(target: Pick<TargetMoney, 'owedCentavos' | 'appliedCentavos' | 'waivedCentavos'>): boolean {
  return target.owedCentavos > 0 && target.appliedCentavos + target.waivedCentavos >= target.owedCentavos;
}

export type ReceiptSplit = { appliedCentavos: number; toReturnCentavos: number };

/**
 * How an amount received for a target is split: applied up to what it still expects, the rest to
 * return (never silently absorbed). 1.00 MXN against a 100,000 MXN deposit → 1.00 applied, the deposit
 * still open; 150,000 → 100,000 applied and 50,000 to return; a second 100,000 → all to return.
 */
export function splitReceipt(amountCentavos: number, target: Pick<TargetMoney, 'owedCentavos' | 'appliedCentavos' | 'waivedCentavos' | 'open'>): ReceiptSplit {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0) throw new RangeError('A receipt is a positive whole number of centavos');
  const applied = Math.min(amountCentavos, outstandingCentavos(target));
  return { appliedCentavos: applied, toReturnCentavos: amountCentavos - applied };
}

/**
 * Why staff may not confirm a deposit with `amountCentavos` (Confirmar Pago): confirming with less than
 * what is still owed needs an admin and a reason (the rest is waived, audited); nothing is confirmed
 * for a deposit already paid.
 */
export type DepositConfirmationProblem = 'already_paid' | 'not_positive' | 'short_needs_admin' | 'short_needs_reason';

export function depositConfirmationProblem(input: {
  outstandingCentavos: number;
  amountCentavos: number;
  byAdmin: boolean;
  reason: string | null;
}): DepositConfirmationProblem | null {
  if (input.outstandingCentavos <= 0) return 'already_paid';
  if (!Number.isSafeInteger(input.amountCentavos) || input.amountCentavos <= 0) return 'not_positive';
  if (input.amountCentavos >= input.outstandingCentavos) return null;
  if (!input.byAdmin) return 'short_needs_admin';
  if (!input.reason || input.reason.trim().length === 0) return 'short_needs_reason';
  return null;
}

/** The part of a short confirmation that an admin waives (0 when the amount covers what is owed). */
export function waivedByConfirmation(outstanding: number, amountCentavos: number): number {
  return Math.max(0, outstanding - amountCentavos);
}

/** How a deposit was paid, as staff read it: by the sources of the money applied to it (the largest share wins; staff when nothing external). */
export function depositMethodOf(appliedBySource: Partial<Record<MoneySource, number>>): 'card' | 'bank_transfer' | 'staff' | null {
  const card = appliedBySource.card ?? 0;
  const transfer = appliedBySource.bank_line ?? 0;
  const staff = (appliedBySource.staff ?? 0) + (appliedBySource.manual ?? 0);
  if (card + transfer + staff === 0) return null;
  if (card >= transfer && card >= staff && card > 0) return 'card';
  if (transfer >= staff && transfer > 0) return 'bank_transfer';
  return 'staff';
}
