import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ReverseBankTransferPaymentCommand, RecordBankTransferPaymentCommand } from '../../partners';
import type { AuditContext } from '../../platform/audit';
import { DomainError } from '../../platform/errors';
import { ConfirmReservationDepositCommand, UndoReservationDepositCommand } from '../../reservations';
import { BankLineAppliedEvent, BankLineUndoneEvent } from '../events/reconciliation-events';
import { Clock } from '../../platform/clock/clock';
import { ReconciliationRepository, type BankLineRow } from '../persistence/reconciliation.repository';

const contextOf = (line: BankLineRow): AuditContext => ({
  actor: line.applied_by_id ? { type: 'staff', id: line.applied_by_id, name: line.applied_by ?? '' } : { type: 'system', id: null, name: 'Conciliación bancaria' },
  requestId: null,
});

/**
 * An applied line becomes its payment in the owning context: the block's deposit confirmed as
 * 'Confirmar Pago' does, or the partner's payment recorded with the line as its proof. Both
 * commands are idempotent (the locked reservation, the payment's unique line id), so a retried job
 * records nothing twice. A target that refuses (the block expired meanwhile) opens the line again
 * with the reason; any other failure is retried.
 */
@EventsHandler(BankLineAppliedEvent, BankLineUndoneEvent)
export class ApplyBankLineListener implements IEventHandler<BankLineAppliedEvent | BankLineUndoneEvent> {
  private readonly logger = new Logger(ApplyBankLineListener.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly statements: ReconciliationRepository,
    private readonly clock: Clock,
  ) {}

  async handle(event: BankLineAppliedEvent | BankLineUndoneEvent): Promise<void> {
    if (event instanceof BankLineUndoneEvent) {
      if (event.targetKind === 'partner') {
        const line = await this.statements.findLine(event.lineId);
        await this.commands.execute(new ReverseBankTransferPaymentCommand(event.lineId, line?.undo_reason ?? '', { actor: { type: 'system', id: null, name: 'Conciliación bancaria' }, requestId: null }));
      }
      return;
    }
    const line = await this.statements.findLine(event.lineId);
    if (!line || line.status !== 'applied' || !line.target_kind || !line.target_id) return;
    try {
      await this.record(line);
    } catch (error) {
      if (!(error instanceof DomainError)) {
        this.logger.error({ err: error, lineId: line.id }, 'Could not record a statement line; the job retries');
        throw error;
      }
      await this.statements.transaction(async (manager) => {
        const locked = await this.statements.lockLine(line.id, manager);
        if (locked?.status === 'applied' && locked.target_id === line.target_id) await this.statements.reopen(line.id, { problem: error.message, now: this.clock.now() }, manager);
      });
      return;
    }
    // Undone while it was being recorded: reverse what was just made. The line is read under its lock,
    // so an undo still under way (it holds the lock) has finished first.
    const after = await this.statements.transaction((manager) => this.statements.lockLine(line.id, manager));
    if (after?.status === 'applied' && after.target_id === line.target_id) return;
    if (line.target_kind === 'partner') {
      await this.commands.execute(new ReverseBankTransferPaymentCommand(line.id, after?.undo_reason ?? '', contextOf(line)));
    } else {
      await this.commands.execute(new UndoReservationDepositCommand(line.target_id as string, after?.undo_reason ?? '', contextOf(line)));
    }
  }

  private async record(line: BankLineRow): Promise<void> {
    if (line.target_kind === 'reservation') {
      await this.commands.execute(new ConfirmReservationDepositCommand(line.target_id as string, contextOf(line)));
      return;
    }
    await this.commands.execute(
      new RecordBankTransferPaymentCommand(
        line.target_id as string,
        { bankLineId: line.id, amountCentavos: Number(line.amount_centavos), paidOn: line.booked_on, reference: `SPEI ${line.tracking_key || line.reference}`.trim() },
        contextOf(line),
      ),
    );
  }
}
