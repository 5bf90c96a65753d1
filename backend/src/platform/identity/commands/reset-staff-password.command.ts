import type { AuditContext } from '../../audit/audit-trail';

export class ResetStaffPasswordCommand {
  constructor(
    readonly staffAccountId: string,
    readonly password: string,
    readonly context: AuditContext,
  ) {}
}
