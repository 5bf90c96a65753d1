import type { MoneyTargetKind } from '../ledger/money-ledger.repository';

/** A target's money and every entry behind it (staff read it on a reservation and on a partner). */
export class GetTargetMoneyQuery {
  constructor(
    readonly kind: MoneyTargetKind,
    readonly id: string,
  ) {}
}
