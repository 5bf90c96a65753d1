import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { investorsOf } from './admin-reservation.view';
import { ListOpenTransferBlocksQuery, type OpenTransferBlock } from './list-open-transfer-blocks.query';

@QueryHandler(ListOpenTransferBlocksQuery)
export class ListOpenTransferBlocksHandler implements IQueryHandler<ListOpenTransferBlocksQuery, OpenTransferBlock[]> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ search }: ListOpenTransferBlocksQuery): Promise<OpenTransferBlock[]> {
    const rows = await this.reservations.openTransferBlocks();
    const investors = await investorsOf(this.queries, rows.map((row) => row.investorId));
    const blocks = rows.map((row) => ({
      reservationId: row.id,
      reference: row.referenceNumber as string,
      name: investors.get(row.investorId)?.name ?? '',
      unitCode: row.unitCode,
      expectedCentavos: [row.reservationDepositCentavos],
    }));
    const term = search?.trim().toLocaleLowerCase('es-MX');
    const found = term ? blocks.filter((block) => [block.reference, block.name, block.unitCode].some((text) => text.toLocaleLowerCase('es-MX').includes(term))) : blocks;
    return found.map(({ unitCode: _unit, ...block }) => block);
  }
}
