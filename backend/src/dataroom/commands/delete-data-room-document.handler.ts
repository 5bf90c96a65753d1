import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DataRoomDocumentVersionEntity } from '../persistence/data-room-document-version.entity';
import { DataRoomDocumentEntity } from '../persistence/data-room-document.entity';
import { DeleteDataRoomDocumentCommand } from './delete-data-room-document.command';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { detailsOf, lockLiveDocument, versionSummary } from './stored-file';

@CommandHandler(DeleteDataRoomDocumentCommand)
export class DeleteDataRoomDocumentHandler implements ICommandHandler<DeleteDataRoomDocumentCommand, void> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async execute({ documentId, context }: DeleteDataRoomDocumentCommand): Promise<void> {
    await this.dataRoom.transaction(async (manager) => {
      const document = await lockLiveDocument(this.dataRoom, manager, documentId);
      const versions = await manager.getRepository(DataRoomDocumentVersionEntity).find({ where: { documentId }, order: { number: 'ASC' } });
      const now = this.clock.now();
      await manager.getRepository(DataRoomDocumentEntity).update({ id: documentId }, { deletedAt: now, updatedAt: now });
      // The record and the access history stay; the files go.
      await manager.getRepository(DataRoomDocumentVersionEntity).update({ documentId }, { bytes: null });
      await this.audit.record(manager, context, {
        action: 'dataroom_document.deleted',
        entityType: 'dataroom_document',
        entityId: documentId,
        before: { ...detailsOf(document), versions: versions.map(versionSummary) },
      });
    });
  }
}
