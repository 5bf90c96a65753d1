import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditEntry, Page } from '@cdm/contracts';
import { AuditTrail } from './audit-trail';
import { ListAuditEntriesQuery } from './list-audit-entries.query';

export type AuditEntryPage = Page<AuditEntry> & { filters: { actions: string[]; entityTypes: string[] } };

@QueryHandler(ListAuditEntriesQuery)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntriesQuery, AuditEntryPage> {
  constructor(private readonly audit: AuditTrail) {}

  async execute({ page, pageSize, action, entityType }: ListAuditEntriesQuery): Promise<AuditEntryPage> {
    const rows = await this.audit.page({ page, pageSize, action, entityType });
    const filters = await this.audit.filters();
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
