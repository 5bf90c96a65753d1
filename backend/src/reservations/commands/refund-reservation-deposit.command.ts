import type { ContractRescission } from '@cdm/domain';
import type { AuditContext } from '../../platform/audit';

/**
 * An admin refunds a paid reservation: the unit goes back on sale and what was applied to its deposit
 * is to return (a card's goes back to the card; a transfer's waits for staff to send it back). A
 * signed contract is rescinded in the same step, with the admin's `rescission` reason, or the refund is refused.
 */
export class RefundReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
    readonly rescission: ContractRescission | null = null,
  ) {}
}
