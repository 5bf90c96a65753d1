import { Injectable } from '@nestjs/common';
import type { MoneyAllocation, MoneySource, TargetMoney } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';

/** The owning context's word for what money pays (a reservation's deposit, a partner's plan, …). */
export type MoneyTargetKind = 'unit_reservation' | 'partner' | 'presentation_booking' | 'investor_application';
export type MoneyTarget = { kind: MoneyTargetKind; id: string };

export type MoneyEntryRecord = {
  id: string;
  target: MoneyTarget;
  allocation: MoneyAllocation;
  amountCentavos: number;
  source: MoneySource;
  sourceId: string;
  reversesId: string | null;
  reversedAt: Date | null;
  receivedOn: string;
  recordedAt: Date;
  recordedBy: string;
  recordedById: string | null;
  reason: string | null;
  note: string | null;
};

/** An entry to write: a receipt's share (positive), a reversal (negative, `reversesId`), or a move's new share. */
export type NewMoneyEntry = Omit<MoneyEntryRecord, 'id' | 'reversedAt'>;

type TargetRow = {
  owed_centavos: string;
  applied_centavos: string;
  waived_centavos: string;
  to_return_centavos: string;
  returned_centavos: string;
  closed_at: Date | null;
};

type EntryRow = {
  id: string;
  target_kind: MoneyTargetKind;
  target_id: string;
  allocation: MoneyAllocation;
  amount_centavos: string;
  source: MoneySource;
  source_id: string;
  reverses_id: string | null;
  reversed_at: Date | null;
  received_on: string;
  recorded_at: Date;
  recorded_by: string;
  recorded_by_id: string | null;
  reason: string | null;
  note: string | null;
};

const TARGET_COLUMNS = 'owed_centavos, applied_centavos, waived_centavos, to_return_centavos, returned_centavos, closed_at';
const ENTRY_COLUMNS = `id, target_kind, target_id, allocation, amount_centavos, source, source_id, reverses_id, reversed_at, received_on::text AS received_on,
  recorded_at, recorded_by, recorded_by_id, reason, note`;
// An entry that still counts: not a reversal, not reversed.
const LIVE = 'reverses_id IS NULL AND reversed_at IS NULL';

const toMoney = (row: TargetRow): TargetMoney => ({
  owedCentavos: Number(row.owed_centavos),
  appliedCentavos: Number(row.applied_centavos),
  waivedCentavos: Number(row.waived_centavos),
  toReturnCentavos: Number(row.to_return_centavos),
  returnedCentavos: Number(row.returned_centavos),
  open: row.closed_at === null,
});

const toEntry = (row: EntryRow): MoneyEntryRecord => ({
  id: row.id,
  target: { kind: row.target_kind, id: row.target_id },
  allocation: row.allocation,
  amountCentavos: Number(row.amount_centavos),
  source: row.source,
  sourceId: row.source_id,
  reversesId: row.reverses_id,
  reversedAt: row.reversed_at,
  receivedOn: row.received_on,
  recordedAt: row.recorded_at,
  recordedBy: row.recorded_by,
  recordedById: row.recorded_by_id,
  reason: row.reason,
  note: row.note,
});

/**
 * The ledger's SQL. The sums of `money_targets` and `money_sources` are kept by the database's trigger
 * on every entry, and their CHECKs refuse a deposit applied beyond its amount or a source allocated twice.
 */
