import type { AuditContext } from '../../platform/audit';

/** An admin undid a statement line's application: the payment it recorded is removed and the standing recomputed. */
export class ReverseBankTransferPaymentCommand {
  constructor(
    readonly bankLineId: string,
    readonly reason: string,
    readonly context: AuditContext,
  ) {}
}
