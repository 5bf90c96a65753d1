import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ReservationNotFoundError } from '../reservations.errors';
import { AdminReservationViews } from './admin-reservation.view';
import { GetAdminReservationQuery } from './get-admin-reservation.query';

@QueryHandler(GetAdminReservationQuery)
export class GetAdminReservationHandler implements IQueryHandler<GetAdminReservationQuery, AdminReservation> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly views: AdminReservationViews,
  ) {}

  async execute({ reservationId }: GetAdminReservationQuery): Promise<AdminReservation> {
    const row = await this.reservations.findById(reservationId);
    if (!row) throw new ReservationNotFoundError();
    const [view] = await this.views.of([row]);
    return view;
  }
}
