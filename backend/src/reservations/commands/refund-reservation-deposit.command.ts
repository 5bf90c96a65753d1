import type { AuditContext } from '../../platform/audit';

/** Refunds a card deposit in full and releases the unit. */
export class RefundReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}
