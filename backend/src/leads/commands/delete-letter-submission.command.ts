import type { AuditContext } from '../../platform/audit';

/** Removes a submission and its stored ID file (admins only). */
export class DeleteLetterSubmissionCommand {
  constructor(
    readonly letterSubmissionId: string,
    readonly context: AuditContext,
  ) {}
}
