import type { AuditContext } from '../../platform/audit';

/** An admin removes a document: investors no longer see it and its files are erased; who opened it stays on record. */
export class DeleteDataRoomDocumentCommand {
  constructor(
    readonly documentId: string,
    readonly context: AuditContext,
  ) {}
}
