// A payment's state only moves forward: a late or replayed report never undoes a later one
// (decisions.md #18: "a late `processing` never undoes `succeeded`"). Kept free of the contracts'
// types so the domain stays dependency-free; the unions are the same strings.
export type PaymentProgress = 'requires_payment' | 'failed' | 'processing' | 'succeeded' | 'canceled';
export type RefundProgress = 'pending' | 'succeeded' | 'failed';

// A declined card can be retried (failed ↔ requires_payment share a rank); succeeded and
// canceled are final.
const PAYMENT_RANK: Record<PaymentProgress, number> = {
  requires_payment: 0,
  failed: 0,
  processing: 1,
  succeeded: 2,
  canceled: 2,
};

/** The state to keep when the provider reports `reported` for a payment now at `current`. */
export function advancePayment(current: PaymentProgress, reported: PaymentProgress): PaymentProgress {
  if (current === reported) return current;
  if (PAYMENT_RANK[current] === 2) return current;
  return PAYMENT_RANK[reported] >= PAYMENT_RANK[current] ? reported : current;
}

/** A refund goes pending → succeeded | failed; a final refund state is never rewritten. */
export function advanceRefund(current: RefundProgress | null, reported: RefundProgress): RefundProgress {
  if (current === null || current === 'pending') return reported;
  return current;
}

/** Smallest charge the card provider accepts in MXN, in centavos (10 MXN). */
export const MINIMUM_CHARGE_CENTAVOS = 1_000;

export function isChargeableAmount(centavos: number): boolean {
  return Number.isSafeInteger(centavos) && centavos >= MINIMUM_CHARGE_CENTAVOS;
}
