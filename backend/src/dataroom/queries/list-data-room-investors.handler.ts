import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { DataRoomInvestorActivityList } from '@cdm/contracts';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { investorNames } from './investor-names';
import { ListDataRoomInvestorsQuery } from './list-data-room-investors.query';

@QueryHandler(ListDataRoomInvestorsQuery)
export class ListDataRoomInvestorsHandler implements IQueryHandler<ListDataRoomInvestorsQuery, DataRoomInvestorActivityList> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ page, pageSize }: ListDataRoomInvestorsQuery): Promise<DataRoomInvestorActivityList> {
    const { rows, total } = await this.dataRoom.investorActivityPage(page, pageSize);
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
