import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankLineView } from '@cdm/contracts';
import { canMoveBankLine } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { BankLineAppliedEvent } from '../events/reconciliation-events';
import { PaymentTargets } from '../payment-targets';
import { ReconciliationRepository, type LineTarget } from '../persistence/reconciliation.repository';
import { toBankLineView } from '../queries/bank-line.view';
import { BankLineNotFoundError, BankLineStateError, StatementInputError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { ApplyBankLineCommand } from './apply-bank-line.command';

@CommandHandler(ApplyBankLineCommand)
export class ApplyBankLineHandler implements ICommandHandler<ApplyBankLineCommand, BankLineView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly targets: PaymentTargets,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ lineId, target, context }: ApplyBankLineCommand): Promise<BankLineView> {
    const chosen = target ? await this.targets.find(target.kind, target.id) : null;
    if (target && !chosen) throw new StatementInputError(m.targetNotOpen);
    await this.statements.transaction(async (manager) => {
      // Locked: a second staff member applying the same line waits, then finds it applied.
      const line = await this.statements.lockLine(lineId, manager);
      if (!line) throw new BankLineNotFoundError();
      if (line.status === 'applied') throw new BankLineStateError(m.alreadyApplied);
      if (!canMoveBankLine(line.status, 'apply')) throw new BankLineStateError(m.notApplicable);
      const suggestion: LineTarget | null =
        line.target_kind && line.target_id ? { kind: line.target_kind, id: line.target_id, reference: line.target_reference ?? '', name: line.target_name ?? '' } : null;
      const applyTo = chosen ? { kind: chosen.kind, id: chosen.id, reference: chosen.reference, name: chosen.name } : suggestion;
      if (!applyTo) throw new StatementInputError(m.noTarget);
      const now = this.clock.now();
      const by = { id: context.actor.id, name: context.actor.name };
      await this.statements.markApplied(lineId, { target: applyTo, matchReason: chosen ? 'by_hand' : line.match_reason, by, now }, manager);
      await this.audit.record(manager, context, {
        action: 'bank_line.applied',
        entityType: 'bank_statement_line',
        entityId: lineId,
        before: { status: line.status, suggestion: suggestion ? { kind: suggestion.kind, id: suggestion.id } : null },
        after: { status: 'applied', target: { kind: applyTo.kind, id: applyTo.id }, amountCentavos: Number(line.amount_centavos), byHand: chosen !== null },
      });
      await this.outbox.add(manager, new BankLineAppliedEvent(lineId));
    });
    return toBankLineView((await this.statements.findLine(lineId))!);
  }
}
