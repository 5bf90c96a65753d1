import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { canMoveContract, contractStatusAfter } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { ContractNotFoundError, ContractStateError } from '../contracts.errors';
import { CONTRACTS_MESSAGES as m } from '../contracts.messages';
import { ContractCancelledEvent } from '../events/contract-events';
import { ContractRepository } from '../persistence/contract.repository';
import { Outbox } from '../../platform/outbox';
import { CancelContractCommand } from './cancel-contract.command';
import { ContractGeneration } from './contract-generation';

/** Answers the id of the contract that replaces the cancelled one (null when none does). */
@CommandHandler(CancelContractCommand)
export class CancelContractHandler implements ICommandHandler<CancelContractCommand, string | null> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly generation: ContractGeneration,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ contractId, reason, regenerate, context }: CancelContractCommand): Promise<string | null> {
    const current = await this.contracts.findById(contractId);
    if (!current) throw new ContractNotFoundError();
    if (!canMoveContract(current.status, 'cancel')) throw new ContractStateError(m.notCancellable);
    // Rendered before the transaction (the plan as it is now); written only if the cancel commits.
    const replacement = regenerate ? await this.generation.build(current.reservationId) : null;
    if (regenerate && !replacement) throw new ContractStateError(m.reservationNotActiveForGeneration);
    const trimmed = reason.trim();
    return this.contracts.transaction(async (manager) => {
      const contract = await this.contracts.lockById(contractId, manager);
      if (!contract) throw new ContractNotFoundError();
      if (!canMoveContract(contract.status, 'cancel')) throw new ContractStateError(m.notCancellable);
      await this.contracts.cancel(contractId, trimmed, this.clock.now(), manager);
      await this.audit.record(manager, context, {
        action: regenerate ? 'contract.regenerated' : 'contract.cancelled',
        entityType: 'contract',
        entityId: contractId,
        before: { status: contract.status },
        after: { status: contractStatusAfter('cancel'), reason: trimmed },
      });
      // The investor learns it can no longer be signed (a regeneration sends the new one instead).
      if (!replacement) {
        await this.outbox.add(manager, new ContractCancelledEvent(contractId));
        return null;
      }
      return this.generation.write(manager, replacement, context, { replaces: contractId, reason: trimmed });
    });
  }
}
