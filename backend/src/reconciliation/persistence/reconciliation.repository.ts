import { Injectable } from '@nestjs/common';
import type { BankLineFilter, BankLineList, BankLineStatusValue, BankStatementSummary, CsvMapping, MatchReason, StatementFormat } from '@cdm/contracts';
import type { BankLineStatus } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import type { ParsedLine } from '../parsing/statement-line';

export type BankAccountRecord = { id: string; accountNumber: string; csvMapping: CsvMapping | null };

export type LineTarget = { kind: 'reservation' | 'partner'; id: string; reference: string; name: string };

/** A line ready to insert: its identity, what was read and what matching decided. */
export type NewBankLine = Omit<ParsedLine, 'raw'> & {
  lineKey: string;
  status: BankLineStatus;
  matchReason: MatchReason;
  target: LineTarget | null;
};

/** A statement line as its handlers read it. */
export type BankLineRecord = {
  id: string;
  statementId: string;
  bookedOn: string;
  amountCentavos: number;
  description: string;
  reference: string;
  trackingKey: string;
  payerName: string;
  status: BankLineStatusValue;
  matchReason: MatchReason;
  target: LineTarget | null;
  ignoreReason: string | null;
  undoReason: string | null;
  problem: string | null;
  appliedAt: Date | null;
  appliedBy: string | null;
  appliedById: string | null;
  appliedCentavos: number;
  toReturnCentavos: number;
};

type BankLineRow = {
  id: string;
  statement_id: string;
  booked_on: string;
  amount_centavos: string;
  description: string;
  reference: string;
  tracking_key: string;
  payer_name: string;
  status: BankLineStatusValue;
  match_reason: MatchReason;
  target_kind: 'reservation' | 'partner' | null;
  target_id: string | null;
  target_reference: string | null;
  target_name: string | null;
  ignore_reason: string | null;
  undo_reason: string | null;
  problem: string | null;
  applied_at: Date | null;
  applied_by: string | null;
  applied_by_id: string | null;
  applied_centavos: string;
  to_return_centavos: string;
};

const toLine = (row: BankLineRow): BankLineRecord => ({
  id: row.id,
  statementId: row.statement_id,
  bookedOn: row.booked_on,
  amountCentavos: Number(row.amount_centavos),
  description: row.description,
  reference: row.reference,
  trackingKey: row.tracking_key,
  payerName: row.payer_name,
  status: row.status,
  matchReason: row.match_reason,
  target: row.target_kind && row.target_id ? { kind: row.target_kind, id: row.target_id, reference: row.target_reference ?? '', name: row.target_name ?? '' } : null,
  ignoreReason: row.ignore_reason,
  undoReason: row.undo_reason,
  problem: row.problem,
  appliedAt: row.applied_at,
  appliedBy: row.applied_by,
  appliedById: row.applied_by_id,
  appliedCentavos: Number(row.applied_centavos),
  toReturnCentavos: Number(row.to_return_centavos),
});

const toAccount = (row: { id: string; account_number: string; csv_mapping: CsvMapping | null }): BankAccountRecord => ({
  id: row.id,
  accountNumber: row.account_number,
  csvMapping: row.csv_mapping,
});

const LINE_COLUMNS = `id, statement_id, booked_on::text AS booked_on, amount_centavos, description, reference, tracking_key, payer_name, status,
  match_reason, target_kind, target_id, target_reference, target_name, ignore_reason, undo_reason, problem, applied_at, applied_by, applied_by_id,
  applied_centavos, to_return_centavos`;

