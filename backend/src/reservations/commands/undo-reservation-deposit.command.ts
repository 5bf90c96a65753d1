import type { AuditContext } from '../../platform/audit';

/**
 * An admin undid the bank line that confirmed this block's deposit (a wrong match): the reservation
 * is a block awaiting its transfer again, for another `temporaryBlockHours`. Refused for a sale, a
 * card deposit or a signed contract (`depositUndoRefusal`); a repeat after it happened is a no-op.
 */
export class UndoReservationDepositCommand {
  constructor(
    readonly reservationId: string,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
