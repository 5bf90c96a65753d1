import { indexTargets, matchCreditLine, type PaymentTarget, type TargetIndex } from '@cdm/domain';
import type { ParsedLine } from './parsing/statement-line';
import type { NewBankLine } from './persistence/reconciliation.repository';

/**
 * Matching of one statement: each credit against the open targets (libs/domain), each debit listed.
 * A block's deposit is paid once: a second exact line for the same block in the same run is only suggested.
 */
export class StatementMatcher {
  private readonly index: TargetIndex;
  private readonly depositsTaken = new Set<string>();

  constructor(targets: PaymentTarget[]) {
    this.index = indexTargets(targets);
  }

  decide(line: ParsedLine, lineKey: string): NewBankLine {
    const base = { lineKey, bookedOn: line.bookedOn, amountCentavos: line.amountCentavos, description: line.description, reference: line.reference, trackingKey: line.trackingKey, payerName: line.payerName };
    if (line.amountCentavos < 0) return { ...base, status: 'debit', matchReason: 'debit', target: null };
    const match = matchCreditLine({ amountCentavos: line.amountCentavos, text: `${line.reference} ${line.description}`, payerName: line.payerName }, this.index);
    if (match.outcome === 'unmatched') return { ...base, status: 'unmatched', matchReason: match.reason, target: null };
    const target = { kind: match.target.kind, id: match.target.id, reference: match.target.reference, name: match.target.name };
    if (match.outcome === 'matched' && !(target.kind === 'reservation' && this.depositsTaken.has(target.id))) {
      if (target.kind === 'reservation') this.depositsTaken.add(target.id);
      return { ...base, status: 'applied', matchReason: match.reason, target };
    }
    return { ...base, status: 'suggested', matchReason: match.outcome === 'matched' ? 'reference_other_amount' : match.reason, target };
  }
}
