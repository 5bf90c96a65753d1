import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PartnerDetail, PartnerItem, PartnerList, SalesStats } from '@cdm/contracts';
import { monthsOverdue, overdueAmountCentavos, PRODUCT_TYPE_SEED } from '@cdm/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { PartnerNotFoundError } from '../partners.errors';
import { PartnerEntity } from '../persistence/partner.entity';
import { mexicoCityToday, scheduleOf } from '../standing';
import { statementPdf } from '../statement-pdf';
import {
  GetPartnerDetailQuery,
  GetPartnerItemQuery,
  GetPartnerQuery,
  GetPartnerStatementPdfQuery,
  GetSalesStatsQuery,
  ListPartnersQuery,
  PartnerStatementPdf,
  PartnerView,
} from './partner.queries';

export function toPartnerItem(partner: PartnerEntity, today: string): PartnerItem {
  const months = monthsOverdue(partner.nextPaymentDate, partner.isCurrentOnPayments, today);
  return {
    id: partner.id,
    investorId: partner.investorId,
    reservationId: partner.reservationId,
    name: partner.name,
    email: partner.email,
    phone: partner.phone,
    productPurchased: partner.productPurchased,
    unitCode: partner.unitCode,
    paymentMethod: partner.paymentMethod,
    totalAmountCentavos: partner.totalAmountCentavos,
    downPaymentCentavos: partner.downPaymentCentavos,
    downPaymentPaid: partner.downPaymentPaid,
    downPaymentDate: partner.downPaymentDate?.toISOString() ?? null,
    downPaymentScheduledDate: partner.downPaymentScheduledDate,
    monthlyPaymentCentavos: partner.monthlyPaymentCentavos,
    paymentDay: partner.paymentDay,
    paymentTerm: partner.paymentTerm,
    finalPaymentCentavos: partner.finalPaymentCentavos,
    remainingBalanceCentavos: partner.remainingBalanceCentavos,
    lastPaymentDate: partner.lastPaymentDate,
    nextPaymentDate: partner.nextPaymentDate,
    isCurrentOnPayments: partner.isCurrentOnPayments,
    monthsOverdue: months,
    overdueAmountCentavos: overdueAmountCentavos(partner.monthlyPaymentCentavos, months),
    createdAt: partner.createdAt.toISOString(),
    updatedAt: partner.updatedAt.toISOString(),
  };
}

