import type { AuditContext } from '../../platform/audit';
import type { DataRoomDocumentDetails } from './upload-data-room-document.command';

/** An admin changes a document's title, folder, description, audience or watermark. */
export class UpdateDataRoomDocumentCommand {
  constructor(
    readonly documentId: string,
    readonly details: DataRoomDocumentDetails,
    readonly context: AuditContext,
  ) {}
}
