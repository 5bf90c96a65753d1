import { Injectable } from '@nestjs/common';
import type { PartnerFilter, PartnerList, PaymentPlanView, RecordPartnerPaymentDto } from '@cdm/contracts';
import type { ReminderKind } from '@cdm/domain';
import { EntityManager, In } from 'typeorm';
import type { JudgedPaymentProof } from '../payment-proof';
import { TransactionalRepository } from '../../platform/database';
import { PartnerEntity } from './partner.entity';
import { PartnerPaymentProofEntity } from './partner-payment-proof.entity';

/** What a sale brings to a new partner: the buyer, the unit and the plan's figures. */
export type NewPartnerFromSale = {
  investorId: string;
  reservationId: string;
  name: string;
  email: string;
  unitCode: string;
  productPurchased: string;
  plan: PaymentPlanView;
  soldAt: Date;
  now: Date;
};

/** What staff wrote of a payment recorded by hand: the record of money received keeps its amount, day and who. */
export type ManualPaymentDetails = { method: string; reference: string; hasProof: boolean };

export type DueReminder = { partnerId: string; dueDate: string; kind: ReminderKind };

export type SalesFigures = {
  totals: Record<string, string | number>;
  byType: Array<{ type: string; sold: number; revenue: string }>;
  byModule: Array<{ module: string; sold: number; revenue: string }>;
  byMonth: Array<{ month: string; sold: number; revenue: string }>;
};

/** The partners context's SQL: every statement beyond a plain find runs here, in the caller's transaction. */
/** The columns a recomputed standing writes. */
export type StandingColumns = Pick<PartnerEntity, 'remainingBalanceCentavos' | 'nextPaymentDate' | 'isCurrentOnPayments' | 'lastPaymentDate' | 'updatedAt'>;

