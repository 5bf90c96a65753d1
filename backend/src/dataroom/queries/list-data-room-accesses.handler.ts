import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DataRoomAccessKind, DataRoomAccessList } from '@cdm/contracts';
import { investorNames } from './investor-names';
import { ListDataRoomAccessesQuery } from './list-data-room-accesses.query';

type Row = {
  id: string;
  investor_id: string;
  document_id: string;
  title: string;
  folder: string;
  deleted: boolean;
  number: number;
  kind: DataRoomAccessKind;
  ip: string;
  at: Date;
};

@QueryHandler(ListDataRoomAccessesQuery)
export class ListDataRoomAccessesHandler implements IQueryHandler<ListDataRoomAccessesQuery, DataRoomAccessList> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter, page, pageSize }: ListDataRoomAccessesQuery): Promise<DataRoomAccessList> {
    const where = '($1::uuid IS NULL OR a.document_id = $1) AND ($2::uuid IS NULL OR a.investor_id = $2)';
    const parameters = [filter.documentId ?? null, filter.investorId ?? null];
    const rows: Row[] = await this.dataSource.query(
      `SELECT a.id, a.investor_id, a.document_id, d.title, d.folder, d.deleted_at IS NOT NULL AS deleted, v.number, a.kind, a.ip, a.at
         FROM dataroom_accesses a
         JOIN dataroom_documents d ON d.id = a.document_id
         JOIN dataroom_document_versions v ON v.id = a.version_id
        WHERE ${where}
        ORDER BY a.at DESC, a.id
        LIMIT $3 OFFSET $4`,
      [...parameters, pageSize, (page - 1) * pageSize],
    );
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(`SELECT count(*)::int AS total FROM dataroom_accesses a WHERE ${where}`, parameters);
    const investors = await investorNames(
      this.queries,
      rows.map((row) => row.investor_id),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        investor: investors.get(row.investor_id)!,
        document: { id: row.document_id, title: row.title, folder: row.folder, deleted: row.deleted },
        version: row.number,
        kind: row.kind,
        ip: row.ip,
        at: row.at.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
