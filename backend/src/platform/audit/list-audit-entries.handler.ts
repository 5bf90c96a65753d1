import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditEntry, Page } from '@cdm/contracts';
import { ListAuditEntriesQuery } from './list-audit-entries.query';

export type AuditEntryPage = Page<AuditEntry> & { filters: { actions: string[]; entityTypes: string[] } };

type AuditRow = {
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

@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery, AuditEntryPage> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ page, pageSize, action, entityType }: ListAuditEntriesQuery): Promise<AuditEntryPage> {
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT *, count(*) OVER () AS total FROM audit_log
       WHERE ($1::text IS NULL OR action = $1) AND ($2::text IS NULL OR entity_type = $2)
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [action ?? null, entityType ?? null, pageSize, (page - 1) * pageSize],
    );
    const [filters] = await this.dataSource.query(
      `SELECT coalesce(array_agg(DISTINCT action), '{}') AS actions, coalesce(array_agg(DISTINCT entity_type), '{}') AS "entityTypes" FROM audit_log`,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        actorType: row.actor_type,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        before: row.before,
        after: row.after,
        requestId: row.request_id,
        createdAt: row.created_at.toISOString(),
      })),
      total: rows.length ? Number(rows[0].total) : 0,
      page,
      pageSize,
      filters: { actions: filters.actions.sort(), entityTypes: filters.entityTypes.sort() },
    };
  }
}
