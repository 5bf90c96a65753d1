import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { HasPaidReservationQuery } from './has-paid-reservation.query';

@QueryHandler(HasPaidReservationQuery)
export class HasPaidReservationHandler implements IQueryHandler<HasPaidReservationQuery, boolean> {
  constructor(private readonly reservations: ReservationRepository) {}

  execute({ investorId }: HasPaidReservationQuery): Promise<boolean> {
    return this.reservations.hasPaid(investorId);
  }
}
