import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetReservationContractStatusQuery, type ReservationContractStatus } from '../../reservations';
import { ContractRepository } from '../persistence/contract.repository';

/** Answers the reservations context's question before 'Convertir'. */
@QueryHandler(GetReservationContractStatusQuery)
export class ReservationContractStatusHandler implements IQueryHandler<GetReservationContractStatusQuery, ReservationContractStatus> {
  constructor(private readonly contracts: ContractRepository) {}

  async execute({ reservationId }: GetReservationContractStatusQuery): Promise<ReservationContractStatus> {
    return (await this.contracts.findLiveByReservation(reservationId))?.status ?? null;
  }
}
