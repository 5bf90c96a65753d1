import type { MoneyReceipt } from '../../payments';
import type { BankLineRecord } from '../persistence/reconciliation.repository';

/** A statement line as a receipt in the record of money received: the line is its source, its booking day the day received. */
export function lineReceipt(line: Pick<BankLineRecord, 'id' | 'amountCentavos' | 'bookedOn' | 'trackingKey' | 'reference' | 'payerName'>): MoneyReceipt {
  const note = [`SPEI ${line.trackingKey || line.reference}`.trim(), line.payerName].filter((part) => part && part !== 'SPEI').join(' · ');
  return { source: 'bank_line', sourceId: line.id, amountCentavos: line.amountCentavos, receivedOn: line.bookedOn, note: `Estado de cuenta${note ? `: ${note}` : ''}`.slice(0, 300) };
}
