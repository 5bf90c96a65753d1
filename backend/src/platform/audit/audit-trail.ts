import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

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

/** Writes audit entries inside the caller's transaction, so a change and its record commit together. */
@Injectable()
export class AuditTrail {
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
}
