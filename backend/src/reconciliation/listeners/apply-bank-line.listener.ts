import { EventBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MoneyLedger, MoneyTargetChangedEvent } from '../../payments';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { BankLineAppliedEvent, BankLineUndoneEvent } from '../events/reconciliation-events';
import { moneyTargetOf } from '../payment-targets';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';

/**
 * Outbox rows written before the record of money received (decisions.md #48): a line applied then is
 * in the record already (the migration wrote it), so its target only follows its money; a line undone
 * then has whatever the record still holds of it reversed. New lines book their money in their own
 * transaction and publish MoneyTargetChangedEvent instead.
 */
@EventsHandler(BankLineAppliedEvent, BankLineUndoneEvent)
export class ApplyBankLineListener implements IEventHandler<BankLineAppliedEvent | BankLineUndoneEvent> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly ledger: MoneyLedger,
    private readonly events: EventBus,
  ) {}

  async handle(event: BankLineAppliedEvent | BankLineUndoneEvent): Promise<void> {
    const line = await this.statements.findLine(event.lineId);
    if (!line) return;
    if (event instanceof BankLineUndoneEvent) {
      if (line.status === 'applied') return;
      const reversed = await this.statements.transaction((manager) => this.ledger.reverseSource(manager, 'bank_line', line.id, SYSTEM_CONTEXT, line.undoReason ?? ''));
      for (const entry of reversed) this.events.publish(new MoneyTargetChangedEvent(entry.target.kind, entry.target.id));
      return;
    }
    if (line.status !== 'applied' || !line.target) return;
    const target = moneyTargetOf(line.target);
    this.events.publish(new MoneyTargetChangedEvent(target.kind, target.id));
  }
}
