import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminReservationFilter, AdminReservationList, RefundStatus } from '@cdm/contracts';
import {
  holdExpiresAt,
  PAID_RESERVATION_STATUSES,
  reservationStatusAfter,
  UNPAID_RESERVATION_STATUSES,
} from '@cdm/domain';
import { DataSource, EntityManager, FindOptionsWhere, In, IsNull, MoreThan, Not } from 'typeorm';
import { UnitAvailability } from '../../inventory';
import { AuditContext, AuditTrail } from '../../platform/audit';
import { lockForTransaction, recordSelectionSql, TransactionalRepository, type RecordSelection } from '../../platform/database';
import type { ReservationRecord } from '../queries/list-reservation-records.query';
import { DepositMethod, UnitReservationEntity } from './unit-reservation.entity';

/** The fields a new hold is written with (the rest start empty). */
export type NewHold = Pick<
  UnitReservationEntity,
  | 'investorId'
  | 'unitCode'
  | 'productType'
  | 'status'
  | 'depositMethod'
  | 'referenceNumber'
  | 'clientIp'
  | 'plan'
  | 'totalAmountCentavos'
  | 'reservationDepositCentavos'
  | 'expiresAt'
>;

/**
 * How a paid deposit is recorded: how it was paid, and from which status the unit is reserved.
 * `unitMayNotMove`: the staff's confirmation records the deposit even if the unit did not move.
 */
export type DepositRecord = {
  method: DepositMethod;
  paidAt: Date;
  holdDays: number;
  unitFrom: 'blocked' | 'available';
  now: Date;
  unitMayNotMove?: boolean;
};

const UNPAID = [...UNPAID_RESERVATION_STATUSES];

/** How many overdue holds one sweep expires at the most. */
const EXPIRY_BATCH = 1000;

const ADMIN_FILTERS: Record<AdminReservationFilter, FindOptionsWhere<UnitReservationEntity>> = {
  all: {},
  active: { status: In([...PAID_RESERVATION_STATUSES]) },
  pending: { status: In(UNPAID) },
  blocked: { status: 'blocked' },
  reserved: { status: 'active' },
  expired: { status: 'expired' },
};

/**
 * The SQL of the reservations context: row locks, the advisory locks that serialise holds, the
 * conditional moves of a hold together with its unit (decisions.md #20: one transaction, the
 * unit's move decides), and the staff list's counts. Handlers orchestrate; they hold no SQL.
 */