@Injectable()
export class PartnerRepository extends TransactionalRepository {
  /** Creates the partner of a sale; null when the sale already has one (the reservation id is unique). */
  async createFromSale(sale: NewPartnerFromSale, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const { plan } = sale;
    const rows = (await manager.query(
      `INSERT INTO partners (investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan,
         total_amount_centavos, down_payment_centavos, down_payment_scheduled_date, monthly_payment_centavos, payment_day,
         payment_term, final_payment_centavos, remaining_balance_centavos, sold_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
       ON CONFLICT (reservation_id) DO NOTHING RETURNING id`,
      [
        sale.investorId,
        sale.reservationId,
        sale.name,
        sale.email,
        sale.unitCode,
        plan.productType,
        sale.productPurchased,
        JSON.stringify(plan),
        plan.totalAmountCentavos,
        plan.downPaymentCentavos,
        plan.downPaymentScheduledDate,
        plan.monthlyPaymentCentavos,
        plan.paymentDay,
        plan.termMonths,
        plan.finalPaymentWithInterestCentavos,
        plan.totalPaymentCentavos,
        sale.soldAt,
        sale.now,
      ],
    )) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  /** Which of these sales (reservation ids) already have their partner. */
  async reservationsWithPartner(reservationIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Set<string>> {
    if (reservationIds.length === 0) return new Set();
    const rows: Array<{ reservation_id: string }> = await manager.query('SELECT reservation_id FROM partners WHERE reservation_id = ANY($1::uuid[])', [reservationIds]);
    return new Set(rows.map((row) => row.reservation_id));
  }

  findById(partnerId: string, manager: EntityManager = this.dataSource.manager): Promise<PartnerEntity | null> {
    return manager.getRepository(PartnerEntity).findOne({ where: { id: partnerId } });
  }

  /** The partner row locked for the rest of the transaction (payments and toggles run one at a time). */
  lockById(partnerId: string, manager: EntityManager): Promise<PartnerEntity | null> {
    return manager.getRepository(PartnerEntity).findOne({ where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The investor's own partner records (one per unit bought), oldest first. */
  listOfInvestor(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<PartnerEntity[]> {
    return manager.getRepository(PartnerEntity).find({ where: { investorId }, order: { createdAt: 'ASC' } });
  }

  findByIds(partnerIds: string[], manager: EntityManager = this.dataSource.manager): Promise<PartnerEntity[]> {
    return manager.getRepository(PartnerEntity).find({ where: { id: In(partnerIds) } });
  }

  async recordPayment(
    partnerId: string,
    payment: RecordPartnerPaymentDto,
    recordedBy: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO partner_payments (partner_id, amount_centavos, paid_on, method, reference, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [partnerId, payment.amountCentavos, payment.paidOn, payment.method, payment.reference?.trim() ?? '', recordedBy],
    )) as Array<{ id: string }>;
    return id;
  }

  /** Partners who still owe something, by reference or name (all of them without a term), for reconciliation. */
  paymentTargets(search: string | null, limit: number | null, manager: EntityManager = this.dataSource.manager): Promise<PartnerEntity[]> {
    const query = manager.getRepository(PartnerEntity).createQueryBuilder('partner').where('partner.remaining_balance_centavos > 0').orderBy('partner.reference');
    const term = search?.trim();
    if (term) {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.andWhere('(partner.reference ILIKE :pattern OR partner.name ILIKE :pattern OR partner.unit_code ILIKE :pattern)', { pattern });
    }
    if (limit) query.limit(limit);
    return query.getMany();
  }

  async attachProof(paymentId: string, proof: JudgedPaymentProof, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(PartnerPaymentProofEntity).insert({ paymentId, ...proof });
  }

  /** The proof of a payment, bytes included; another partner's payment id finds nothing. */
  proofOf(partnerId: string, paymentId: string, manager: EntityManager = this.dataSource.manager): Promise<PartnerPaymentProofEntity | null> {
    return manager
      .getRepository(PartnerPaymentProofEntity)
      .createQueryBuilder('proof')
      .addSelect('proof.bytes')
      .where('proof.payment_id = :paymentId', { paymentId })
      .andWhere('EXISTS (SELECT 1 FROM partner_payments payment WHERE payment.id = proof.payment_id AND payment.partner_id = :partnerId)', { partnerId })
      .getOne();
  }

  /** The down-payment toggle, with the staff receipt that books it in the record of money received (null when unmarked). */
  async setDownPayment(partnerId: string, paid: boolean, sourceId: string | null, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE partners SET down_payment_paid = $2, down_payment_date = $3, down_payment_source_id = $4, updated_at = $5 WHERE id = $1', [
      partnerId,
      paid,
      paid ? now : null,
      sourceId,
      now,
    ]);
  }

  async downPaymentSource(partnerId: string, manager: EntityManager): Promise<string | null> {
    const [row] = (await manager.query('SELECT down_payment_source_id AS id FROM partners WHERE id = $1', [partnerId])) as Array<{ id: string | null }>;
    return row?.id ?? null;
  }

  /** The standings of one or many partners in one UPDATE. */
  async saveStandings(standings: Array<{ partnerId: string } & StandingColumns>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (standings.length === 0) return;
    await manager.query(
      `UPDATE partners SET remaining_balance_centavos = row.remaining, next_payment_date = row.next_date,
              is_current_on_payments = row.is_current, last_payment_date = row.last_date, updated_at = row.updated_at
       FROM unnest($1::uuid[], $2::bigint[], $3::date[], $4::boolean[], $5::date[], $6::timestamptz[])
         AS row (id, remaining, next_date, is_current, last_date, updated_at)
       WHERE partners.id = row.id`,
      [
        standings.map((item) => item.partnerId),
        standings.map((item) => item.remainingBalanceCentavos),
        standings.map((item) => item.nextPaymentDate),
        standings.map((item) => item.isCurrentOnPayments),
        standings.map((item) => item.lastPaymentDate),
        standings.map((item) => item.updatedAt),
      ],
    );
  }

  /** The payments staff recorded by hand (their method, reference and proof), by id: what the record of money received does not keep. */
  async manualPayments(partnerId: string, manager: EntityManager = this.dataSource.manager): Promise<Map<string, ManualPaymentDetails>> {
    const rows = (await manager.query(
      `SELECT payment.id, payment.method, payment.reference,
              EXISTS (SELECT 1 FROM partner_payment_proofs proof WHERE proof.payment_id = payment.id) AS "hasProof"
       FROM partner_payments payment WHERE payment.partner_id = $1 AND payment.bank_line_id IS NULL`,
      [partnerId],
    )) as Array<ManualPaymentDetails & { id: string }>;
    return new Map(rows.map(({ id, ...details }) => [id, details]));
  }

  /** One keyset page of the partners who still owe something, for the daily run. */
  pageWithBalance(after: string | null, size: number, manager: EntityManager = this.dataSource.manager): Promise<PartnerEntity[]> {
    const query = manager
      .getRepository(PartnerEntity)
      .createQueryBuilder('partner')
      .where('partner.remaining_balance_centavos > 0')
      .orderBy('partner.id', 'ASC')
      .limit(size);
    if (after) query.andWhere('partner.id > :after', { after });
    return query.getMany();
  }

  /** Records the reminders as sent and returns those not sent before: a second run sends nothing twice. */
  async markRemindersSent(due: DueReminder[], manager: EntityManager = this.dataSource.manager): Promise<DueReminder[]> {
    if (due.length === 0) return [];
    return (await manager.query(
      `INSERT INTO partner_reminders_sent (partner_id, due_date, kind)
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[])
       ON CONFLICT DO NOTHING
       RETURNING partner_id::text AS "partnerId", to_char(due_date, 'YYYY-MM-DD') AS "dueDate", kind`,
      [due.map((item) => item.partnerId), due.map((item) => item.dueDate), due.map((item) => item.kind)],
    )) as DueReminder[];
  }

  /** The staff list: overdue first, then by next payment date; counts over every partner. */
  async list(
    { filter, page, pageSize, search }: { filter: PartnerFilter; page: number; pageSize: number; search?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ rows: PartnerEntity[]; total: number; counts: PartnerList['counts'] }> {
    const query = manager.getRepository(PartnerEntity).createQueryBuilder('partner');
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
    const [counts] = (await manager.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_current_on_payments)::int AS current,
              count(*) FILTER (WHERE NOT is_current_on_payments)::int AS overdue FROM partners`,
    )) as Array<PartnerList['counts']>;
    return { rows, total, counts };
  }

  /** Sales figures in Mexico City months: totals, by product type, by module and the last twelve months. */
  async salesFigures(now: Date, manager: EntityManager = this.dataSource.manager): Promise<SalesFigures> {
    const [totals] = (await manager.query(
      `SELECT coalesce(sum(total_amount_centavos), 0)::bigint AS total,
              coalesce(sum(total_amount_centavos) FILTER (WHERE date_trunc('month', sold_at AT TIME ZONE 'America/Mexico_City')
                 = date_trunc('month', $1::timestamptz AT TIME ZONE 'America/Mexico_City')), 0)::bigint AS month,
              count(*)::int AS sold,
              coalesce(sum(monthly_payment_centavos) FILTER (WHERE remaining_balance_centavos > 0), 0)::bigint AS monthly_projection,
              (SELECT count(*)::int FROM unit_reservations) AS reservations
       FROM partners`,
      [now],
    )) as Array<Record<string, string | number>>;
    const byType = (await manager.query(
      `SELECT product_type AS type, count(*)::int AS sold, sum(total_amount_centavos)::bigint AS revenue FROM partners GROUP BY product_type ORDER BY product_type`,
    )) as SalesFigures['byType'];
    const byModule = (await manager.query(
      `SELECT left(unit_code, 1) AS module, count(*)::int AS sold, sum(total_amount_centavos)::bigint AS revenue FROM partners GROUP BY 1 ORDER BY 1`,
    )) as SalesFigures['byModule'];
    const byMonth = (await manager.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', ($1::timestamptz AT TIME ZONE 'America/Mexico_City')) - interval '11 months',
                                date_trunc('month', ($1::timestamptz AT TIME ZONE 'America/Mexico_City')), interval '1 month') AS month)
       SELECT to_char(months.month, 'YYYY-MM') AS month, count(partners.id)::int AS sold, coalesce(sum(partners.total_amount_centavos), 0)::bigint AS revenue
       FROM months LEFT JOIN partners ON date_trunc('month', partners.sold_at AT TIME ZONE 'America/Mexico_City') = months.month
       GROUP BY months.month ORDER BY months.month`,
      [now],
    )) as SalesFigures['byMonth'];
    return { totals, byType, byModule, byMonth };
  }
}
