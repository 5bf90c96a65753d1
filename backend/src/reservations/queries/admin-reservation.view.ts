import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminReservation } from '@cdm/contracts';
import { shownReservationExpiry, type TargetMoney } from '@cdm/domain';
import { MoneyLedger } from '../../payments';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import type { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { GetReservationContractStatusesQuery, type ReservationContractStatuses } from './get-reservation-contract-status.query';

/** The end a reservation shows: an active one its paid hold's, an unpaid one its block's. */
export function shownExpiry(row: UnitReservationEntity): string | null {
  return shownReservationExpiry(row.status, row.expiresAt, row.holdExpiresAt)?.toISOString() ?? null;
}

export function toAdminReservation(
  row: UnitReservationEntity,
  investor: InvestorAccountView | null,
  money: TargetMoney | null = null,
  contractStatus: AdminReservation['contractStatus'] = null,
): AdminReservation {
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
    money: {
      receivedCentavos: money?.appliedCentavos ?? 0,
      waivedCentavos: money?.waivedCentavos ?? 0,
      toReturnCentavos: money?.toReturnCentavos ?? 0,
      returnedCentavos: money?.returnedCentavos ?? 0,
    },
    contractStatus,
  };
}

/** Reservations as the staff screens show them: each with its investor, its deposit's money and its contract's status, read once per page. */
@Injectable()
export class AdminReservationViews {
  constructor(
    private readonly queries: QueryBus,
    private readonly ledger: MoneyLedger,
  ) {}

  async of(rows: UnitReservationEntity[]): Promise<AdminReservation[]> {
    const ids = rows.map((row) => row.id);
    const [investors, money, contracts] = await Promise.all([
      investorsOf(this.queries, rows.map((row) => row.investorId)),
      this.ledger.findMany('unit_reservation', ids),
      this.queries.execute<GetReservationContractStatusesQuery, ReservationContractStatuses>(new GetReservationContractStatusesQuery(ids)),
    ]);
    return rows.map((row) => toAdminReservation(row, investors.get(row.investorId) ?? null, money.get(row.id) ?? null, contracts[row.id] ?? null));
  }
}

/** The investors' accounts behind some reservations, each asked once. */
export async function investorsOf(queries: QueryBus, ids: string[]): Promise<Map<string, InvestorAccountView | null>> {
  const unique = [...new Set(ids)];
  const accounts = await Promise.all(
    unique.map((id) => queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(id))),
  );
  return new Map(unique.map((id, index) => [id, accounts[index]]));
}
