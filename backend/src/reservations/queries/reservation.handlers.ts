import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminReservation, AdminReservationFilter, AdminReservationList, MyReservation } from '@cdm/contracts';
import { DataSource, FindOptionsWhere, In } from 'typeorm';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { ReservationNotFoundError } from '../reservations.errors';
import {
  GetAdminReservationQuery,
  GetMyReservationsQuery,
  GetReservationQuery,
  ListAdminReservationsQuery,
  ListSalesQuery,
  ReservationView,
  SaleView,
} from './reservation.queries';

const FILTERS: Record<AdminReservationFilter, FindOptionsWhere<UnitReservationEntity>> = {
  all: {},
  active: { status: In(['active', 'converted']) },
  pending: { status: In(['pending', 'blocked']) },
  blocked: { status: 'blocked' },
  reserved: { status: 'active' },
  expired: { status: 'expired' },
};

function toAdminReservation(row: UnitReservationEntity, investor: InvestorAccountView | null): AdminReservation {
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
    expiresAt: (row.status === 'active' ? row.holdExpiresAt : row.expiresAt)?.toISOString() ?? null,
  };
}

async function investorsOf(queries: QueryBus, ids: string[]): Promise<Map<string, InvestorAccountView | null>> {
  const unique = [...new Set(ids)];
  const accounts = await Promise.all(
    unique.map((id) => queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(id))),
  );
  return new Map(unique.map((id, index) => [id, accounts[index]]));
}

@QueryHandler(GetMyReservationsQuery)
export class GetMyReservationsHandler implements IQueryHandler<GetMyReservationsQuery, MyReservation[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ investorId }: GetMyReservationsQuery): Promise<MyReservation[]> {
    const rows = await this.dataSource.getRepository(UnitReservationEntity).find({ where: { investorId }, order: { createdAt: 'DESC' } });
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
      expiresAt: (row.status === 'active' ? row.holdExpiresAt : row.expiresAt)?.toISOString() ?? null,
    }));
  }
}

@QueryHandler(ListAdminReservationsQuery)
export class ListAdminReservationsHandler implements IQueryHandler<ListAdminReservationsQuery, AdminReservationList> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter, page, pageSize }: ListAdminReservationsQuery): Promise<AdminReservationList> {
    const [rows, total] = await this.dataSource.getRepository(UnitReservationEntity).findAndCount({
      where: FILTERS[filter],
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const investors = await investorsOf(this.queries, rows.map((row) => row.investorId));
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status IN ('pending', 'blocked'))::int AS pending,
              count(*) FILTER (WHERE status = 'blocked')::int AS blocked,
              count(*) FILTER (WHERE status = 'expired')::int AS expired,
              count(*) FILTER (WHERE status = 'converted')::int AS converted,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
       FROM unit_reservations`,
    )) as Array<AdminReservationList['counts']>;
    return { items: rows.map((row) => toAdminReservation(row, investors.get(row.investorId) ?? null)), total, page, pageSize, counts };
  }
}

@QueryHandler(GetAdminReservationQuery)
export class GetAdminReservationHandler implements IQueryHandler<GetAdminReservationQuery, AdminReservation> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ reservationId }: GetAdminReservationQuery): Promise<AdminReservation> {
    const row = await this.dataSource.getRepository(UnitReservationEntity).findOne({ where: { id: reservationId } });
    if (!row) throw new ReservationNotFoundError();
    const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(row.investorId));
    return toAdminReservation(row, investor);
  }
}

@QueryHandler(GetReservationQuery)
export class GetReservationHandler implements IQueryHandler<GetReservationQuery, ReservationView | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ reservationId }: GetReservationQuery): Promise<ReservationView | null> {
    const row = await this.dataSource.getRepository(UnitReservationEntity).findOne({ where: { id: reservationId } });
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

@QueryHandler(ListSalesQuery)
export class ListSalesHandler implements IQueryHandler<ListSalesQuery, SaleView[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<SaleView[]> {
    const rows = await this.dataSource.getRepository(UnitReservationEntity).find({ where: { status: 'converted' }, order: { convertedAt: 'ASC' } });
    return rows.map((row) => ({
      reservationId: row.id,
      investorId: row.investorId,
      unitCode: row.unitCode,
      plan: row.plan,
      convertedAt: row.convertedAt ?? row.updatedAt,
    }));
  }
}
