import type { QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { shownReservationExpiry } from '@cdm/domain';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import type { UnitReservationEntity } from '../persistence/unit-reservation.entity';

/** The end a reservation shows: an active one its paid hold's, an unpaid one its block's. */
export function shownExpiry(row: UnitReservationEntity): string | null {
  return shownReservationExpiry(row.status, row.expiresAt, row.holdExpiresAt)?.toISOString() ?? null;
}

export function toAdminReservation(row: UnitReservationEntity, investor: InvestorAccountView | null): AdminReservation {
  return {
    id: row.id,
    user: { id: row.investorId, name: investor?.name ?? '—', email: investor?.email ?? '—' },
    unitCode: row.unitCode,
    productType: row.productType,
    status: row.status,
    totalAmountCentavos: row.totalAmountCentavos,
    reservationDepositCentavos: row.reservationDepositCentavos,
    reservationDepositPaid: row.depositPaidAt !== null,
    depositMethod: row.depositMethod,
    refundStatus: row.refundStatus,
    referenceNumber: row.referenceNumber,
    createdAt: row.createdAt.toISOString(),
    expiresAt: shownExpiry(row),
  };
}

/** The investors' accounts behind some reservations, each asked once. */
export async function investorsOf(queries: QueryBus, ids: string[]): Promise<Map<string, InvestorAccountView | null>> {
  const unique = [...new Set(ids)];
  const accounts = await Promise.all(
    unique.map((id) => queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(id))),
  );
  return new Map(unique.map((id, index) => [id, accounts[index]]));
}
