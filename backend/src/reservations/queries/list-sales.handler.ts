import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ListSalesQuery, SaleView } from './list-sales.query';

@QueryHandler(ListSalesQuery)
export class ListSalesHandler implements IQueryHandler<ListSalesQuery, SaleView[]> {
  constructor(private readonly reservations: ReservationRepository) {}

  async execute({ after, limit }: ListSalesQuery): Promise<SaleView[]> {
    const rows = await this.reservations.convertedPage(after, limit);
    return rows.map((row) => ({
      reservationId: row.id,
      investorId: row.investorId,
      unitCode: row.unitCode,
      plan: row.plan,
      convertedAt: row.convertedAt ?? row.updatedAt,
    }));
  }
}
