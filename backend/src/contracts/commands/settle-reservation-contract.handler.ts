import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { contractOnReservationEnding, contractStatusAfter } from '@cdm/domain';
import { SettleReservationContractCommand, type ContractSettlement } from '../../reservations';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractCancelledEvent, ContractRescindedEvent } from '../events/contract-events';
import { ContractRepository } from '../persistence/contract.repository';

/**
 * A reservation ends or loses its deposit: its contract follows the one rule of libs/domain, in the
 * reservation's own transaction (the contract row locked, so a signature under way finishes first and
 * is seen). Both parties learn of a rescission; the investor of a cancelled contract.
 */
@CommandHandler(SettleReservationContractCommand)
export class SettleReservationContractHandler implements ICommandHandler<SettleReservationContractCommand, ContractSettlement> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ reservationId, ending, rescission, context, manager }: SettleReservationContractCommand): Promise<ContractSettlement> {
    const contract = await this.contracts.lockLiveByReservation(reservationId, manager);
    const decision = contractOnReservationEnding(contract?.status, rescission);
    if (decision.kind === 'refused') return { outcome: 'refused', reason: decision.reason };
    if (!contract || decision.kind === 'none') return { outcome: 'none' };
    const now = this.clock.now();
    if (decision.kind === 'cancel') {
      const reason = m.endedWithReservation[ending];
      await this.contracts.cancel(contract.id, reason, now, manager);
      await this.audit.record(manager, context, {
        action: 'contract.cancelled',
        entityType: 'contract',
        entityId: contract.id,
        before: { status: contract.status },
        after: { status: contractStatusAfter('cancel'), reason, reservationEnding: ending },
      });
      await this.outbox.add(manager, new ContractCancelledEvent(contract.id));
      return { outcome: 'cancelled' };
    }
    await this.contracts.rescind(contract.id, { reason: decision.reason, by: { id: context.actor.id, name: context.actor.name } }, now, manager);
    await this.audit.record(manager, context, {
      action: 'contract.rescinded',
      entityType: 'contract',
      entityId: contract.id,
      before: { status: contract.status },
      after: { status: contractStatusAfter('rescind'), reason: decision.reason, reservationEnding: ending },
    });
    await this.outbox.add(manager, new ContractRescindedEvent(contract.id));
    return { outcome: 'rescinded' };
  }
}
