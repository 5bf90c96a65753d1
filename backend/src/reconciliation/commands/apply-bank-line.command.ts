import type { PaymentTargetKind } from '@cdm/domain';
import type { AuditContext } from '../../platform/audit';

/** Staff apply a line: to its suggestion (no target given) or to the block or partner they chose by hand. */
export class ApplyBankLineCommand {
  constructor(
    readonly lineId: string,
    readonly target: { kind: PaymentTargetKind; id: string } | null,
    readonly context: AuditContext,
  ) {}
}
