import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { isUnpaidReservation, outstandingCentavos } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { ReservationRepository } from '../persistence/reservation.repository';
import { investorsOf } from './admin-reservation.view';
import { ListTransferBlocksQuery, type TransferBlock } from './list-transfer-blocks.query';

@QueryHandler(ListTransferBlocksQuery)
export class ListTransferBlocksHandler implements IQueryHandler<ListTransferBlocksQuery, TransferBlock[]> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly ledger: MoneyLedger,
    private readonly queries: QueryBus,
  ) {}

  async execute({ search, openOnly }: ListTransferBlocksQuery): Promise<TransferBlock[]> {
    const rows = await this.reservations.withReference(openOnly);
    const [investors, money] = await Promise.all([
      investorsOf(this.queries, rows.map((row) => row.investorId)),
      this.ledger.findMany('unit_reservation', rows.map((row) => row.id)),
    ]);
    const blocks = rows.map((row) => {
      const deposit = money.get(row.id);
      // What settles it exactly: the rest of its deposit (all of it before any money came).
      const outstanding = deposit ? outstandingCentavos(deposit) : row.reservationDepositCentavos;
      const open = isUnpaidReservation(row.status) && outstanding > 0;
      return { reservationId: row.id, reference: row.referenceNumber as string, name: investors.get(row.investorId)?.name ?? '', unitCode: row.unitCode, expectedCentavos: open ? [outstanding] : [], open };
    });
    const term = search?.trim().toLocaleLowerCase('es-MX');
    const found = blocks.filter((block) => (!openOnly || block.open) && (!term || [block.reference, block.name, block.unitCode].some((text) => text.toLocaleLowerCase('es-MX').includes(term))));
    return found.map(({ unitCode: _unit, ...block }) => block);
  }
}
