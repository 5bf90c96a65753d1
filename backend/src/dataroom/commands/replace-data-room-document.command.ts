import type { AuditContext } from '../../platform/audit';
import type { UploadedDataRoomFile } from './upload-data-room-document.command';

/** An admin uploads a new file for a document: it becomes the current version; earlier ones are kept. */
export class ReplaceDataRoomDocumentCommand {
  constructor(
    readonly documentId: string,
    readonly file: UploadedDataRoomFile,
    readonly context: AuditContext,
  ) {}
}