// A statement's summary: its lines by status, the money credited and the money applied.
const SUMMARY_SELECT = `SELECT s.id, a.account_number AS "accountNumber", s.format, s.file_name AS "fileName", s.uploaded_at AS "uploadedAt",
    s.uploaded_by AS "uploadedBy", s.line_count AS "lines", s.new_line_count AS "newLines", (s.line_count - s.new_line_count) AS "duplicateLines",
    count(l.id) FILTER (WHERE l.status = 'applied')::int AS matched,
    count(l.id) FILTER (WHERE l.status = 'suggested')::int AS suggested,
    count(l.id) FILTER (WHERE l.status = 'unmatched')::int AS unmatched,
    count(l.id) FILTER (WHERE l.status = 'ignored')::int AS ignored,
    count(l.id) FILTER (WHERE l.status = 'debit')::int AS debits,
    coalesce(sum(l.amount_centavos) FILTER (WHERE l.amount_centavos > 0), 0)::bigint AS "totalCreditedCentavos",
    coalesce(sum(l.applied_centavos) FILTER (WHERE l.status = 'applied'), 0)::bigint AS "totalAppliedCentavos",
    coalesce(sum(l.to_return_centavos) FILTER (WHERE l.status = 'applied'), 0)::bigint AS "totalToReturnCentavos"
  FROM bank_statements s JOIN bank_accounts a ON a.id = s.account_id LEFT JOIN bank_statement_lines l ON l.statement_id = s.id`;

type SummaryRow = Omit<BankStatementSummary, 'uploadedAt' | 'totalCreditedCentavos' | 'totalAppliedCentavos' | 'totalToReturnCentavos'> & {
  uploadedAt: Date;
  totalCreditedCentavos: string;
  totalAppliedCentavos: string;
  totalToReturnCentavos: string;
};

/** The reconciliation context's SQL: accounts, statements and their lines. */
@Injectable()
export class ReconciliationRepository extends TransactionalRepository {
  async findAccount(accountNumber: string, manager: EntityManager = this.dataSource.manager): Promise<BankAccountRecord | null> {
    const [row] = await manager.query('SELECT id, account_number, csv_mapping FROM bank_accounts WHERE account_number = $1', [accountNumber]);
    return row ? toAccount(row) : null;
  }

  async listAccounts(manager: EntityManager = this.dataSource.manager): Promise<BankAccountRecord[]> {
    const rows = await manager.query('SELECT id, account_number, csv_mapping FROM bank_accounts ORDER BY account_number');
    return rows.map(toAccount);
  }

  /** The account, created on its first statement or mapping. */
  async ensureAccount(accountNumber: string, manager: EntityManager = this.dataSource.manager): Promise<BankAccountRecord> {
    const [row] = await manager.query(
      `INSERT INTO bank_accounts (account_number) VALUES ($1)
       ON CONFLICT (account_number) DO UPDATE SET account_number = EXCLUDED.account_number
       RETURNING id, account_number, csv_mapping`,
      [accountNumber],
    );
    return toAccount(row);
  }

  async saveMapping(accountId: string, mapping: CsvMapping, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE bank_accounts SET csv_mapping = $2, updated_at = now() WHERE id = $1', [accountId, JSON.stringify(mapping)]);
  }

