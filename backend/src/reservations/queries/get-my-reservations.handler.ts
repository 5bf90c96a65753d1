import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyReservation } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { shownExpiry } from './admin-reservation.view';
import { GetMyReservationsQuery } from './get-my-reservations.query';

@QueryHandler(GetMyReservationsQuery)
export class GetMyReservationsHandler implements IQueryHandler<GetMyReservationsQuery, MyReservation[]> {
  constructor(private readonly reservations: ReservationRepository) {}

  async execute({ investorId }: GetMyReservationsQuery): Promise<MyReservation[]> {
    const rows = await this.reservations.listOfInvestor(investorId);
    return rows.map((row) => ({
      id: row.id,
      unitCode: row.unitCode,
      productType: row.productType,
      status: row.status,
      basePriceCentavos: row.plan.basePriceCentavos,
      discountPercent: row.plan.discountPercent,
      totalAmountCentavos: row.totalAmountCentavos,
      termMonths: row.plan.termMonths,
      downPaymentCentavos: row.plan.downPaymentCentavos,
      downPaymentPercent: row.plan.downPaymentPercent,
      monthlyPaymentCentavos: row.plan.monthlyPaymentCentavos,
      reservationDepositCentavos: row.reservationDepositCentavos,
      reservationDepositPaid: row.depositPaidAt !== null,
      referenceNumber: row.referenceNumber,
      createdAt: row.createdAt.toISOString(),
      expiresAt: shownExpiry(row),
    }));
  }
}
