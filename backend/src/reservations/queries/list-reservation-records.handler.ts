import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { ListReservationRecordsQuery, type ReservationRecord } from './list-reservation-records.query';

@QueryHandler(ListReservationRecordsQuery)
export class ListReservationRecordsHandler implements IQueryHandler<ListReservationRecordsQuery, ReservationRecord[]> {
  constructor(private readonly reservations: ReservationRepository) {}

  execute({ selection }: ListReservationRecordsQuery): Promise<ReservationRecord[]> {
    return this.reservations.records(selection);
  }
}
