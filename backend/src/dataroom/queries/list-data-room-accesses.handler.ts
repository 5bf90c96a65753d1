import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { DataRoomAccessList } from '@cdm/contracts';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { investorNames } from './investor-names';
import { ListDataRoomAccessesQuery } from './list-data-room-accesses.query';

@QueryHandler(ListDataRoomAccessesQuery)
export class ListDataRoomAccessesHandler implements IQueryHandler<ListDataRoomAccessesQuery, DataRoomAccessList> {
  constructor(
    private readonly dataRoom: DataRoomRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter, page, pageSize }: ListDataRoomAccessesQuery): Promise<DataRoomAccessList> {
    const { rows, total } = await this.dataRoom.accessesPage(filter, page, pageSize);
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
