import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DataRoomInvestorActivityList } from '@cdm/contracts';
import { investorNames } from './investor-names';
import { ListDataRoomInvestorsQuery } from './list-data-room-investors.query';

type Row = { investor_id: string; document_count: number; access_count: number; last_access_at: Date };

@QueryHandler(ListDataRoomInvestorsQuery)
export class ListDataRoomInvestorsHandler implements IQueryHandler<ListDataRoomInvestorsQuery, DataRoomInvestorActivityList> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ page, pageSize }: ListDataRoomInvestorsQuery): Promise<DataRoomInvestorActivityList> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT investor_id, count(DISTINCT document_id)::int AS document_count, count(*)::int AS access_count, max(at) AS last_access_at
         FROM dataroom_accesses GROUP BY investor_id
        ORDER BY last_access_at DESC, investor_id
        LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query('SELECT count(DISTINCT investor_id)::int AS total FROM dataroom_accesses');
    const investors = await investorNames(
      this.queries,
      rows.map((row) => row.investor_id),
    );
    return {
      items: rows.map((row) => ({
        investor: investors.get(row.investor_id)!,
        documentCount: row.document_count,
        accessCount: row.access_count,
        lastAccessAt: row.last_access_at.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
