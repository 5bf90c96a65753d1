import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool } from '../../platform/documents';
import { DataRoomDocumentVersionEntity } from '../persistence/data-room-document-version.entity';
import { DataRoomDocumentEntity } from '../persistence/data-room-document.entity';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { cleanDetails, judgeUploadedFile, versionSummary } from './stored-file';
import { DataRoomUploadResult, UploadDataRoomDocumentCommand } from './upload-data-room-document.command';

@CommandHandler(UploadDataRoomDocumentCommand)
export class UploadDataRoomDocumentHandler implements ICommandHandler<UploadDataRoomDocumentCommand, DataRoomUploadResult> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ details, file, context }: UploadDataRoomDocumentCommand): Promise<DataRoomUploadResult> {
    const judged = await judgeUploadedFile(file, details.watermark, this.documents);
    const now = this.clock.now();
    const staffId = context.actor.type === 'staff' ? context.actor.id : null;

    return this.dataRoom.transaction(async (manager) => {
      const clean = cleanDetails(details, await this.dataRoom.liveFolders(null, manager));
      const document = await manager.getRepository(DataRoomDocumentEntity).save(
        manager.getRepository(DataRoomDocumentEntity).create({ ...clean, createdBy: staffId, createdAt: now, updatedAt: now, deletedAt: null }),
      );
      const version = { documentId: document.id, number: 1, contentType: judged.contentType, sizeBytes: judged.sizeBytes, sha256: judged.sha256 };
      await manager.getRepository(DataRoomDocumentVersionEntity).insert({
        ...version,
        bytes: judged.bytes,
        uploadedBy: staffId,
        uploadedByName: context.actor.name,
        uploadedAt: now,
      });
      await this.audit.record(manager, context, {
        action: 'dataroom_document.uploaded',
        entityType: 'dataroom_document',
        entityId: document.id,
        after: { ...clean, version: versionSummary(version) },
      });
      return { id: document.id, version: 1 };
    });
  }
}
