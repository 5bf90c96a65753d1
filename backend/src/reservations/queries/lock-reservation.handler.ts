import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { LockReservationQuery, type LockedReservationStatus } from './lock-reservation.query';

@QueryHandler(LockReservationQuery)
export class LockReservationHandler implements IQueryHandler<LockReservationQuery, LockedReservationStatus> {
  constructor(private readonly reservations: ReservationRepository) {}

  async execute({ reservationId, manager }: LockReservationQuery): Promise<LockedReservationStatus> {
    return this.reservations.lockStatusShared(reservationId, manager);
  }
}