@QueryHandler(ListPartnersQuery)
export class ListPartnersHandler implements IQueryHandler<ListPartnersQuery, PartnerList> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ filter, page, pageSize, search }: ListPartnersQuery): Promise<PartnerList> {
    const query = this.dataSource.getRepository(PartnerEntity).createQueryBuilder('partner');
    if (filter === 'current') query.andWhere('partner.is_current_on_payments');
    if (filter === 'overdue') query.andWhere('NOT partner.is_current_on_payments');
    const term = search?.trim();
    if (term) {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.andWhere('(partner.name ILIKE :pattern OR partner.email ILIKE :pattern OR partner.unit_code ILIKE :pattern)', { pattern });
    }
    const [rows, total] = await query
      .orderBy('partner.is_current_on_payments', 'ASC')
      .addOrderBy('partner.next_payment_date', 'ASC', 'NULLS LAST')
      .addOrderBy('partner.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_current_on_payments)::int AS current,
              count(*) FILTER (WHERE NOT is_current_on_payments)::int AS overdue FROM partners`,
    )) as Array<PartnerList['counts']>;
    const today = mexicoCityToday(this.clock.now());
    return { items: rows.map((row) => toPartnerItem(row, today)), total, page, pageSize, counts };
  }
}

async function loadPartner(dataSource: DataSource, partnerId: string): Promise<PartnerEntity> {
  const partner = await dataSource.getRepository(PartnerEntity).findOne({ where: { id: partnerId } });
  if (!partner) throw new PartnerNotFoundError();
  return partner;
}

@QueryHandler(GetPartnerItemQuery)
export class GetPartnerItemHandler implements IQueryHandler<GetPartnerItemQuery, PartnerItem> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerItemQuery): Promise<PartnerItem> {
    return toPartnerItem(await loadPartner(this.dataSource, partnerId), mexicoCityToday(this.clock.now()));
  }
}

export async function partnerDetail(dataSource: DataSource, partnerId: string, now: Date): Promise<PartnerDetail> {
  const partner = await loadPartner(dataSource, partnerId);
  const payments = (await dataSource.query(
    `SELECT payment.id, payment.amount_centavos, payment.paid_on::text, payment.method, payment.reference, payment.recorded_by, payment.created_at,
            EXISTS (SELECT 1 FROM partner_payment_proofs proof WHERE proof.payment_id = payment.id) AS has_proof
     FROM partner_payments payment WHERE payment.partner_id = $1 ORDER BY payment.paid_on, payment.created_at`,
    [partnerId],
  )) as Array<{
    id: string;
    amount_centavos: string;
    paid_on: string;
    method: string;
    reference: string;
    recorded_by: string;
    created_at: Date;
    has_proof: boolean;
  }>;
  const received = payments.reduce((sum, payment) => sum + Number(payment.amount_centavos), 0);
  const paid = received + (partner.downPaymentPaid ? partner.downPaymentCentavos : 0);
  // An instalment is paid when the money received in order covers it whole.
  let left = paid;
  const schedule = scheduleOf(partner).map((item) => {
    const covered = left >= item.amountCentavos;
    if (covered) left -= item.amountCentavos;
    else left = 0;
    return { ...item, paid: covered };
  });
  const today = mexicoCityToday(now);
  return {
    ...toPartnerItem(partner, today),
    schedule,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCentavos: Number(payment.amount_centavos),
      paidOn: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      recordedBy: payment.recorded_by,
      createdAt: payment.created_at.toISOString(),
      hasProof: payment.has_proof,
    })),
  };
}

@QueryHandler(GetPartnerDetailQuery)
export class GetPartnerDetailHandler implements IQueryHandler<GetPartnerDetailQuery, PartnerDetail> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute({ partnerId }: GetPartnerDetailQuery): Promise<PartnerDetail> {
    return partnerDetail(this.dataSource, partnerId, this.clock.now());
  }
}

@QueryHandler(GetPartnerStatementPdfQuery)
export class GetPartnerStatementPdfHandler implements IQueryHandler<GetPartnerStatementPdfQuery, PartnerStatementPdf> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerStatementPdfQuery): Promise<PartnerStatementPdf> {
    const now = this.clock.now();
    const detail = await partnerDetail(this.dataSource, partnerId, now);
    return { filename: `estado-de-cuenta-${detail.unitCode}-${mexicoCityToday(now)}.pdf`, bytes: await statementPdf(detail, now) };
  }
}

@QueryHandler(GetPartnerQuery)
export class GetPartnerHandler implements IQueryHandler<GetPartnerQuery, PartnerView | null> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ partnerId }: GetPartnerQuery): Promise<PartnerView | null> {
    const partner = await this.dataSource.getRepository(PartnerEntity).findOne({ where: { id: partnerId } });
    if (!partner) return null;
    const item = toPartnerItem(partner, mexicoCityToday(this.clock.now()));
    const upcoming = scheduleOf(partner).find((entry) => entry.dueDate === partner.nextPaymentDate) ?? null;
    return {
      id: item.id,
      name: item.name,
      email: item.email,
      productPurchased: item.productPurchased,
      monthlyPaymentCentavos: item.monthlyPaymentCentavos,
      nextPaymentDate: item.nextPaymentDate,
      nextPaymentAmountCentavos: upcoming?.amountCentavos ?? null,
      remainingBalanceCentavos: item.remainingBalanceCentavos,
      isCurrentOnPayments: item.isCurrentOnPayments,
      monthsOverdue: item.monthsOverdue,
      overdueAmountCentavos: item.overdueAmountCentavos,
    };
  }
}

@QueryHandler(GetSalesStatsQuery)
export class GetSalesStatsHandler implements IQueryHandler<GetSalesStatsQuery, SalesStats> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SalesStats> {
    const now = this.clock.now();
    const [totals] = (await this.dataSource.query(
      `SELECT coalesce(sum(total_amount_centavos), 0)::bigint AS total,
              coalesce(sum(total_amount_centavos) FILTER (WHERE date_trunc('month', sold_at AT TIME ZONE 'America/Mexico_City')
                 = date_trunc('month', $1::timestamptz AT TIME ZONE 'America/Mexico_City')), 0)::bigint AS month,
              count(*)::int AS sold,
              coalesce(sum(monthly_payment_centavos) FILTER (WHERE remaining_balance_centavos > 0), 0)::bigint AS monthly_projection,
              (SELECT count(*)::int FROM unit_reservations) AS reservations,
              (SELECT coalesce(sum(amount_centavos), 0)::bigint FROM partner_payments
                WHERE date_trunc('month', paid_on) = date_trunc('month', ($1::timestamptz AT TIME ZONE 'America/Mexico_City')::date)) AS payments_month
       FROM partners`,
      [now],
    )) as Array<Record<string, string | number>>;
    const byType = (await this.dataSource.query(
      `SELECT product_type AS type, count(*)::int AS sold, sum(total_amount_centavos)::bigint AS revenue FROM partners GROUP BY product_type ORDER BY product_type`,
    )) as Array<{ type: string; sold: number; revenue: string }>;
    const byModule = (await this.dataSource.query(
      `SELECT left(unit_code, 1) AS module, count(*)::int AS sold, sum(total_amount_centavos)::bigint AS revenue FROM partners GROUP BY 1 ORDER BY 1`,
    )) as Array<{ module: string; sold: number; revenue: string }>;
    const byMonth = (await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', ($1::timestamptz AT TIME ZONE 'America/Mexico_City')) - interval '11 months',
                                date_trunc('month', ($1::timestamptz AT TIME ZONE 'America/Mexico_City')), interval '1 month') AS month)
       SELECT to_char(months.month, 'YYYY-MM') AS month, count(partners.id)::int AS sold, coalesce(sum(partners.total_amount_centavos), 0)::bigint AS revenue
       FROM months LEFT JOIN partners ON date_trunc('month', partners.sold_at AT TIME ZONE 'America/Mexico_City') = months.month
       GROUP BY months.month ORDER BY months.month`,
      [now],
    )) as Array<{ month: string; sold: number; revenue: string }>;
    const sold = Number(totals.sold);
    const total = Number(totals.total);
    const reservations = Number(totals.reservations);
    const monthlyProjection = Number(totals.monthly_projection);
    const names = new Map(PRODUCT_TYPE_SEED.map((type) => [type.code, type.name]));
    return {
      totalRevenueCentavos: total,
      monthlyRevenueCentavos: Number(totals.month),
      averagePriceCentavos: sold === 0 ? 0 : Math.round(total / sold),
      conversionRate: reservations === 0 ? 0 : Math.round((sold / reservations) * 1000) / 10,
      monthlyProjectionCentavos: monthlyProjection,
      yearlyProjectionCentavos: monthlyProjection * 12,
      monthlyPaymentsCentavos: Number(totals.payments_month),
      byProductType: byType.map((row) => ({ type: row.type, name: names.get(row.type) ?? row.type, sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byModule: byModule.map((row) => ({ module: row.module, sold: row.sold, revenueCentavos: Number(row.revenue) })),
      byMonth: byMonth.map((row) => ({ month: row.month, sold: row.sold, revenueCentavos: Number(row.revenue) })),
    };
  }
}
