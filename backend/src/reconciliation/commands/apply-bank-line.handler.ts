import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankLineView } from '@cdm/contracts';
import { canMoveBankLine } from '@cdm/domain';
import { MoneyLedger, MoneyTargetChangedEvent } from '../../payments';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { moneyTargetOf, PaymentTargets } from '../payment-targets';
import { ReconciliationRepository, type LineTarget } from '../persistence/reconciliation.repository';
import { toBankLineView } from '../queries/bank-line.view';
import { BankLineNotFoundError, BankLineStateError, BankLineTargetPaidError, StatementInputError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { ApplyBankLineCommand } from './apply-bank-line.command';
import { lineReceipt } from './line-receipt';

@CommandHandler(ApplyBankLineCommand)
export class ApplyBankLineHandler implements ICommandHandler<ApplyBankLineCommand, BankLineView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly targets: PaymentTargets,
    private readonly ledger: MoneyLedger,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ lineId, target, context, acceptToReturn }: ApplyBankLineCommand): Promise<BankLineView> {
    const chosen = target ? await this.targets.find(target.kind, target.id) : null;
    if (target && !chosen) throw new StatementInputError(m.targetNotOpen);
    await this.statements.transaction(async (manager) => {
      // Locked: a second staff member applying the same line waits, then finds it applied.
      const line = await this.statements.lockLine(lineId, manager);
      if (!line) throw new BankLineNotFoundError();
      if (line.status === 'applied') throw new BankLineStateError(m.alreadyApplied);
      if (!canMoveBankLine(line.status, 'apply')) throw new BankLineStateError(m.notApplicable);
      const applyTo: LineTarget | null = chosen ? { kind: chosen.kind, id: chosen.id, reference: chosen.reference, name: chosen.name } : line.target;
      if (!applyTo) throw new StatementInputError(m.noTarget);
      // The money in the record, in this transaction: applied up to what the target still owes (a
      // partial payment stays partial), the rest to return. The ledger's row lock and CHECKs make two
      // lines for one deposit take turns and never apply it twice.
      const money = moneyTargetOf(applyTo);
      const receipt = await this.ledger.receive(manager, money, lineReceipt(line), context);
      const outcome = receipt as NonNullable<typeof receipt>;
      // Its target takes none of it (paid meanwhile, or a second payment): booked only when staff said so.
      if (outcome.appliedCentavos === 0 && !acceptToReturn) throw new BankLineTargetPaidError();
      const now = this.clock.now();
      await this.statements.markApplied(
        lineId,
        { target: applyTo, matchReason: chosen ? 'by_hand' : line.matchReason, by: { id: context.actor.id, name: context.actor.name }, appliedCentavos: outcome.appliedCentavos, toReturnCentavos: outcome.toReturnCentavos, now },
        manager,
      );
      await this.audit.record(manager, context, {
        action: 'bank_line.applied',
        entityType: 'bank_statement_line',
        entityId: lineId,
        before: { status: line.status, suggestion: line.target ? { kind: line.target.kind, id: line.target.id } : null },
        after: { status: 'applied', target: { kind: applyTo.kind, id: applyTo.id }, amountCentavos: line.amountCentavos, appliedCentavos: outcome.appliedCentavos, toReturnCentavos: outcome.toReturnCentavos, byHand: chosen !== null },
      });
      // The target's owner follows its money (a covered deposit activates its reservation; a partner's standing).
      await this.outbox.add(manager, new MoneyTargetChangedEvent(money.kind, money.id));
    });
    return toBankLineView((await this.statements.findLine(lineId))!);
  }
}
