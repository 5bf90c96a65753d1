import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DataRoomDocument, DataRoomListing, DataRoomVisibility } from '@cdm/contracts';
import { canOpenDataRoomDocument, isViewableInBrowser, type DataRoomFileType } from '@cdm/domain';
import { HasPaidReservationQuery } from '../../reservations';
import { dataRoomPaths } from './data-room-paths';
import { ListInvestorDataRoomQuery } from './list-investor-data-room.query';

type Row = {
  id: string;
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
  number: number;
  content_type: DataRoomFileType;
  size_bytes: number;
  uploaded_at: Date;
};

@QueryHandler(ListInvestorDataRoomQuery)
export class ListInvestorDataRoomHandler implements IQueryHandler<ListInvestorDataRoomQuery, DataRoomListing> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: ListInvestorDataRoomQuery): Promise<DataRoomListing> {
    const hasPaidReservation = await this.queries.execute<HasPaidReservationQuery, boolean>(new HasPaidReservationQuery(investorId));
    // The current version of each document on show; never the bytes.
    const rows: Row[] = await this.dataSource.query(
      `SELECT d.id, d.title, d.folder, d.description, d.visibility, d.watermark, v.number, v.content_type, v.size_bytes, v.uploaded_at
         FROM dataroom_documents d
         JOIN LATERAL (
           SELECT number, content_type, size_bytes, uploaded_at FROM dataroom_document_versions
            WHERE document_id = d.id ORDER BY number DESC LIMIT 1
         ) v ON true
        WHERE d.deleted_at IS NULL
        ORDER BY d.folder, d.title, d.id`,
    );
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
