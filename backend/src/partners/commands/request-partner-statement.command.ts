import type { AuditContext } from '../../platform/audit';

/** Emails the partner their account statement (the PDF staff can also download). */
export class RequestPartnerStatementCommand {
  constructor(
    readonly partnerId: string,
    readonly context: AuditContext,
  ) {}
}