@Injectable()
export class MoneyLedgerRepository extends TransactionalRepository {
  async ensureTarget(target: MoneyTarget, owedCentavos: number, label: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      'INSERT INTO money_targets (kind, id, label, owed_centavos, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (kind, id) DO NOTHING',
      [target.kind, target.id, label, owedCentavos, now],
    );
  }

  /** Each target's label (what staff read beside money to return). */
  async labels(targets: MoneyTarget[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (targets.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT kind || ':' || id AS key, label FROM money_targets WHERE (kind, id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`,
      [targets.map((target) => target.kind), targets.map((target) => target.id)],
    )) as Array<{ key: string; label: string }>;
    return new Map(rows.map((row) => [row.key, row.label]));
  }

  /** The target's money, locked for the rest of the transaction (writers of one target take turns). */
  async lockTarget(target: MoneyTarget, manager: EntityManager): Promise<TargetMoney | null> {
    const [row] = (await manager.query(`SELECT ${TARGET_COLUMNS} FROM money_targets WHERE kind = $1 AND id = $2 FOR UPDATE`, [target.kind, target.id])) as TargetRow[];
    return row ? toMoney(row) : null;
  }

  /** Many targets locked at once, in key order (two uploads locking the same blocks never deadlock). */
  async lockTargets(targets: MoneyTarget[], manager: EntityManager): Promise<Map<string, TargetMoney>> {
    if (targets.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT kind, id::text AS id, ${TARGET_COLUMNS} FROM money_targets
       WHERE (kind, id) IN (SELECT * FROM unnest($1::text[], $2::uuid[])) ORDER BY kind, id FOR UPDATE`,
      [targets.map((target) => target.kind), targets.map((target) => target.id)],
    )) as Array<TargetRow & { kind: string; id: string }>;
    return new Map(rows.map((row) => [`${row.kind}:${row.id}`, toMoney(row)]));
  }

  async findTarget(target: MoneyTarget, manager: EntityManager = this.dataSource.manager): Promise<TargetMoney | null> {
    const [row] = (await manager.query(`SELECT ${TARGET_COLUMNS} FROM money_targets WHERE kind = $1 AND id = $2`, [target.kind, target.id])) as TargetRow[];
    return row ? toMoney(row) : null;
  }

  async findTargets(kind: MoneyTargetKind, ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, TargetMoney>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(`SELECT id::text AS id, ${TARGET_COLUMNS} FROM money_targets WHERE kind = $1 AND id = ANY($2::uuid[])`, [kind, ids])) as Array<
      TargetRow & { id: string }
    >;
    return new Map(rows.map((row) => [row.id, toMoney(row)]));
  }

  async setClosed(target: MoneyTarget, closedAt: Date | null, now: Date, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE money_targets SET closed_at = $3, updated_at = $4 WHERE kind = $1 AND id = $2', [target.kind, target.id, closedAt, now]);
  }

  async addWaived(target: MoneyTarget, centavos: number, now: Date, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE money_targets SET waived_centavos = waived_centavos + $3, updated_at = $4 WHERE kind = $1 AND id = $2', [target.kind, target.id, centavos, now]);
  }

  /** Registers pieces of money that came in (their amount, once); a source already known keeps its amount. */
  async ensureSources(sources: Array<{ source: MoneySource; id: string; amountCentavos: number }>, now: Date, manager: EntityManager): Promise<void> {
    if (sources.length === 0) return;
    await manager.query(
      `INSERT INTO money_sources (source, id, amount_centavos, created_at)
       SELECT s, i, a, $4 FROM unnest($1::text[], $2::uuid[], $3::bigint[]) AS t(s, i, a)
       ON CONFLICT (source, id) DO NOTHING`,
      [sources.map((item) => item.source), sources.map((item) => item.id), sources.map((item) => item.amountCentavos), now],
    );
  }

  /** What of a source is still unallocated (its amount less what its live entries hold), locked. */
  async lockSourceRemainder(source: MoneySource, id: string, manager: EntityManager): Promise<number | null> {
    const [row] = (await manager.query('SELECT amount_centavos - allocated_centavos AS remainder FROM money_sources WHERE source = $1 AND id = $2 FOR UPDATE', [
      source,
      id,
    ])) as Array<{ remainder: string }>;
    return row ? Number(row.remainder) : null;
  }

  async insertEntries(entries: NewMoneyEntry[], manager: EntityManager): Promise<void> {
    if (entries.length === 0) return;
    const column = <T>(pick: (entry: NewMoneyEntry) => T) => entries.map(pick);
    await manager.query(
      `INSERT INTO money_entries (target_kind, target_id, allocation, amount_centavos, source, source_id, reverses_id, received_on, recorded_at,
         recorded_by, recorded_by_id, reason, note)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::uuid[], $7::uuid[], $8::date[], $9::timestamptz[],
         $10::text[], $11::uuid[], $12::text[], $13::text[])`,
      [
        column((entry) => entry.target.kind),
        column((entry) => entry.target.id),
        column((entry) => entry.allocation),
        column((entry) => entry.amountCentavos),
        column((entry) => entry.source),
        column((entry) => entry.sourceId),
        column((entry) => entry.reversesId),
        column((entry) => entry.receivedOn),
        column((entry) => entry.recordedAt),
        column((entry) => entry.recordedBy),
        column((entry) => entry.recordedById),
        column((entry) => entry.reason),
        column((entry) => entry.note),
      ],
    );
  }

  async liveEntriesOfSource(source: MoneySource, sourceId: string, manager: EntityManager = this.dataSource.manager): Promise<MoneyEntryRecord[]> {
    const rows = (await manager.query(`SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE source = $1 AND source_id = $2 AND ${LIVE} ORDER BY recorded_at, id`, [source, sourceId])) as EntryRow[];
    return rows.map(toEntry);
  }

  /** The entries of a source that still count (locked: a second undo waits, then finds none). */
  async lockLiveEntriesOfSource(source: MoneySource, sourceId: string, manager: EntityManager): Promise<MoneyEntryRecord[]> {
    const rows = (await manager.query(`SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE source = $1 AND source_id = $2 AND ${LIVE} ORDER BY recorded_at, id FOR UPDATE`, [
      source,
      sourceId,
    ])) as EntryRow[];
    return rows.map(toEntry);
  }

  async lockLiveEntriesOfTarget(target: MoneyTarget, allocation: MoneyAllocation, manager: EntityManager): Promise<MoneyEntryRecord[]> {
    const rows = (await manager.query(
      `SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE target_kind = $1 AND target_id = $2 AND allocation = $3 AND ${LIVE} ORDER BY recorded_at, id FOR UPDATE`,
      [target.kind, target.id, allocation],
    )) as EntryRow[];
    return rows.map(toEntry);
  }

  async lockLiveEntry(id: string, manager: EntityManager): Promise<MoneyEntryRecord | null> {
    const [row] = (await manager.query(`SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE id = $1 AND ${LIVE} FOR UPDATE`, [id])) as EntryRow[];
    return row ? toEntry(row) : null;
  }

  /** Every entry of a target, reversals included, oldest first (what staff read behind a figure). */
  async entriesOf(target: MoneyTarget, manager: EntityManager = this.dataSource.manager): Promise<MoneyEntryRecord[]> {
    const rows = (await manager.query(`SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE target_kind = $1 AND target_id = $2 ORDER BY recorded_at, id`, [
      target.kind,
      target.id,
    ])) as EntryRow[];
    return rows.map(toEntry);
  }

  /** What each kind of source holds on a target under one allocation, reversals netted (how a deposit was paid; a card to return). */
  async bySource(target: MoneyTarget, allocation: MoneyAllocation, manager: EntityManager = this.dataSource.manager): Promise<Partial<Record<MoneySource, number>>> {
    const rows = (await manager.query(
      `SELECT source, sum(amount_centavos)::bigint AS total FROM money_entries
       WHERE target_kind = $1 AND target_id = $2 AND allocation = $3 GROUP BY source`,
      [target.kind, target.id, allocation],
    )) as Array<{ source: MoneySource; total: string }>;
    return Object.fromEntries(rows.filter((row) => Number(row.total) !== 0).map((row) => [row.source, Number(row.total)]));
  }

  /** Applied money and the last day something was applied, for many targets of one kind (a page of partners). */
  async appliedOfMany(kind: MoneyTargetKind, ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, { appliedCentavos: number; lastReceivedOn: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT t.id::text AS id, t.applied_centavos AS applied,
              (SELECT max(e.received_on)::text FROM money_entries e WHERE e.target_kind = t.kind AND e.target_id = t.id AND e.allocation = 'applied' AND e.reverses_id IS NULL AND e.reversed_at IS NULL) AS last
       FROM money_targets t WHERE t.kind = $1 AND t.id = ANY($2::uuid[])`,
      [kind, ids],
    )) as Array<{ id: string; applied: string; last: string | null }>;
    return new Map(rows.map((row) => [row.id, { appliedCentavos: Number(row.applied), lastReceivedOn: row.last }]));
  }

  /** Money applied to targets of one kind that was received between two days (from inclusive, to exclusive), reversals netted. */
  async appliedReceivedBetween(kind: MoneyTargetKind, from: string, to: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ total }] = (await manager.query(
      `SELECT coalesce(sum(amount_centavos), 0)::bigint AS total FROM money_entries
       WHERE target_kind = $1 AND allocation = 'applied' AND received_on >= $2::date AND received_on < $3::date`,
      [kind, from, to],
    )) as Array<{ total: string }>;
    return Number(total);
  }

  /** A page of the money to return (newest first), with the count and the total. */
  async toReturnPage(page: number, pageSize: number, manager: EntityManager = this.dataSource.manager): Promise<{ rows: MoneyEntryRecord[]; total: number; totalCentavos: number }> {
    const rows = (await manager.query(
      `SELECT ${ENTRY_COLUMNS} FROM money_entries WHERE allocation = 'to_return' AND ${LIVE} ORDER BY recorded_at DESC, id LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    )) as EntryRow[];
    const [{ total, sum }] = (await manager.query(
      `SELECT count(*)::int AS total, coalesce(sum(amount_centavos), 0)::bigint AS sum FROM money_entries WHERE allocation = 'to_return' AND ${LIVE}`,
    )) as Array<{ total: number; sum: string }>;
    return { rows: rows.map(toEntry), total, totalCentavos: Number(sum) };
  }
}
