import type { AuditContext } from '../../platform/audit';

/** Refunds the deposit of a rejected application. */
export class RefundApplicationDepositCommand {
  constructor(
    readonly applicationId: string,
    readonly context: AuditContext,
  ) {}
}
