import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ReservationRepository } from '../persistence/reservation.repository';
import type { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { GetReservationQuery, ReservationView } from './get-reservation.query';

const toView = (row: UnitReservationEntity): ReservationView => ({
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
});

@QueryHandler(GetReservationQuery)
export class GetReservationHandler implements IQueryHandler<GetReservationQuery, ReservationView | null> {
  constructor(private readonly reservations: ReservationRepository) {}

  async execute({ reservationId }: GetReservationQuery): Promise<ReservationView | null> {
    const row = await this.reservations.findById(reservationId);
    return row ? toView(row) : null;
  }
}
