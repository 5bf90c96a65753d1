import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEntry } from '@cdm/contracts';
import { DataSource, EntityManager } from 'typeorm';

export type Actor =
  | { type: 'staff'; id: string; name: string }
  | { type: 'investor'; id: string; name: string }
  | { type: 'system'; id: null; name: string };

/** Who asked for a state change, and through which request; every command that audits takes one. */
export type AuditContext = { actor: Actor; requestId: string | null };

export const SYSTEM_CONTEXT: AuditContext = { actor: { type: 'system', id: null, name: 'Sistema' }, requestId: null };

export type AuditRecord = {
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

/** An audit entry as stored, with the count of every entry the page's filter matches. */
export type AuditRow = {
  id: string;
  actor_type: AuditEntry['actorType'];
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: Date;
  total: string;
};

/**
 * Writes audit entries inside the caller's transaction, so a change and its record commit together;
 * reads them back for staff.
 */
@Injectable()
export class AuditTrail {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, context: AuditContext, entry: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_type, actor_id, actor_name, action, entity_type, entity_id, before, after, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        context.actor.type,
        context.actor.id,
        context.actor.name,
        entry.action,
        entry.entityType,
        entry.entityId,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
        context.requestId,
      ],
    );
  }

  /** One page of entries, newest first, of one action and entity type, or all. */
  page({ page, pageSize, action, entityType }: { page: number; pageSize: number; action?: string; entityType?: string }): Promise<AuditRow[]> {
    return this.dataSource.query(
      `SELECT *, count(*) OVER () AS total FROM audit_log
       WHERE ($1::text IS NULL OR action = $1) AND ($2::text IS NULL OR entity_type = $2)
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [action ?? null, entityType ?? null, pageSize, (page - 1) * pageSize],
    );
  }

  /** Every action and entity type the log holds, for the staff's filters. */
  async filters(): Promise<{ actions: string[]; entityTypes: string[] }> {
    const [filters] = await this.dataSource.query<Array<{ actions: string[]; entityTypes: string[] }>>(
      `SELECT coalesce(array_agg(DISTINCT action), '{}') AS actions, coalesce(array_agg(DISTINCT entity_type), '{}') AS "entityTypes" FROM audit_log`,
    );
    return filters;
  }
}
