// Purchase-promise contracts (issue 19; product-decisions.md "Contracts"): statuses and the moves
// between them, the rules of the emailed signing code, and when a sale needs a signed contract.

export const CONTRACT_STATUS_VALUES = ['pending_investor', 'pending_countersign', 'signed', 'cancelled', 'rescinded'] as const;
export type ContractStatusValue = (typeof CONTRACT_STATUS_VALUES)[number];

/** Statuses of a contract nobody finished signing: staff may still cancel or regenerate it. */
export const UNSIGNED_CONTRACT_STATUSES = ['pending_investor', 'pending_countersign'] as const satisfies readonly ContractStatusValue[];

/**
 * Every move a contract makes:
 * - investorSign: the investor confirms the emailed code, types their name and signs;
 * - countersign: an admin signs for the developer, which seals the document;
 * - cancel: staff cancel a contract not yet sealed (with a reason; a regeneration cancels it too);
 * - rescind: an admin ends a contract someone signed, with a reason, in the same step that ends its
 *   reservation (a refund, or the undo of its deposit); it stays readable as rescinded, with its date.
 * A contract starts as pending_investor when its reservation becomes active.
 */
export const CONTRACT_TRANSITIONS = {
  investorSign: { from: ['pending_investor'], to: 'pending_countersign' },
  countersign: { from: ['pending_countersign'], to: 'signed' },
  cancel: { from: ['pending_investor', 'pending_countersign'], to: 'cancelled' },
  rescind: { from: ['pending_countersign', 'signed'], to: 'rescinded' },
} as const satisfies Record<string, { from: readonly ContractStatusValue[]; to: ContractStatusValue }>;

export type ContractMove = keyof typeof CONTRACT_TRANSITIONS;

export function canMoveContract(from: ContractStatusValue, move: ContractMove): boolean {
  return (CONTRACT_TRANSITIONS[move].from as readonly ContractStatusValue[]).includes(from);
}

export function contractStatusAfter<M extends ContractMove>(move: M): (typeof CONTRACT_TRANSITIONS)[M]['to'] {
  return CONTRACT_TRANSITIONS[move].to;
}

/** A contract counts for the sale only once both parties signed and it is sealed. */
export function isContractSigned(status: ContractStatusValue | null | undefined): boolean {
  return status === 'signed';
}

/** The investor has signed (staff may not have countersigned yet): the deposit it rests on stays. */
export function hasInvestorSigned(status: ContractStatusValue | null | undefined): boolean {
  return status === 'pending_countersign' || status === 'signed';
}

/** Sent to the investor and not yet signed. */
export function isOpenForInvestorSignature(status: ContractStatusValue | null | undefined): boolean {
  return status === 'pending_investor';
}

/** A contract that no longer binds anyone: cancelled before it was sealed, or rescinded after. */
export function isEndedContract(status: ContractStatusValue | null | undefined): boolean {
  return status === 'cancelled' || status === 'rescinded';
}

/** Every way a reservation stops being active or ends (refund, undo of its deposit, expiry, the investor's cancel). */
export type ReservationEnding = 'refund' | 'undo_deposit' | 'expire' | 'cancel';

/** An admin's decision to rescind a signed contract, with the reason given. */
export type ContractRescission = { reason: string | null; byAdmin: boolean };

/**
 * What ending a reservation does to its contract — one rule for every path that ends one (refund,
 * undo, expiry, cancel), so that no signed contract stands on a reservation that is not active or sold:
 * - no contract, or one already cancelled or rescinded → nothing;
 * - a contract nobody signed yet → cancelled with the reservation (it can no longer be signed);
 * - a contract the investor (or both parties) signed → rescinded, only by an admin with a reason given
 *   in the same step; otherwise the ending is refused.
 */
export type ContractOnReservationEnding =
  | { kind: 'none' }
  | { kind: 'cancel' }
  | { kind: 'rescind'; reason: string }
  | { kind: 'refused'; reason: 'signed_needs_rescission' | 'rescission_needs_admin' };

export function contractOnReservationEnding(status: ContractStatusValue | null | undefined, rescission: ContractRescission | null): ContractOnReservationEnding {
  if (!status || isEndedContract(status)) return { kind: 'none' };
  if (!hasInvestorSigned(status)) return { kind: 'cancel' };
  const reason = rescission?.reason?.trim() ?? '';
  if (reason.length === 0) return { kind: 'refused', reason: 'signed_needs_rescission' };
  if (!rescission?.byAdmin) return { kind: 'refused', reason: 'rescission_needs_admin' };
  return { kind: 'rescind', reason };
}

/** A contract may be sent a code or signed only while its reservation is active (paid, not sold, not ended). */
export function mayInvestorSignContract(contractStatus: ContractStatusValue, reservationStatus: string | null | undefined): boolean {
  return canMoveContract(contractStatus, 'investorSign') && reservationStatus === 'active';
}

// The emailed code: six digits, 10 minutes, 5 tries, one use; a new code ends the previous one.
export const CONTRACT_CODE_DIGITS = 6;
export const CONTRACT_CODE_TTL_MINUTES = 10;
export const CONTRACT_CODE_MAX_TRIES = 5;
export const CONTRACT_CODE_PATTERN = /^\d{6}$/;

/** `randomValue`: a random integer (crypto in the caller; the domain stays pure). */
export function contractCode(randomValue: number): string {
  return String(Math.abs(Math.trunc(randomValue)) % 10 ** CONTRACT_CODE_DIGITS).padStart(CONTRACT_CODE_DIGITS, '0');
}

export function contractCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CONTRACT_CODE_TTL_MINUTES * 60_000);
}

export type ContractCodeState = { expiresAt: Date; attempts: number; usedAt: Date | null; supersededAt: Date | null };

/** Why a code can no longer be tried (before comparing it), or null when it can. */
export type ContractCodeProblem = 'missing' | 'used' | 'expired' | 'too_many_tries';

export function contractCodeProblem(code: ContractCodeState | null, now: Date): ContractCodeProblem | null {
  if (!code || code.supersededAt) return 'missing';
  if (code.usedAt) return 'used';
  if (code.attempts >= CONTRACT_CODE_MAX_TRIES) return 'too_many_tries';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return null;
}

/**
 * Whether 'Convertir' may turn a reservation into a sale: always when the setting
 * `contractRequiredForSale` is 0; otherwise with a signed contract, or an admin's override with a reason.
 */
export function saleContractGate(
  requiredSetting: number,
  contractStatus: ContractStatusValue | null,
  override: { byAdmin: boolean; reason: string | null },
): 'allowed' | 'overridden' | 'contract_missing' | 'override_not_admin' {
  if (requiredSetting === 0 || isContractSigned(contractStatus)) return 'allowed';
  if (override.reason && override.reason.trim().length > 0) return override.byAdmin ? 'overridden' : 'override_not_admin';
  return 'contract_missing';
}
