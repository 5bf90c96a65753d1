import { Injectable } from '@nestjs/common';
import type { UnitStatus } from '@cdm/contracts';
import { TransactionalRepository } from '../../platform/database';

export type UnitChangeRow = { version: number; unitCode: string; previousStatus: UnitStatus | null; status: UnitStatus };

/** Runs one statement: the app's pool by default, or the live stream's own listening connection. */
export type StatementReader = <T>(sql: string, parameters: unknown[]) => Promise<T[]>;

/** Rows kept at least: a day, and never fewer than the newest 10,000 changes. */
const KEEP_HOURS = 24;
const KEEP_VERSIONS = 10_000;

/**
 * The inventory's change log (`unit_changes`, written by triggers in the transaction of each change;
 * migration 1765800000000) and its counter (`unit_change_version`): what the live stream reads.
 */
@Injectable()
export class UnitChangeRepository extends TransactionalRepository {
  private readonly pooled: StatementReader = (sql, parameters) => this.dataSource.query(sql, parameters);

  /** The version of the newest committed change (0 before any). */
  async latestVersion(read: StatementReader = this.pooled): Promise<number> {
    const [row] = await read<{ version: string }>('SELECT version FROM unit_change_version', []);
    return Number(row.version);
  }

  /** The oldest change still kept (null when none is); older ones can no longer be replayed. */
  async oldestKeptVersion(read: StatementReader = this.pooled): Promise<number | null> {
    const [row] = await read<{ version: string | null }>('SELECT min(version) AS version FROM unit_changes', []);
    return row.version === null ? null : Number(row.version);
  }

  /** Changes after `version`, oldest first, at most `limit`. */
  async changesAfter(version: number, limit: number, read: StatementReader = this.pooled): Promise<UnitChangeRow[]> {
    const rows = await read<{ version: string; unit_code: string; previous_status: UnitStatus | null; status: UnitStatus }>(
      'SELECT version, unit_code, previous_status, status FROM unit_changes WHERE version > $1 ORDER BY version LIMIT $2',
      [version, limit],
    );
    return rows.map((row) => ({ version: Number(row.version), unitCode: row.unit_code, previousStatus: row.previous_status, status: row.status }));
  }

  /** Forgets changes both older than a day and behind the newest 10,000 (a reconnect from before them gets a snapshot). */
  async prune(read: StatementReader = this.pooled): Promise<void> {
    await read(
      `DELETE FROM unit_changes
       WHERE version <= (SELECT version FROM unit_change_version) - $1 AND recorded_at < now() - make_interval(hours => $2)`,
      [KEEP_VERSIONS, KEEP_HOURS],
    );
  }
}
