import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ReservationNotFoundError } from '../reservations.errors';
import { investorsOf, toAdminReservation } from './admin-reservation.view';
import { GetAdminReservationQuery } from './get-admin-reservation.query';

@QueryHandler(GetAdminReservationQuery)
export class GetAdminReservationHandler implements IQueryHandler<GetAdminReservationQuery, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId }: GetAdminReservationQuery): Promise<AdminReservation> {
    const row = await this.reservations.findById(reservationId);
    if (!row) throw new ReservationNotFoundError();
    const investors = await investorsOf(this.queries, [row.investorId]);
    return toAdminReservation(row, investors.get(row.investorId) ?? null);
  }
}
