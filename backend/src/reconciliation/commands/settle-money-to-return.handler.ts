import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MoneyLedger, MoneyTargetChangedEvent } from '../../payments';
import { AuditTrail } from '../../platform/audit';
import { Outbox } from '../../platform/outbox';
import { moneyTargetOf, PaymentTargets } from '../payment-targets';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { StatementInputError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { SettleMoneyToReturnCommand } from './settle-money-to-return.command';

@CommandHandler(SettleMoneyToReturnCommand)
export class SettleMoneyToReturnHandler implements ICommandHandler<SettleMoneyToReturnCommand, void> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly targets: PaymentTargets,
    private readonly ledger: MoneyLedger,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
  ) {}

  async execute({ entryId, reason, reassignTo, context }: SettleMoneyToReturnCommand): Promise<void> {
    const chosen = reassignTo ? await this.targets.find(reassignTo.kind, reassignTo.id) : null;
    if (reassignTo && !chosen) throw new StatementInputError(m.targetNotOpen);
    await this.statements.transaction(async (manager) => {
      // The entry is locked by the ledger: a second click finds it settled (a 404 in Spanish).
      if (!chosen) {
        const entry = await this.ledger.markReturned(manager, entryId, context, reason);
        await this.audit.record(manager, context, {
          action: 'money.returned',
          entityType: 'money_entry',
          entityId: entryId,
          before: { allocation: 'to_return', target: entry.target },
          after: { allocation: 'returned', amountCentavos: entry.amountCentavos, reason },
        });
        return;
      }
      const target = moneyTargetOf(chosen);
      const { entry, outcome } = await this.ledger.reassign(manager, entryId, target, context, reason);
      await this.audit.record(manager, context, {
        action: 'money.reassigned',
        entityType: 'money_entry',
        entityId: entryId,
        before: { allocation: 'to_return', target: entry.target },
        after: { target, amountCentavos: entry.amountCentavos, appliedCentavos: outcome.appliedCentavos, toReturnCentavos: outcome.toReturnCentavos, reason },
      });
      // Both targets' owners follow their money.
      await this.outbox.add(manager, new MoneyTargetChangedEvent(entry.target.kind, entry.target.id), new MoneyTargetChangedEvent(target.kind, target.id));
    });
  }
}
