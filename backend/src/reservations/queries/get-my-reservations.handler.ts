import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { MyReservation } from '@cdm/contracts';
import { ReservationRepository } from '../persistence/reservation.repository';
import { shownExpiry } from './admin-reservation.view';
import { GetMyReservationsQuery } from './get-my-reservations.query';
import { GetReservationContractStatusesQuery, type ReservationContractStatuses } from './get-reservation-contract-status.query';

@QueryHandler(GetMyReservationsQuery)
export class GetMyReservationsHandler implements IQueryHandler<GetMyReservationsQuery, MyReservation[]> {
  constructor(
    private readonly reservations: ReservationRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: GetMyReservationsQuery): Promise<MyReservation[]> {
    const rows = await this.reservations.listOfInvestor(investorId);
    // The contracts context answers (it sits above this one); each card shows where its contract stands.
    const contracts = await this.queries.execute<GetReservationContractStatusesQuery, ReservationContractStatuses>(
      new GetReservationContractStatusesQuery(rows.map((row) => row.id), 'latest'),
    );
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
      contractStatus: contracts[row.id] ?? null,
    }));
  }
}
