import type { AuditContext } from '../../platform/audit';

/** Staff add (or take away) credit by hand, with the reason the ledger shows. */
export class AddCreditAdjustmentCommand {
  constructor(
    readonly investorId: string,
    readonly amountCentavos: number,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
