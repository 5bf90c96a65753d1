import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { DataRoomDocument, DataRoomListing } from '@cdm/contracts';
import { canOpenDataRoomDocument, isViewableInBrowser } from '@cdm/domain';
import { HasPaidReservationQuery } from '../../reservations';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { dataRoomPaths } from './data-room-paths';
import { ListInvestorDataRoomQuery } from './list-investor-data-room.query';

@QueryHandler(ListInvestorDataRoomQuery)
export class ListInvestorDataRoomHandler implements IQueryHandler<ListInvestorDataRoomQuery, DataRoomListing> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: ListInvestorDataRoomQuery): Promise<DataRoomListing> {
    const hasPaidReservation = await this.queries.execute<HasPaidReservationQuery, boolean>(new HasPaidReservationQuery(investorId));
    const rows = await this.dataRoom.investorListing();
    const open = rows.filter((row) => canOpenDataRoomDocument(row.visibility, { hasPaidReservation }));
    const documents: DataRoomDocument[] = open.map((row) => ({
      id: row.id,
      title: row.title,
      folder: row.folder,
      description: row.description,
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      version: row.number,
      updatedAt: row.uploaded_at.toISOString(),
      viewable: isViewableInBrowser(row.content_type),
      watermarked: row.watermark && row.content_type === 'application/pdf',
      viewUrl: dataRoomPaths.view(row.id),
      downloadUrl: dataRoomPaths.download(row.id),
    }));
    return { hasPaidReservation, documents, restrictedCount: rows.length - open.length };
  }
}
