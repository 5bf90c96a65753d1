import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool } from '../../platform/documents';
import { DataRoomDocumentVersionEntity } from '../persistence/data-room-document-version.entity';
import { DataRoomDocumentEntity } from '../persistence/data-room-document.entity';
import { ReplaceDataRoomDocumentCommand } from './replace-data-room-document.command';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { judgeUploadedFile, lockLiveDocument, versionSummary } from './stored-file';
import type { DataRoomUploadResult } from './upload-data-room-document.command';

@CommandHandler(ReplaceDataRoomDocumentCommand)
export class ReplaceDataRoomDocumentHandler implements ICommandHandler<ReplaceDataRoomDocumentCommand, DataRoomUploadResult> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ documentId, file, context }: ReplaceDataRoomDocumentCommand): Promise<DataRoomUploadResult> {
    // Judged before the lock: reading a 50 MB PDF must not hold the document.
    const watermarked = await this.dataRoom.findDocument(documentId);
    const judged = await judgeUploadedFile(file, watermarked?.watermark ?? false, this.documents);
    const now = this.clock.now();

    return this.dataRoom.transaction(async (manager) => {
      const document = await lockLiveDocument(this.dataRoom, manager, documentId);
      const versions = manager.getRepository(DataRoomDocumentVersionEntity);
      const previous = await versions.findOne({ where: { documentId }, order: { number: 'DESC' } });
      const version = {
        documentId,
        number: (previous?.number ?? 0) + 1,
        contentType: judged.contentType,
        sizeBytes: judged.sizeBytes,
        sha256: judged.sha256,
      };
      await versions.insert({
        ...version,
        bytes: judged.bytes,
        uploadedBy: context.actor.type === 'staff' ? context.actor.id : null,
        uploadedByName: context.actor.name,
        uploadedAt: now,
      });
      await manager.getRepository(DataRoomDocumentEntity).update({ id: document.id }, { updatedAt: now });
      await this.audit.record(manager, context, {
        action: 'dataroom_document.replaced',
        entityType: 'dataroom_document',
        entityId: documentId,
        before: previous ? { title: document.title, version: versionSummary(previous) } : { title: document.title },
        after: { title: document.title, version: versionSummary(version) },
      });
      return { id: documentId, version: version.number };
    });
  }
}
