import type { UnitChangeEvent, UnitSnapshotEvent, UnitView } from '@cdm/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { dropDatabase } from '../../platform/database';
import { RedisClient } from '../../platform/redis/redis.module';
import { eventually } from '../../../test-support/eventually';
import { EventStreamClient } from '../../../test-support/event-stream-client';
import { freshDatabase } from '../../../test-support/factories';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

const CAP = 4;

/**
 * GET /api/units/events on two replicas of the API sharing one database (of this file's own: it
 * changes units by hand) and one Redis prefix, as `docker compose --scale api=2` runs them.
 */
describe('the live unit stream', () => {
  let databaseUrl: string;
  let replicas: TestApp[] = [];
  const redisPrefix = `${process.env.REDIS_PREFIX}-events-${randomBytes(3).toString('hex')}`;
  const open: EventStreamClient[] = [];

  const env = () => ({
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    UNIT_EVENTS_HEARTBEAT_MS: '300',
    UNIT_EVENTS_MAX_STREAMS_PER_IP: String(CAP),
    UNIT_EVENTS_REPLAY_MAX: '40',
  });
  const stream = async (replica: TestApp, headers: Record<string, string> = {}) => {
    const client = await EventStreamClient.open(`${replica.baseUrl}/api/units/events`, headers);
    open.push(client);
    return client;
  };
  const latestVersion = async () => Number((await replicas[0].db.query('SELECT version FROM unit_change_version'))[0].version);
  const units = async (replica: TestApp) => (await (await fetch(`${replica.baseUrl}/api/units`)).json()) as UnitView[];
  const unitChanges = (client: EventStreamClient) => client.data<UnitChangeEvent>('unit');
  // The streams' places of 127.0.0.1 in Redis, as both replicas count them.
  const leaseKey = `${redisPrefix}:streams:unit-events:${createHash('sha256').update('127.0.0.1').digest('hex').slice(0, 32)}`;
  const placesTaken = async () => Number(await replicas[0].app.get(RedisClient).connection.zcard(leaseKey));

  beforeAll(async () => {
    databaseUrl = await freshDatabase('unit_events');
    replicas = [await startTestApp(env()), await startTestApp(env())];
  }, 60_000);

  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    // Every place is given back when its stream ends.
    await eventually(async () => {
      const taken = await placesTaken();
      if (taken !== 0) throw new Error(`${taken} places still taken`);
    });
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('opens with a snapshot equal to GET /api/units, its version as id, a retry hint and heartbeats, uncompressed', async () => {
    const client = await stream(replicas[0], { 'accept-encoding': 'br, gzip' });
    expect(client.status).toBe(200);
    expect(client.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.header('cache-control')).toBe('no-cache, no-transform');
    expect(client.header('x-accel-buffering')).toBe('no');
    expect(client.header('content-encoding')).toBeUndefined();
    const first = await client.waitFor((event) => event.event === 'snapshot');
    const snapshot = JSON.parse(first.data) as UnitSnapshotEvent;
    expect(first.id).toBe(String(snapshot.version));
    expect(snapshot.version).toBe(await latestVersion());
    expect(snapshot.units).toEqual(await units(replicas[0]));
    expect(client.retryMs).toBe(2_000);
    await eventually(() => expect(client.comments).toContain('ping'));
  });

  it('shows a change made anywhere on the streams of both replicas, once, with the unit as GET /api/units shows it', async () => {
    const [first, second] = [await stream(replicas[0]), await stream(replicas[1])];
    for (const client of [first, second]) await client.waitFor((event) => event.event === 'snapshot');
    const before = await latestVersion();

    // Written by neither replica's request path: by hand, as another process would.
    await replicas[0].db.query(`UPDATE units SET status = 'blocked' WHERE unit_code = 'B2P'`);
    for (const client of [first, second]) {
      const arrived = await client.waitFor((event) => event.id === String(before + 1));
      expect(arrived.event).toBe('unit');
      const change = JSON.parse(arrived.data) as UnitChangeEvent;
      expect(change).toEqual({ version: before + 1, unit: (await units(replicas[1])).find((unit) => unit.unitCode === 'B2P'), previousStatus: 'available' });
      expect(change.unit.status).toBe('blocked');
    }
    // An update that changes nothing a visitor sees is no change.
    await replicas[0].db.query(`UPDATE units SET status = 'blocked', updated_at = now() WHERE unit_code = 'B2P'`);
    await replicas[0].db.query(`UPDATE units SET status = 'available' WHERE unit_code = 'B2P'`);
    for (const client of [first, second]) {
      await client.waitFor((event) => event.id === String(before + 2));
      expect(unitChanges(client).map((change) => [change.version, change.unit.unitCode, change.previousStatus, change.unit.status])).toEqual([
        [before + 1, 'B2P', 'available', 'blocked'],
        [before + 2, 'B2P', 'blocked', 'available'],
      ]);
    }
  });

  it('replays what a reconnecting client missed from its Last-Event-ID, on either replica, or sends a fresh snapshot when it cannot', async () => {
    const first = await stream(replicas[0]);
    await first.waitFor((event) => event.event === 'snapshot');
    const seen = Number(first.lastId);
    first.close();
    for (const [code, status] of [['C1P', 'blocked'], ['C1M', 'reserved'], ['C1P', 'available']]) {
      await replicas[0].db.query('UPDATE units SET status = $2 WHERE unit_code = $1', [code, status]);
    }
    for (const replica of replicas) {
      const again = await stream(replica, { 'last-event-id': String(seen) });
      await again.waitFor((event) => event.id === String(seen + 3));
      expect(again.events.map((event) => [event.event, event.id])).toEqual([
        ['unit', String(seen + 1)],
        ['unit', String(seen + 2)],
        ['unit', String(seen + 3)],
      ]);
      expect(unitChanges(again).map((change) => `${change.unit.unitCode}:${change.previousStatus}→${change.unit.status}`)).toEqual([
        'C1P:available→blocked',
        'C1M:available→reserved',
        'C1P:blocked→available',
      ]);
      again.close();
    }
    // The query string does the same for a client that cannot set the header.
    const byQuery = await EventStreamClient.open(`${replicas[1].baseUrl}/api/units/events?lastEventId=${seen + 2}`);
    open.push(byQuery);
    expect((await byQuery.waitFor(() => true)).id).toBe(String(seen + 3));
    byQuery.close();

    // An id from another database (ahead of this one), garbage, or a gap longer than the replay bound (40): a snapshot.
    await replicas[0].db.query(`UPDATE units SET status = 'reserved' WHERE unit_code = 'C1M'`);
    const latest = await latestVersion();
    await replicas[0].db.query(`UPDATE product_types SET area_m2 = area_m2 + 1`);
    for (const lastEventId of [String(latest + 1_000), 'no-es-un-numero', String(seen)]) {
      const fresh = await stream(replicas[0], { 'last-event-id': lastEventId });
      const first = await fresh.waitFor(() => true);
      expect(first.event).toBe('snapshot');
      expect(JSON.parse(first.data)).toMatchObject({ version: latest + 60 });
      fresh.close();
    }
    // Changes the log no longer keeps cannot be replayed either.
    await replicas[0].db.query('DELETE FROM unit_changes WHERE version <= $1', [latest]);
    const late = await stream(replicas[1], { 'last-event-id': String(latest - 1) });
    expect((await late.waitFor(() => true)).event).toBe('snapshot');
    const current = await stream(replicas[1], { 'last-event-id': String(latest + 30) });
    await replicas[0].db.query(`UPDATE units SET status = 'available' WHERE unit_code = 'C1M'`);
    await current.waitFor((event) => event.id === String(latest + 61));
    expect(current.events.map((event) => Number(event.id))).toEqual(Array.from({ length: 31 }, (_, index) => latest + 31 + index));
  });

  it('refuses streams over the per-IP figure on every replica at once, and frees the place of a stream that ends', async () => {
    const attempts = await Promise.all(Array.from({ length: 40 }, (_, index) => stream(replicas[index % 2])));
    const opened = attempts.filter((client) => client.status === 200);
    const refused = attempts.filter((client) => client.status === 429);
    expect(opened).toHaveLength(CAP);
    expect(refused).toHaveLength(40 - CAP);
    await refused[0].waitForEnd();
    expect(JSON.parse(refused[0].text)).toEqual({
      code: 'too_many_streams',
      message: 'Hay demasiadas conexiones en vivo abiertas desde tu red. Cierra otras pestañas o espera un momento e inténtalo de nuevo.',
    });
    expect(refused[0].header('retry-after')).toBe('30');
    // Refused, not an outage: the site answers as before.
    expect((await fetch(`${replicas[0].baseUrl}/api/units`)).status).toBe(200);
    // Each place is a lease that ends by itself if its replica dies without giving it back.
    const ttl = Number(await replicas[0].app.get(RedisClient).connection.pttl(leaseKey));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);

    opened[0].close();
    await eventually(async () => expect(await placesTaken()).toBe(CAP - 1));
    expect((await stream(replicas[1])).status).toBe(200);
  });

  it('reads what it missed after its LISTEN connection to PostgreSQL is cut', async () => {
    const client = await stream(replicas[1]);
    await client.waitFor((event) => event.event === 'snapshot');
    const before = await latestVersion();
    await replicas[0].db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'listen:cdm_unit_changes' AND datname = current_database()`);
    await replicas[0].db.query(`UPDATE units SET status = 'sold' WHERE unit_code = 'D2M'`);
    await replicas[0].db.query(`UPDATE units SET status = 'available' WHERE unit_code = 'D2M'`);
    await client.waitFor((event) => event.id === String(before + 2));
    expect(unitChanges(client).map((change) => change.version)).toEqual([before + 1, before + 2]);
  });

  it('ends its streams when the app shuts down, so clients reconnect to another replica and miss nothing', async () => {
    const leaving = await startTestApp(env());
    const client = await EventStreamClient.open(`${leaving.baseUrl}/api/units/events`);
    await client.waitFor((event) => event.event === 'snapshot');
    await leaving.close();
    await client.waitForEnd();
    await replicas[0].db.query(`UPDATE units SET status = 'blocked' WHERE unit_code = 'E3P'`);
    const again = await stream(replicas[0], { 'last-event-id': client.lastId! });
    const change = JSON.parse((await again.waitFor(() => true)).data) as UnitChangeEvent;
    expect(change).toMatchObject({ version: Number(client.lastId) + 1, unit: { unitCode: 'E3P', status: 'blocked' }, previousStatus: 'available' });
  });
});
