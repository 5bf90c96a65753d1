import type { AuditContext } from '../../platform/audit';

/** The investor leaves the payment screen without saving: their unpaid hold ends and the unit is free. */
export class CancelReservationCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}