  async insertStatement(
    statement: { accountId: string; format: StatementFormat; fileName: string; sha256: string; uploadedBy: string; uploadedAt: Date },
    manager: EntityManager,
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO bank_statements (account_id, format, file_name, sha256, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [statement.accountId, statement.format, statement.fileName, statement.sha256, statement.uploadedBy, statement.uploadedAt],
    )) as Array<{ id: string }>;
    return id;
  }

  async setStatementCounts(statementId: string, lineCount: number, newLineCount: number, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE bank_statements SET line_count = $2, new_line_count = $3 WHERE id = $1', [statementId, lineCount, newLineCount]);
  }

  /**
   * Inserts a batch of lines; a line already known for the account (same identity) is skipped.
   * Returns the lines inserted now, with their ids, so only they are applied.
   */
  async insertLines(statementId: string, accountId: string, lines: NewBankLine[], now: Date, manager: EntityManager): Promise<Array<{ id: string; lineKey: string }>> {
    if (lines.length === 0) return [];
    const column = <T>(pick: (line: NewBankLine) => T) => lines.map(pick);
    return (await manager.query(
      `INSERT INTO bank_statement_lines (statement_id, account_id, line_key, booked_on, amount_centavos, description, reference, tracking_key, payer_name,
         status, match_reason, target_kind, target_id, target_reference, target_name, applied_at, applied_by, applied_centavos, created_at, updated_at)
       SELECT $1, $2, k, d, a, descr, ref, tk, payer, st, reason, tkind, tid, tref, tname,
              CASE WHEN st = 'applied' THEN $3::timestamptz END, CASE WHEN st = 'applied' THEN 'Conciliación automática' END,
              CASE WHEN st = 'applied' THEN a ELSE 0 END, $3, $3
       FROM unnest($4::text[], $5::date[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::uuid[], $15::text[], $16::text[])
         AS t(k, d, a, descr, ref, tk, payer, st, reason, tkind, tid, tref, tname)
       ON CONFLICT (account_id, line_key) DO NOTHING
       RETURNING id, line_key AS "lineKey"`,
      [
        statementId,
        accountId,
        now,
        column((line) => line.lineKey),
        column((line) => line.bookedOn),
        column((line) => line.amountCentavos),
        column((line) => line.description),
        column((line) => line.reference),
        column((line) => line.trackingKey),
        column((line) => line.payerName),
        column((line) => line.status),
        column((line) => line.matchReason),
        column((line) => line.target?.kind ?? null),
        column((line) => line.target?.id ?? null),
        column((line) => line.target?.reference ?? null),
        column((line) => line.target?.name ?? null),
      ],
    )) as Array<{ id: string; lineKey: string }>;
  }

  /** The line locked for the rest of the transaction: two staff applying it at once take turns, and the second sees it applied. */
  async lockLine(lineId: string, manager: EntityManager): Promise<BankLineRecord | null> {
    const [row] = (await manager.query(`SELECT ${LINE_COLUMNS} FROM bank_statement_lines WHERE id = $1 FOR UPDATE`, [lineId])) as BankLineRow[];
    return row ? toLine(row) : null;
  }

  async findLine(lineId: string, manager: EntityManager = this.dataSource.manager): Promise<BankLineRecord | null> {
    const [row] = (await manager.query(`SELECT ${LINE_COLUMNS} FROM bank_statement_lines WHERE id = $1`, [lineId])) as BankLineRow[];
    return row ? toLine(row) : null;
  }

  /** The line applied to its target: what it applied there and what it left to return (together, its amount). */
  async markApplied(
    lineId: string,
    change: { target: LineTarget; matchReason: MatchReason; by: { id: string | null; name: string }; appliedCentavos: number; toReturnCentavos: number; now: Date },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE bank_statement_lines SET status = 'applied', target_kind = $2, target_id = $3, target_reference = $4, target_name = $5, match_reason = $6,
         applied_at = $7, applied_by = $8, applied_by_id = $9, applied_centavos = $10, to_return_centavos = $11, ignore_reason = NULL, problem = NULL, updated_at = $7
       WHERE id = $1`,
      [lineId, change.target.kind, change.target.id, change.target.reference, change.target.name, change.matchReason, change.now, change.by.name, change.by.id, change.appliedCentavos, change.toReturnCentavos],
    );
  }

  /** Lines an upload matched whose money could not all be applied (their deposit was paid meanwhile): suggested to staff instead. */
  async markSuggestedInstead(lineIds: string[], now: Date, manager: EntityManager): Promise<void> {
    if (lineIds.length === 0) return;
    await manager.query(
      `UPDATE bank_statement_lines SET status = 'suggested', match_reason = 'target_paid', applied_at = NULL, applied_by = NULL, applied_centavos = 0, to_return_centavos = 0, updated_at = $2
       WHERE id = ANY($1::uuid[])`,
      [lineIds, now],
    );
  }

  async markIgnored(lineId: string, reason: string | null, status: BankLineStatus, now: Date, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE bank_statement_lines SET status = $2, ignore_reason = $3, updated_at = $4 WHERE id = $1', [lineId, status, reason, now]);
  }

  /** The line open again (undone by an admin, or its payment refused): no target, nothing applied. */
  async reopen(lineId: string, change: { undoReason?: string; problem?: string; now: Date }, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE bank_statement_lines SET status = 'unmatched', target_kind = NULL, target_id = NULL, target_reference = NULL, target_name = NULL,
         applied_at = NULL, applied_by = NULL, applied_by_id = NULL, applied_centavos = 0, to_return_centavos = 0, undo_reason = coalesce($2, undo_reason), problem = $3, updated_at = $4
       WHERE id = $1`,
      [lineId, change.undoReason ?? null, change.problem ?? null, change.now],
    );
  }

  async statementPage(page: number, pageSize: number, manager: EntityManager = this.dataSource.manager): Promise<{ rows: BankStatementSummary[]; total: number }> {
    const rows = (await manager.query(`${SUMMARY_SELECT} GROUP BY s.id, a.account_number ORDER BY s.uploaded_at DESC, s.id LIMIT $1 OFFSET $2`, [
      pageSize,
      (page - 1) * pageSize,
    ])) as SummaryRow[];
    const [{ total }] = (await manager.query('SELECT count(*)::int AS total FROM bank_statements')) as Array<{ total: number }>;
    return { rows: rows.map(toSummary), total };
  }

  async statementSummary(statementId: string, manager: EntityManager = this.dataSource.manager): Promise<BankStatementSummary | null> {
    const rows = (await manager.query(`${SUMMARY_SELECT} WHERE s.id = $1 GROUP BY s.id, a.account_number`, [statementId])) as SummaryRow[];
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async linePage(
    statementId: string,
    filter: BankLineFilter,
    page: number,
    pageSize: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ rows: BankLineRecord[]; total: number; counts: BankLineList['counts'] }> {
    const status = filter === 'all' ? null : filter;
    const rows = (await manager.query(
      `SELECT ${LINE_COLUMNS} FROM bank_statement_lines WHERE statement_id = $1 AND ($2::text IS NULL OR status = $2)
       ORDER BY booked_on, amount_centavos DESC, id LIMIT $3 OFFSET $4`,
      [statementId, status, pageSize, (page - 1) * pageSize],
    )) as BankLineRow[];
    const [counts] = (await manager.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'applied')::int AS applied, count(*) FILTER (WHERE status = 'suggested')::int AS suggested,
              count(*) FILTER (WHERE status = 'unmatched')::int AS unmatched, count(*) FILTER (WHERE status = 'ignored')::int AS ignored,
              count(*) FILTER (WHERE status = 'debit')::int AS debit
       FROM bank_statement_lines WHERE statement_id = $1`,
      [statementId],
    )) as Array<BankLineList['counts']>;
    return { rows: rows.map(toLine), total: status ? counts[status] : counts.total, counts };
  }

  /** The credits still to reconcile (unmatched and suggested), for the CSV export. */
  async unmatchedLines(statementId: string, manager: EntityManager = this.dataSource.manager): Promise<BankLineRecord[]> {
    const rows = (await manager.query(
      `SELECT ${LINE_COLUMNS} FROM bank_statement_lines WHERE statement_id = $1 AND status IN ('unmatched', 'suggested') ORDER BY booked_on, id`,
      [statementId],
    )) as BankLineRow[];
    return rows.map(toLine);
  }
}

function toSummary(row: SummaryRow): BankStatementSummary {
  return {
    ...row,
    uploadedAt: new Date(row.uploadedAt).toISOString(),
    totalCreditedCentavos: Number(row.totalCreditedCentavos),
    totalAppliedCentavos: Number(row.totalAppliedCentavos),
    totalToReturnCentavos: Number(row.totalToReturnCentavos),
  };
}
