import type { PaymentTargetKind } from '@cdm/domain';
import type { AuditContext } from '../../platform/audit';

/**
 * An admin settles money waiting to go back: `returned` (sent back to the payer, with how in the
 * reason) or re-assigned to another open block or partner (`reassignTo`), the money applied there up
 * to what it owes.
 */
export class SettleMoneyToReturnCommand {
  constructor(
    readonly entryId: string,
    readonly reason: string,
    readonly reassignTo: { kind: PaymentTargetKind; id: string } | null,
    readonly context: AuditContext,
  ) {}
}
