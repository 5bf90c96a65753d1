import type { AuditContext } from '../../platform/audit';

/** A cancelled sale: its credits are offset by reversing entries (the ledger is append-only). */
export class ReverseSaleCreditsCommand {
  constructor(
    readonly reservationId: string,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
