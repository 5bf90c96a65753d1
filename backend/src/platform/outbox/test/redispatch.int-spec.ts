import { randomBytes } from 'node:crypto';
import { createMigrationDataSource } from '../../database';
import { redispatchRecentOutbox } from '../redispatch';

describe('relaying again what was relayed just before a dump (restore onto an empty Redis)', () => {
  const db = createMigrationDataSource(process.env.DATABASE_URL as string);
  const prefix = `redispatch-${randomBytes(3).toString('hex')}`;
  const other = `${prefix}-otro`;

  beforeAll(() => db.initialize());
  afterAll(() => db.destroy());

  it('puts back the rows relayed within the window before the newest relay of the deployment, and no others', async () => {
    const insert = (queuePrefix: string, dispatchedAt: string | null) =>
      db.query(`INSERT INTO outbox (type, payload, queue_prefix, dispatched_at) VALUES ('test.restore', '{}', $1, $2::timestamptz) RETURNING id`, [queuePrefix, dispatchedAt]);
    // A dump taken on 2026-11-20 at about 10:00: its newest relay, 30 and 90 minutes before it, one still to relay.
    const [[newest], [recent], [old], [pending]] = await Promise.all([
      insert(prefix, '2026-11-20T10:00:00Z'),
      insert(prefix, '2026-11-20T09:30:00Z'),
      insert(prefix, '2026-11-20T08:30:00Z'),
      insert(prefix, null),
    ]);
    const [[otherDeployment]] = await Promise.all([insert(other, '2026-11-20T09:59:00Z')]);

    expect(await redispatchRecentOutbox(db, prefix, 60)).toBe(2);
    const rows = (await db.query('SELECT id, dispatched_at FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY id', [
      [newest.id, recent.id, old.id, pending.id, otherDeployment.id],
    ])) as Array<{ id: string; dispatched_at: Date | null }>;
    const dispatched = Object.fromEntries(rows.map((row) => [row.id, row.dispatched_at !== null]));
    expect(dispatched).toEqual({ [newest.id]: false, [recent.id]: false, [old.id]: true, [pending.id]: false, [otherDeployment.id]: true });
  });
});
