import type { AuditContext } from '../../platform/audit';

/** The investor leaves the payment screen without saving: their unpaid hold ends and the unit is free. */
export class CancelReservationCommand {
  constructor(
    readonly investorId: string,
    readonly reservationId: string,
    readonly context: AuditContext,
  ) {}
}

/** Releases one unpaid hold whose time has come (the delayed job or the sweep). Idempotent. */
export class ExpireReservationCommand {
  constructor(readonly reservationId: string) {}
}

/** The sweep: every unpaid hold past its time, whatever happened to its job. */
export class ExpireOverdueReservationsCommand {}

export type ExpireOverdueResult = { expired: number; skipped: boolean };
