import type { PaymentTargetKind } from '@cdm/domain';
import type { AuditContext } from '../../platform/audit';

/**
 * Staff apply a line: to its suggestion (no target given) or to the block or partner they chose by
 * hand. A line none of whose money its target takes any more (a deposit paid already) is booked only
 * with `acceptToReturn`: all of it then waits to go back or to be re-assigned.
 */
export class ApplyBankLineCommand {
  constructor(
    readonly lineId: string,
    readonly target: { kind: PaymentTargetKind; id: string } | null,
    readonly context: AuditContext,
    readonly acceptToReturn = false,
  ) {}
}
