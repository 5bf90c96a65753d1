import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankLineView } from '@cdm/contracts';
import { canMoveBankLine } from '@cdm/domain';
import { MoneyLedger, MoneyTargetChangedEvent, type MoneyTarget } from '../../payments';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { ReverseReservationMoneyCommand } from '../../reservations';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { toBankLineView } from '../queries/bank-line.view';
import { BankLineNotFoundError, BankLineStateError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { UndoBankLineCommand } from './undo-bank-line.command';

@CommandHandler(UndoBankLineCommand)
export class UndoBankLineHandler implements ICommandHandler<UndoBankLineCommand, BankLineView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly ledger: MoneyLedger,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ lineId, reason, context, rescindContract }: UndoBankLineCommand): Promise<BankLineView> {
    await this.statements.transaction(async (manager) => {
      const line = await this.statements.lockLine(lineId, manager);
      if (!line) throw new BankLineNotFoundError();
      if (!canMoveBankLine(line.status, 'undo')) throw new BankLineStateError(m.notUndoable);
      // Where the line's money sits now (it may have moved: to return after a refund, re-assigned).
      const entries = await this.ledger.liveEntriesOfSource('bank_line', lineId, manager);
      const targets = new Map<string, MoneyTarget>(entries.map((entry) => [`${entry.target.kind}:${entry.target.id}`, entry.target]));
      // Each reservation whose deposit it pays decides first, in this transaction: a sale refuses, a
      // deposit no longer covered goes back to a block and its contract is settled (or the undo is refused).
      for (const target of targets.values()) {
        if (target.kind !== 'unit_reservation') continue;
        const held = (allocation: string) => entries.filter((entry) => entry.target.id === target.id && entry.allocation === allocation).reduce((sum, entry) => sum + entry.amountCentavos, 0);
        // Only admins reach the undo (its route's role): asked to, they rescind a signed contract with the undo's reason.
        const rescission = rescindContract ? { reason, byAdmin: true } : null;
        await this.commands.execute(new ReverseReservationMoneyCommand(target.id, held('applied'), held('to_return'), reason, rescission, context, manager));
      }
      await this.ledger.reverseSource(manager, 'bank_line', lineId, context, reason);
      await this.statements.reopen(lineId, { undoReason: reason, now: this.clock.now() }, manager);
      await this.audit.record(manager, context, {
        action: 'bank_line.undone',
        entityType: 'bank_statement_line',
        entityId: lineId,
        before: { status: line.status, target: line.target ? { kind: line.target.kind, id: line.target.id } : null, amountCentavos: line.amountCentavos },
        after: { status: 'unmatched', reason, reversedFrom: [...targets.values()].map((target) => ({ kind: target.kind, id: target.id })) },
      });
      await this.outbox.add(manager, ...[...targets.values()].map((target) => new MoneyTargetChangedEvent(target.kind, target.id)));
    });
    return toBankLineView((await this.statements.findLine(lineId))!);
  }
}
