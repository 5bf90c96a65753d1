// The transactional outbox and the scheduled runs' bookkeeping (no business words).
export { OutboxModule } from './outbox.module';
export { Outbox } from './outbox';
export { DurableEvent } from './durable-event';
export { ScheduledRuns } from './scheduled-runs';
export { OUTBOX_QUEUE, outboxJobId } from './outbox.job';
export { OutboxRelay } from './outbox-relay';
export { OutboxBacklog, type OutboxBacklogFigures } from './outbox-backlog';
export { OutboxProcessor } from './outbox.processor';
export { redispatchRecentOutbox } from './redispatch';
