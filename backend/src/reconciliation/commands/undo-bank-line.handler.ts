import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankLineView } from '@cdm/contracts';
import { canMoveBankLine } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { UndoReservationDepositCommand } from '../../reservations';
import { BankLineUndoneEvent } from '../events/reconciliation-events';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { toBankLineView } from '../queries/bank-line.view';
import { BankLineNotFoundError, BankLineStateError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { UndoBankLineCommand } from './undo-bank-line.command';

@CommandHandler(UndoBankLineCommand)
export class UndoBankLineHandler implements ICommandHandler<UndoBankLineCommand, BankLineView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly commands: CommandBus,
  ) {}

  async execute({ lineId, reason, context }: UndoBankLineCommand): Promise<BankLineView> {
    await this.statements.transaction(async (manager) => {
      const line = await this.statements.lockLine(lineId, manager);
      if (!line) throw new BankLineNotFoundError();
      if (!canMoveBankLine(line.status, 'undo') || !line.target_kind || !line.target_id) throw new BankLineStateError(m.notUndoable);
      if (line.target_kind === 'reservation') {
        // The block's deposit is undone first, in the reservations context's own transaction, while this
        // line stays locked: a refusal (sold, contract signed) leaves both as they were; a failure after it
        // is mended by undoing again (the command is a no-op on a block without a deposit).
        await this.commands.execute(new UndoReservationDepositCommand(line.target_id, reason, context));
      }
      await this.statements.reopen(lineId, { undoReason: reason, now: this.clock.now() }, manager);
      await this.audit.record(manager, context, {
        action: 'bank_line.undone',
        entityType: 'bank_statement_line',
        entityId: lineId,
        before: { status: line.status, target: { kind: line.target_kind, id: line.target_id }, amountCentavos: Number(line.amount_centavos) },
        after: { status: 'unmatched', reason },
      });
      await this.outbox.add(manager, new BankLineUndoneEvent(lineId, line.target_kind));
    });
    return toBankLineView((await this.statements.findLine(lineId))!);
  }
}
