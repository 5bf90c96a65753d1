import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminReservationList } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { investorsOf, toAdminReservation } from './admin-reservation.view';
import { ListAdminReservationsQuery } from './list-admin-reservations.query';

@QueryHandler(ListAdminReservationsQuery)
export class ListAdminReservationsHandler implements IQueryHandler<ListAdminReservationsQuery, AdminReservationList> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter, page, pageSize }: ListAdminReservationsQuery): Promise<AdminReservationList> {
    const [rows, total] = await this.reservations.listForStaff(filter, page, pageSize);
    const investors = await investorsOf(this.queries, rows.map((row) => row.investorId));
    const counts = await this.reservations.countsForStaff();
    return { items: rows.map((row) => toAdminReservation(row, investors.get(row.investorId) ?? null)), total, page, pageSize, counts };
  }
}
