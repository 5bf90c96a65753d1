import { DurableEvent } from '../../platform/outbox';
import type { MoneyTargetKind } from '../ledger/money-ledger.repository';

/**
 * Money applied to a target or taken off it by someone other than its owner (a statement line, staff
 * re-assigning money to return): the owning context brings its own state in line with the record
 * (a reservation whose deposit is now covered becomes active; a partner's standing is recomputed).
 */
@DurableEvent('payments.money-target-changed')
export class MoneyTargetChangedEvent {
  constructor(
    readonly kind: MoneyTargetKind,
    readonly targetId: string,
  ) {}
}
