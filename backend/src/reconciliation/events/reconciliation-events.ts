import { DurableEvent } from '../../platform/outbox';
// Ids only: the listener reads the line (amounts, names) from its row.

/** A statement line was applied (matched on upload, or by staff): its payment is to be recorded. */
@DurableEvent('reconciliation.bank-line-applied')
export class BankLineAppliedEvent {
  constructor(readonly lineId: string) {}
}

/** An admin undid an applied line: the payment it made is to be reversed. */
@DurableEvent('reconciliation.bank-line-undone')
export class BankLineUndoneEvent {
  constructor(
    readonly lineId: string,
    readonly targetKind: 'reservation' | 'partner',
  ) {}
}
