import { findReferences, foldText } from './references';

/** What a payment can be applied to: a block's deposit or a partner's payment. */
export type PaymentTargetKind = 'reservation' | 'partner';

/**
 * Something we asked someone to pay: its reference, the amounts that settle it exactly, and the payer's
 * name. `open` is false for a reference we know whose target takes no more money (a deposit paid
 * already, a block that ended): a payment quoting it is shown to staff, never applied by itself.
 */
export type PaymentTarget = {
  kind: PaymentTargetKind;
  id: string;
  reference: string;
  expectedCentavos: readonly number[];
  name: string;
  open?: boolean;
};

export type CreditLine = { amountCentavos: number; text: string; payerName: string };

export type MatchOutcome =
  | { outcome: 'matched'; target: PaymentTarget; reason: 'reference_and_amount' }
  | { outcome: 'suggested'; target: PaymentTarget; reason: 'reference_other_amount' | 'amount_and_name' | 'target_paid' }
  | { outcome: 'unmatched'; reason: 'no_reference' | 'unknown_reference' };

/** The targets of one matching run, indexed once (a statement of 10,000 lines reads them once). */
export type TargetIndex = { byReference: Map<string, PaymentTarget>; byAmount: Map<number, PaymentTarget[]>; nameWords: Map<PaymentTarget, string[]> };

export function indexTargets(targets: Iterable<PaymentTarget>): TargetIndex {
  const byReference = new Map<string, PaymentTarget>();
  const byAmount = new Map<number, PaymentTarget[]>();
  const words = new Map<PaymentTarget, string[]>();
  for (const target of targets) {
    words.set(target, nameWords(target.name));
    byReference.set(target.reference, target);
    if (target.open === false) continue;
    for (const amount of new Set(target.expectedCentavos)) {
      const list = byAmount.get(amount);
      if (list) list.push(target);
      else byAmount.set(amount, [target]);
    }
  }
  return { byReference, byAmount, nameWords: words };
}

const NAME_STOP_WORDS = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'SA', 'CV', 'SPEI', 'PAGO', 'TRANSFERENCIA']);
/** A name is similar enough when this share of its words appears in the payer's name or the concept. */
export const NAME_SIMILARITY_THRESHOLD = 0.66;

function nameWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word.length >= 2 && !NAME_STOP_WORDS.has(word));
}

/**
 * The share (0..1) of the target name's words found in the payer's text, accents and case aside:
 * ('María José Núñez', 'NUNEZ MARIA JOSE') → 1; ('Ana López', 'JUAN PEREZ') → 0.
 */
export function nameSimilarity(targetName: string, payerText: string): number {
  return wordShare(nameWords(targetName), new Set(nameWords(payerText)));
}

function wordShare(wanted: readonly string[], present: ReadonlySet<string>): number {
  if (wanted.length === 0) return 0;
  return wanted.filter((word) => present.has(word)).length / wanted.length;
}

/**
 * A credit line against what we asked people to pay:
 * - a known reference and one of its exact amounts → matched (applied without asking);
 * - a known reference whose target takes no more money (a paid deposit) → suggested for it, 'target_paid';
 * - a known reference with another amount → suggested for that target;
 * - no known reference, but an open target with the same amount whose name the payer's name or the
 *   concept carries → suggested (the most similar; a tie between targets suggests nothing);
 * - else unmatched.
 */
export function matchCreditLine(line: CreditLine, index: TargetIndex): MatchOutcome {
  const references = findReferences(`${line.text} ${line.payerName}`);
  const known = references.map((reference) => index.byReference.get(reference)).filter((target): target is PaymentTarget => !!target);
  const open = known.filter((target) => target.open !== false);
  const exact = open.find((target) => target.expectedCentavos.includes(line.amountCentavos));
  if (exact) return { outcome: 'matched', target: exact, reason: 'reference_and_amount' };
  if (open.length > 0) return { outcome: 'suggested', target: open[0], reason: 'reference_other_amount' };
  if (known.length > 0) return { outcome: 'suggested', target: known[0], reason: 'target_paid' };
  const candidates = index.byAmount.get(line.amountCentavos) ?? [];
  const present = candidates.length > 0 ? new Set(nameWords(`${line.payerName} ${line.text}`)) : new Set<string>();
  let best: PaymentTarget | null = null;
  let bestScore = 0;
  let tie = false;
  for (const target of candidates) {
    const score = wordShare(index.nameWords.get(target) ?? nameWords(target.name), present);
    if (score < NAME_SIMILARITY_THRESHOLD) continue;
    if (score > bestScore) {
      best = target;
      bestScore = score;
      tie = false;
    } else if (score === bestScore) tie = true;
  }
  if (best && !tie) return { outcome: 'suggested', target: best, reason: 'amount_and_name' };
  return { outcome: 'unmatched', reason: references.length > 0 ? 'unknown_reference' : 'no_reference' };
}
