import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool } from '../../platform/documents';
import { UnreadablePdfForWatermarkError } from '../dataroom.errors';
import { WATERMARK_TASKS } from '../files/watermark-tasks';
import { DataRoomDocumentEntity } from '../persistence/data-room-document.entity';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { cleanDetails, detailsOf, lockLiveDocument } from './stored-file';
import { UpdateDataRoomDocumentCommand } from './update-data-room-document.command';

@CommandHandler(UpdateDataRoomDocumentCommand)
export class UpdateDataRoomDocumentHandler implements ICommandHandler<UpdateDataRoomDocumentCommand, void> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ documentId, details, context }: UpdateDataRoomDocumentCommand): Promise<void> {
    await this.dataRoom.transaction(async (manager) => {
      const document = await lockLiveDocument(this.dataRoom, manager, documentId);
      const before = detailsOf(document);
      const after = cleanDetails(details, await this.dataRoom.liveFolders(documentId, manager));
      if (after.watermark && !before.watermark) await this.checkStampable(documentId);
      await manager.getRepository(DataRoomDocumentEntity).update({ id: documentId }, { ...after, updatedAt: this.clock.now() });
      await this.audit.record(manager, context, {
        action: 'dataroom_document.updated',
        entityType: 'dataroom_document',
        entityId: documentId,
        before,
        after,
      });
    });
  }

  // Turning the watermark on: the current file must be a PDF the server can stamp (other types are served as they are).
  private async checkStampable(documentId: string): Promise<void> {
    const current = await this.dataRoom.versionWithBytes({ documentId });
    if (current?.contentType === 'application/pdf' && current.bytes && !(await this.documents.run(WATERMARK_TASKS, 'canStamp', { bytes: current.bytes }))) throw new UnreadablePdfForWatermarkError();
  }
}
