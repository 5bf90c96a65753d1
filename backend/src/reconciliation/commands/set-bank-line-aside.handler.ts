import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankLineView } from '@cdm/contracts';
import { bankLineStatusAfter, canMoveBankLine } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { toBankLineView } from '../queries/bank-line.view';
import { BankLineNotFoundError, BankLineStateError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { SetBankLineAsideCommand } from './set-bank-line-aside.command';

@CommandHandler(SetBankLineAsideCommand)
export class SetBankLineAsideHandler implements ICommandHandler<SetBankLineAsideCommand, BankLineView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ lineId, move, reason, context }: SetBankLineAsideCommand): Promise<BankLineView> {
    await this.statements.transaction(async (manager) => {
      const line = await this.statements.lockLine(lineId, manager);
      if (!line) throw new BankLineNotFoundError();
      if (!canMoveBankLine(line.status, move)) throw new BankLineStateError(move === 'ignore' ? m.notIgnorable : m.notRestorable);
      const status = bankLineStatusAfter(move);
      await this.statements.markIgnored(lineId, move === 'ignore' ? reason : null, status, this.clock.now(), manager);
      await this.audit.record(manager, context, {
        action: move === 'ignore' ? 'bank_line.ignored' : 'bank_line.restored',
        entityType: 'bank_statement_line',
        entityId: lineId,
        before: { status: line.status, reason: line.ignoreReason },
        after: { status, reason },
      });
    });
    return toBankLineView((await this.statements.findLine(lineId))!);
  }
}
