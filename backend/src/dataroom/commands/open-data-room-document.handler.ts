import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { canOpenDataRoomDocument, dataRoomFileName, isViewableInBrowser } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool, DocumentWorkError } from '../../platform/documents';
import { HasPaidReservationQuery } from '../../reservations';
import { DataRoomDocumentNotFoundError, ReservationRequiredError, WatermarkFailedError } from '../dataroom.errors';
import { versionStream } from '../files/version-stream';
import { watermarkText } from '../files/watermark';
import { WATERMARK_TASKS } from '../files/watermark-tasks';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { OpenDataRoomDocumentCommand, ServedFile } from './open-data-room-document.command';

@CommandHandler(OpenDataRoomDocumentCommand)
export class OpenDataRoomDocumentHandler implements ICommandHandler<OpenDataRoomDocumentCommand, ServedFile> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ documentId, investor, kind, ip }: OpenDataRoomDocumentCommand): Promise<ServedFile> {
    const document = await this.dataRoom.findLiveDocument(documentId);
    if (!document) throw new DataRoomDocumentNotFoundError();
    const hasPaidReservation =
      document.visibility === 'all_investors' || (await this.queries.execute<HasPaidReservationQuery, boolean>(new HasPaidReservationQuery(investor.id)));
    // Refused before anything is read or recorded.
    if (!canOpenDataRoomDocument(document.visibility, { hasPaidReservation })) throw new ReservationRequiredError();

    const version = await this.dataRoom.currentVersion(documentId);
    if (!version) throw new DataRoomDocumentNotFoundError();
    // A view of a file the browser cannot show is a download.
    const viewable = isViewableInBrowser(version.contentType);
    const recordedKind = kind === 'view' && viewable ? 'view' : 'download';
    const stamped = document.watermark && version.contentType === 'application/pdf' ? await this.stamped(version.id, investor) : null;

    await this.dataRoom.recordAccess({
      investorId: investor.id,
      documentId,
      versionId: version.id,
      kind: recordedKind,
      ip,
      at: this.clock.now(),
    });

    return {
      fileName: dataRoomFileName(document.title, version.number, version.contentType),
      contentType: version.contentType,
      sizeBytes: stamped?.length ?? version.sizeBytes,
      disposition: recordedKind === 'view' ? 'inline' : 'attachment',
      body: stamped ?? versionStream(this.dataRoom.source, version.id, version.sizeBytes),
    };
  }

  private async stamped(versionId: string, investor: { name: string; email: string }): Promise<Buffer> {
    const stored = await this.dataRoom.versionWithBytes({ id: versionId });
    if (!stored?.bytes) throw new DataRoomDocumentNotFoundError();
    try {
      return Buffer.from(await this.documents.run(WATERMARK_TASKS, 'stampWatermark', { bytes: stored.bytes, text: watermarkText(investor.name, investor.email) }));
    } catch (error) {
      // Over its time or memory bound, or the pool busy: said as such (503, try again).
      if (error instanceof DocumentWorkError) throw error;
      // Checked at upload, so this is rare (a PDF pdf-lib reads but cannot write): nothing is served unstamped.
      throw new WatermarkFailedError();
    }
  }
}
