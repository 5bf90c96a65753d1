import type { DataSource } from 'typeorm';
import { updateReturning } from '../database/update-returning';

/**
 * After a restore onto an empty Redis: the rows relayed in the last `minutes` before the newest
 * relay recorded in the database go back to "to relay", so that events whose jobs were still in
 * the lost queues at the time of the dump are handled (listeners are idempotent; a row handled
 * twice changes nothing). Counted from the database's newest relay, not from now: a restore runs
 * hours after its dump. Returns how many rows will be relayed again.
 */
export async function redispatchRecentOutbox(dataSource: DataSource, queuePrefix: string, minutes: number): Promise<number> {
  const rows = await updateReturning<{ id: string }>(
    dataSource.manager,
    `WITH newest AS (SELECT max(dispatched_at) AS at FROM outbox WHERE queue_prefix = $1)
     UPDATE outbox SET dispatched_at = NULL FROM newest
     WHERE outbox.queue_prefix = $1 AND outbox.dispatched_at >= newest.at - make_interval(mins => $2)
     RETURNING outbox.id`,
    [queuePrefix, minutes],
  );
  return rows.length;
}
