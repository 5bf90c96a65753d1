import type { AuditContext } from '../../platform/audit';

/** Staff cancel an unsigned contract with a reason; `regenerate` writes a new one from the reservation's current plan. */
export class CancelContractCommand {
  constructor(
    readonly contractId: string,
    readonly reason: string,
    readonly regenerate: boolean,
    readonly context: AuditContext,
  ) {}
}
