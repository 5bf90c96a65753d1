import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GetReservationContractStatusesQuery,
  GetReservationContractStatusQuery,
  type ReservationContractStatus,
  type ReservationContractStatuses,
} from '../../reservations';
import { ContractRepository } from '../persistence/contract.repository';

/** Answers the reservations context's question before 'Convertir'. */
@QueryHandler(GetReservationContractStatusQuery)
export class ReservationContractStatusHandler implements IQueryHandler<GetReservationContractStatusQuery, ReservationContractStatus> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ reservationId }: GetReservationContractStatusQuery): Promise<ReservationContractStatus> {
    return (await this.contracts.findLiveByReservation(reservationId))?.status ?? null;
  }
}

/** The same for a page of the staff's reservations. */
@QueryHandler(GetReservationContractStatusesQuery)
export class ReservationContractStatusesHandler implements IQueryHandler<GetReservationContractStatusesQuery, ReservationContractStatuses> {
  constructor(private readonly contracts: ContractRepository) {}

  execute({ reservationIds, which }: GetReservationContractStatusesQuery): Promise<ReservationContractStatuses> {
    return which === 'latest' ? this.contracts.latestStatuses(reservationIds) : this.contracts.liveStatuses(reservationIds);
  }
}
