import type { ContractRescission, ReservationEnding } from '@cdm/domain';
import type { EntityManager } from 'typeorm';
import type { AuditContext } from '../../platform/audit';

/**
 * Every path that ends a reservation or takes its deposit (refund, undo, expiry, cancel) asks this in
 * its own transaction (`manager`), with the reservation locked; the contracts context answers it by
 * `contractOnReservationEnding` (libs/domain): an unsigned contract is cancelled, a signed one is
 * rescinded only with an admin's reason, or the ending is refused. The class lives with the context
 * that asks, so neither imports the other twice.
 */
export class SettleReservationContractCommand {
  constructor(
    readonly reservationId: string,
    readonly ending: ReservationEnding,
    readonly rescission: ContractRescission | null,
    readonly context: AuditContext,
    readonly manager: EntityManager,
  ) {}
}

export type ContractSettlement =
  | { outcome: 'none' | 'cancelled' | 'rescinded' }
  | { outcome: 'refused'; reason: 'signed_needs_rescission' | 'rescission_needs_admin' };
