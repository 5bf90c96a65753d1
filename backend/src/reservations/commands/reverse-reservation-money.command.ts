import type { ContractRescission } from '@cdm/domain';
import type { EntityManager } from 'typeorm';
import type { AuditContext } from '../../platform/audit';

/**
 * Bank reconciliation is about to take `appliedCentavos` of a statement line off this reservation's
 * deposit (an admin undoes a wrong match), in its own transaction (`manager`): a paid reservation
 * whose deposit is then no longer covered (money of another payment waiting to return on it counts,
 * and is applied after) becomes a block again with a new deadline and its contract
 * settled (`rescission` for a signed one); a sale refuses. Nothing here touches the money itself.
 */
export class ReverseReservationMoneyCommand {
  constructor(
    readonly reservationId: string,
    readonly appliedCentavos: number,
    /** What the same line left to return on this deposit (it goes too: it cannot stand in for the rest). */
    readonly toReturnCentavos: number,
    readonly reason: string,
    readonly rescission: ContractRescission | null,
    readonly context: AuditContext,
    readonly manager: EntityManager,
  ) {}
}
