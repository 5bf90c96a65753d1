import { Injectable } from '@nestjs/common';
import type { BookingStatus, PresentationBookingList, RefundStatus } from '@cdm/contracts';
import type { Attribution } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository, updateReturning } from '../../platform/database';
import { PresentationBookingEntity } from './presentation-booking.entity';
import { searchPattern } from './search-pattern';

/** The fields a booking may carry besides its name and email (null: not sent). */
export type BookingOptionalFields = {
  phone: string | null;
  investmentRange: string | null;
  productsOfInterest: string[] | null;
  additionalInfo: string | null;
  termsAcceptedAt: Date | null;
  /** How the person arrived (issue 31), as the browser sent it. */
  attribution: Attribution | null;
};

/** The fields a spec client sends with schedule-presentation after paying. */
export type BookingCompletion = {
  email: string;
  phone: string;
  investmentRange: string;
  productsOfInterest: string[];
  additionalInfo: string;
};

/** The SQL of presentation bookings: the browser-made id's insert, the payment's record, the sweep and the staff list. */
@Injectable()
export class PresentationBookingRepository extends TransactionalRepository {
  findById(id: string): Promise<PresentationBookingEntity | null> {
    return this.dataSource.getRepository(PresentationBookingEntity).findOne({ where: { id } });
  }

  lockById(id: string, manager: EntityManager): Promise<PresentationBookingEntity | null> {
    return manager.getRepository(PresentationBookingEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes the booking under its id unless that id exists already, then returns the row, locked. */
  async insertOrLock(
    booking: { id: string; name: string; email: string; amountCentavos: number }, optional: BookingOptionalFields, now: Date, manager: EntityManager,
  ): Promise<PresentationBookingEntity | null> {
    await manager.query(
      `INSERT INTO presentation_bookings
         (id, name, email, phone, investment_range, products_of_interest, additional_info, terms_accepted_at, attribution, amount_centavos, created_at, updated_at)
       VALUES ($1, $2, $3, coalesce($4, ''), coalesce($5, ''), coalesce($6, '{}'::text[]), coalesce($7, ''), $8, $9, $10, $11, $11)
       ON CONFLICT (id) DO NOTHING`,
      [booking.id, booking.name, booking.email, ...optionalValues(optional), booking.amountCentavos, now],
    );
    return this.lockById(booking.id, manager);
  }

  /** Fields sent again before paying replace theirs; a field not sent keeps its value, terms keep their first date. */
  async updateOptionalFields(id: string, optional: BookingOptionalFields, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE presentation_bookings SET phone = coalesce($2, phone), investment_range = coalesce($3, investment_range),
         products_of_interest = coalesce($4, products_of_interest), additional_info = coalesce($5, additional_info),
         terms_accepted_at = coalesce(terms_accepted_at, $6), attribution = coalesce($7, attribution), updated_at = $8
       WHERE id = $1`,
      [id, ...optionalValues(optional), now],
    );
  }

  /** Fills the empty fields of the latest live booking of an email made since `since`; its id, or null. */
  async completeLatest(fields: BookingCompletion, since: Date, now: Date): Promise<string | null> {
    const [row] = await updateReturning<{ id: string }>(
      this.dataSource.manager,
      `UPDATE presentation_bookings b SET
         phone = CASE WHEN b.phone = '' THEN $3 ELSE b.phone END,
         investment_range = CASE WHEN b.investment_range = '' THEN $4 ELSE b.investment_range END,
         products_of_interest = CASE WHEN cardinality(b.products_of_interest) = 0 THEN $5::text[] ELSE b.products_of_interest END,
         additional_info = CASE WHEN b.additional_info = '' THEN $6 ELSE b.additional_info END,
         terms_accepted_at = coalesce(b.terms_accepted_at, $7),
         updated_at = $7
       WHERE b.id = (
         SELECT id FROM presentation_bookings
         WHERE lower(email) = lower($1) AND created_at >= $2 AND status <> 'cancelled'
         ORDER BY created_at DESC LIMIT 1
       )
       RETURNING b.id`,
      [fields.email, since, fields.phone, fields.investmentRange, fields.productsOfInterest, fields.additionalInfo, now],
    );
    return row?.id ?? null;
  }

  /** The payment's word on a booking: its status, and the first paid and refunded instants (kept once set). */
  async recordPayment(
    id: string,
    change: { status: BookingStatus; paidAt: Date | null; refundStatus: RefundStatus | null; refundedAt: Date | null },
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE presentation_bookings SET status = $2, paid_at = COALESCE(paid_at, $3), refund_status = $4,
         refunded_at = COALESCE(refunded_at, $5), updated_at = $6
       WHERE id = $1`,
      [id, change.status, change.paidAt, change.refundStatus, change.refundedAt, now],
    );
  }

  /** Bookings of the last 7 days still waiting for their payment or refund, untouched for 2 minutes. */
  async awaitingPayment(now: Date): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM presentation_bookings
       WHERE (status = 'pending_payment' OR refund_status = 'pending')
         AND updated_at < $1::timestamptz - interval '2 minutes'
         AND created_at > $1::timestamptz - interval '7 days'
       ORDER BY created_at LIMIT 500`,
      [now],
    );
    return rows.map((row) => row.id);
  }

  /** One page of the staff list (newest first; search by name, email or phone) and every tab's count. */
  async staffPage(
    page: number,
    pageSize: number,
    search?: string,
  ): Promise<{ rows: PresentationBookingEntity[]; total: number; counts: PresentationBookingList['counts'] }> {
    const query = this.dataSource.getRepository(PresentationBookingEntity).createQueryBuilder('booking');
    const pattern = searchPattern(search);
    if (pattern) query.where('(booking.name ILIKE :pattern OR booking.email ILIKE :pattern OR booking.phone ILIKE :pattern)', { pattern });
    const [rows, total] = await query
      .orderBy('booking.created_at', 'DESC')
      .addOrderBy('booking.id')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const [counts] = await this.dataSource.query<Array<PresentationBookingList['counts']>>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending_payment')::int AS "pendingPayment",
              count(*) FILTER (WHERE status = 'paid')::int AS paid,
              count(*) FILTER (WHERE status = 'refunded')::int AS refunded,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
       FROM presentation_bookings`,
    );
    return { rows, total, counts };
  }
}

function optionalValues(optional: BookingOptionalFields): unknown[] {
  return [
    optional.phone,
    optional.investmentRange,
    optional.productsOfInterest,
    optional.additionalInfo,
    optional.termsAcceptedAt,
    optional.attribution === null ? null : JSON.stringify(optional.attribution),
  ];
}
