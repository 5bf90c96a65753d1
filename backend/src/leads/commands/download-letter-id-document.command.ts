import type { AuditContext } from '../../platform/audit';

/** A staff member opens the ID file of a submission; each opening is recorded in the audit log. */
export class DownloadLetterIdDocumentCommand {
  constructor(
    readonly letterSubmissionId: string,
    readonly context: AuditContext,
  ) {}
}

export type LetterIdDocumentFile = { storedName: string; contentType: string; bytes: Buffer };
