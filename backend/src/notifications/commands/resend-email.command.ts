import type { AuditContext } from '../../platform/audit';

export class ResendEmailCommand {
  constructor(
    readonly emailId: string,
    readonly context: AuditContext,
  ) {}
}
