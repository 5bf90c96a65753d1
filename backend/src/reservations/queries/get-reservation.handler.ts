import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import { GetReservationQuery, ReservationView } from './get-reservation.query';

@QueryHandler(GetReservationQuery)
export class GetReservationHandler implements IQueryHandler<GetReservationQuery, ReservationView | null> {
  constructor(private readonly reservations: ReservationRepository) {}

  async execute({ reservationId }: GetReservationQuery): Promise<ReservationView | null> {
    const row = await this.reservations.findById(reservationId);
    if (!row) return null;
    return {
      id: row.id,
      investorId: row.investorId,
      unitCode: row.unitCode,
      productType: row.productType,
      status: row.status,
      plan: row.plan,
      reservationDepositCentavos: row.reservationDepositCentavos,
      referenceNumber: row.referenceNumber,
      expiresAt: row.expiresAt,
      holdExpiresAt: row.holdExpiresAt,
      depositPaidAt: row.depositPaidAt,
    };
  }
}
