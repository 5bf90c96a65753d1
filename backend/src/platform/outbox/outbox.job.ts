/** One queue for every durable event; the job carries the outbox row (ids only), its id is `outbox-<row id>`. */
export const OUTBOX_QUEUE = 'outbox';

export type OutboxJob = { outboxId: string; type: string; payload: Record<string, unknown> };

export const outboxJobId = (outboxId: string) => `outbox-${outboxId}`;