@Injectable()
export class ReservationRepository extends TransactionalRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly units: UnitAvailability,
    private readonly audit: AuditTrail,
  ) {
    super(dataSource);
  }

  private rows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(UnitReservationEntity);
  }

  // Reads.

  findById(id: string, investorId?: string): Promise<UnitReservationEntity | null> {
    return this.rows().findOne({ where: { id, ...(investorId ? { investorId } : {}) } });
  }

  /** The reservation, locked for the rest of the transaction. */
  lockById(id: string, manager: EntityManager): Promise<UnitReservationEntity | null> {
    return this.rows(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The reservation's status, its row locked against changes (not against other readers) until the transaction ends. */
  async lockStatusShared(id: string, manager: EntityManager): Promise<UnitReservationEntity['status'] | null> {
    const [row] = await manager.query<Array<{ status: UnitReservationEntity['status'] }>>('SELECT status FROM unit_reservations WHERE id = $1 FOR SHARE', [id]);
    return row?.status ?? null;
  }

  /** The investor's own reservation, locked; another investor's id finds nothing. */
  lockOwnById(investorId: string, id: string, manager: EntityManager): Promise<UnitReservationEntity | null> {
    return this.rows(manager).findOne({ where: { id, investorId }, lock: { mode: 'pessimistic_write' } });
  }

  listOfInvestor(investorId: string): Promise<UnitReservationEntity[]> {
    return this.rows().find({ where: { investorId }, order: { createdAt: 'DESC' } });
  }

  hasPaid(investorId: string): Promise<boolean> {
    return this.rows().exists({ where: { investorId, status: In([...PAID_RESERVATION_STATUSES]) } });
  }

  /** A page of the sales (converted reservations) in id order, after `after`: the caller walks them all without holding them all. */
  convertedPage(after: string | null, limit: number): Promise<UnitReservationEntity[]> {
    const status = reservationStatusAfter('convert');
    return this.rows().find({ where: after === null ? { status } : { status, id: MoreThan(after) }, order: { id: 'ASC' }, take: limit });
  }

  /**
   * ListReservationRecordsQuery: by id or in keyset pages. A sale's time is the one ListSalesQuery
   * and the sale's event give (the partner's sold_at).
   */
  async records(selection: RecordSelection): Promise<ReservationRecord[]> {
    const parameters: unknown[] = [reservationStatusAfter('convert')];
    const { where, tail } = recordSelectionSql(selection, 'id', parameters);
    const rows = (await this.dataSource.query(
      `SELECT id, investor_id AS "investorId", created_at AS "heldAt", deposit_paid_at AS "depositPaidAt",
              CASE WHEN status = $1 THEN coalesce(converted_at, updated_at) END AS "soldAt",
              (plan->>'basePriceCentavos')::bigint AS "basePriceCentavos", total_amount_centavos AS "totalAmountCentavos"
       FROM unit_reservations WHERE ${where} ${tail}`,
      parameters,
    )) as Array<Omit<ReservationRecord, 'basePriceCentavos' | 'totalAmountCentavos'> & { basePriceCentavos: string; totalAmountCentavos: string }>;
    return rows.map((row) => ({ ...row, basePriceCentavos: Number(row.basePriceCentavos), totalAmountCentavos: Number(row.totalAmountCentavos) }));
  }

  /** Reservations with the CDM-… reference a transfer quotes (only the unpaid ones with `unpaidOnly`), oldest first. */
  withReference(unpaidOnly: boolean): Promise<UnitReservationEntity[]> {
    return this.rows().find({ where: { referenceNumber: Not(IsNull()), ...(unpaidOnly ? { status: In(UNPAID) } : {}) }, order: { createdAt: 'ASC' } });
  }

  findUnpaidAmong(ids: string[]): Promise<UnitReservationEntity[]> {
    return this.rows().find({ where: { id: In(ids), status: In(UNPAID) } });
  }

  listForStaff(filter: AdminReservationFilter, page: number, pageSize: number): Promise<[UnitReservationEntity[], number]> {
    return this.rows().findAndCount({
      where: ADMIN_FILTERS[filter],
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  /** The staff list's tab counts ('pending' counts every unpaid hold, blocked ones included). */
  async countsForStaff(): Promise<AdminReservationList['counts']> {
    const [counts] = await this.dataSource.query<Array<AdminReservationList['counts']>>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = ANY($1))::int AS pending,
              count(*) FILTER (WHERE status = 'blocked')::int AS blocked,
              count(*) FILTER (WHERE status = 'expired')::int AS expired,
              count(*) FILTER (WHERE status = 'converted')::int AS converted,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
       FROM unit_reservations`,
      [UNPAID],
    );
    return counts;
  }

  // Holds: one investor's requests one at a time, new unpaid holds counted one at a time.

  lockInvestorHolds(investorId: string, manager: EntityManager): Promise<void> {
    return lockForTransaction(manager, `unit-holds:${investorId}`);
  }

  lockNewUnpaidHolds(manager: EntityManager): Promise<void> {
    return lockForTransaction(manager, 'unit-holds:new-unpaid');
  }

  /** The investor's own unpaid hold of this unit, locked. */
  lockOwnUnpaidHold(investorId: string, unitCode: string, manager: EntityManager): Promise<UnitReservationEntity | null> {
    return this.rows(manager).findOne({ where: { investorId, unitCode, status: In(UNPAID) }, lock: { mode: 'pessimistic_write' } });
  }

  countUnpaidOfInvestor(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return this.rows(manager).count({ where: { investorId, status: In(UNPAID) } });
  }

  /** Unpaid holds of everyone, or of one client IP. */
  async countUnpaid({ clientIp }: { clientIp?: string }, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await manager.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM unit_reservations WHERE status = ANY($1) ${clientIp === undefined ? '' : 'AND client_ip = $2'}`,
      clientIp === undefined ? [UNPAID] : [UNPAID, clientIp],
    );
    return count;
  }

  /** The hold asked again: the latest plan, and for a block its status, reference and longer expiry. */
  async renewHold(id: string, changes: Partial<NewHold>, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.rows(manager).update(id, { ...changes, updatedAt: now });
  }

  /** Writes a new hold; the partial unique index on live holds refuses a second one for the unit. */
  insertHold(hold: NewHold, now: Date, manager: EntityManager = this.dataSource.manager): Promise<UnitReservationEntity> {
    const rows = this.rows(manager);
    return rows.save(rows.create({ ...hold, createdAt: now, updatedAt: now }));
  }

  // Moves of a hold with its unit.

  /**
   * The deposit is paid: the unit is reserved from `unitFrom` and the reservation becomes active for
   * the hold days. False (nothing written) when the unit was not in `unitFrom`.
   */
  async activate(reservation: UnitReservationEntity, deposit: DepositRecord, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const { now } = deposit;
    const moved = await this.units.move(manager, reservation.unitCode, [deposit.unitFrom], 'reserved', now);
    if (!moved && !deposit.unitMayNotMove) return false;
    await this.rows(manager).update(reservation.id, {
      status: reservationStatusAfter('payByCard'),
      depositMethod: deposit.method,
      depositPaidAt: deposit.paidAt,
      holdExpiresAt: holdExpiresAt(now, deposit.holdDays),
      expiresAt: null,
      closedAt: null,
      updatedAt: now,
    });
    return true;
  }

  /** A confirmed deposit undone: a block awaiting its transfer again until `expiresAt`, its unit blocked again. */
  async undoDeposit(reservation: UnitReservationEntity, expiresAt: Date, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.units.move(manager, reservation.unitCode, ['reserved'], 'blocked', now);
    await this.rows(manager).update(reservation.id, {
      status: reservationStatusAfter('undoDeposit'),
      depositPaidAt: null,
      holdExpiresAt: null,
      expiresAt,
      updatedAt: now,
    });
  }

  /** The reservation becomes a sale and the unit is sold; false when the unit is not reserved. */
  async convert(reservation: UnitReservationEntity, now: Date, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!(await this.units.move(manager, reservation.unitCode, ['reserved'], 'sold', now))) return false;
    await this.rows(manager).update(reservation.id, { status: reservationStatusAfter('convert'), convertedAt: now, updatedAt: now });
    return true;
  }

  /** An unpaid hold ends (expired or cancelled), its unit is free again, and the move is audited. */
  async closeUnpaidHold(
    reservation: UnitReservationEntity, move: 'expire' | 'cancel', now: Date, context: AuditContext, manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const status = reservationStatusAfter(move);
    await this.rows(manager).update(reservation.id, { status, closedAt: now, updatedAt: now });
    await this.units.move(manager, reservation.unitCode, ['blocked'], 'available', now);
    await this.auditMove(context, reservation, `unit_reservation.${status}`, { status, unitCode: reservation.unitCode }, manager);
  }

  /** The audit entry of a reservation's move: its status before, and what it is after. */
  async auditMove(
    context: AuditContext, reservation: UnitReservationEntity, action: string, after: Record<string, unknown>, manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await this.audit.record(manager, context, { action, entityType: 'unit_reservation', entityId: reservation.id, before: { status: reservation.status }, after });
  }

  /** A paid hold that is refunded: cancelled, and its unit back on sale. */
  async releaseRefunded(reservation: UnitReservationEntity, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.rows(manager).update(reservation.id, { status: reservationStatusAfter('refund'), closedAt: now, updatedAt: now });
    await this.units.move(manager, reservation.unitCode, ['reserved'], 'available', now);
  }

  async recordRefundStatus(id: string, refundStatus: RefundStatus, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.rows(manager).update(id, { refundStatus, updatedAt: now });
  }

  /** A card deposit that came after its unit was gone: recorded, and its refund pending. */
  async recordLateDeposit(id: string, paidAt: Date, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.rows(manager).update(id, { depositMethod: 'card', depositPaidAt: paidAt, refundStatus: 'pending', updatedAt: now });
  }

  // Expiry sweep.

  /** One sweeping instance at a time across replicas; false when another holds the lock. */
  async tryLockExpirySweep(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = await manager.query<Array<{ locked: boolean }>>(
      "SELECT pg_try_advisory_xact_lock(hashtext('reservations:expiry-sweep')) AS locked",
    );
    return locked;
  }

  /** Unpaid holds past their time, oldest first. */
  async dueForExpiry(now: Date, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.query<Array<{ id: string }>>(
      'SELECT id FROM unit_reservations WHERE status = ANY($1) AND expires_at <= $2 ORDER BY expires_at LIMIT $3',
      [UNPAID, now, EXPIRY_BATCH],
    );
    return rows.map((row) => row.id);
  }
}
