import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminReservationList } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { AdminReservationViews } from './admin-reservation.view';
import { ListAdminReservationsQuery } from './list-admin-reservations.query';

@QueryHandler(ListAdminReservationsQuery)
export class ListAdminReservationsHandler implements IQueryHandler<ListAdminReservationsQuery, AdminReservationList> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly views: AdminReservationViews,
  ) {}

  async execute({ filter, page, pageSize }: ListAdminReservationsQuery): Promise<AdminReservationList> {
    const [rows, total] = await this.reservations.listForStaff(filter, page, pageSize);
    const [items, counts] = await Promise.all([this.views.of(rows), this.reservations.countsForStaff()]);
    return { items, total, page, pageSize, counts };
  }
}
