import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { eventually } from '../../../../test-support/eventually';
import { startTestWorker, type TestWorker } from '../../../../test-support/test-app';
import { OutboxRelay } from '../../outbox';
import { RedisClient } from '../../redis/redis.module';
import { ProcessHealth, type ProcessHealthReport } from '../process-health';

const health = async (worker: TestWorker) => {
  const response = await fetch(`${worker.opsUrl}/health`);
  return { status: response.status, report: (await response.json()) as ProcessHealthReport };
};

describe("a worker's health (GET /health on its internal listener)", () => {
  let worker: TestWorker;

  beforeEach(async () => {
    worker = await startTestWorker({ HEALTH_OUTBOX_MAX_AGE_SECONDS: '60' });
  });

  afterEach(async () => {
    await worker?.close();
  });

  it('is ok while PostgreSQL and Redis answer, every consumer runs and the outbox keeps up', async () => {
    // The consumers start with the process; the probe waits for them as a container's start period does.
    const { status, report } = await eventually(async () => {
      const answer = await health(worker);
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(status).toBe(200);
    expect(report).toMatchObject({ status: 'ok', role: 'worker', checks: { database: 'ok', redis: 'ok', consumers: 'ok', outbox: 'ok' }, stoppedConsumers: [] });
    const consumers = worker.context.get(ProcessHealth).consumers().map((consumer) => consumer.queue).sort();
    expect(consumers).toEqual(['email', 'outbox', 'reservation-expiry']);
  });

  it('fails when a queue consumer is stopped while the process lives on, naming its queue', async () => {
    await eventually(async () => expect((await health(worker)).status).toBe(200));
    const email = worker.context.get(ProcessHealth).consumers().find((consumer) => consumer.queue === 'email');
    await email?.host.worker.close();

    const { status, report } = await health(worker);
    expect(status).toBe(503);
    expect(report).toMatchObject({ status: 'down', checks: { database: 'ok', redis: 'ok', consumers: 'down', outbox: 'ok' }, stoppedConsumers: ['email'] });
  });

  it('fails when the outbox is stuck: a row older than the bound is still to relay; recovers once it is relayed', async () => {
    await eventually(async () => expect((await health(worker)).status).toBe(200));
    // The relay stops moving rows (as when it cannot reach the queue), and a row waits 10 minutes.
    const relay = worker.context.get(OutboxRelay);
    await relay.onApplicationShutdown();
    await worker.db.query(`INSERT INTO outbox (type, payload, queue_prefix, created_at) VALUES ('test.stuck', '{}', $1, now() - interval '10 minutes')`, [worker.prefix]);

    const stuck = await health(worker);
    expect(stuck.status).toBe(503);
    expect(stuck.report).toMatchObject({ status: 'down', checks: { consumers: 'ok', outbox: 'down' } });
    expect(stuck.report.outboxOldestAgeSeconds).toBeGreaterThanOrEqual(600);

    expect(await relay.drain()).toBe(1);
    const after = await health(worker);
    expect(after.status).toBe(200);
    expect(after.report.checks.outbox).toBe('ok');
  });

  it('fails when Redis or PostgreSQL does not answer', async () => {
    await eventually(async () => expect((await health(worker)).status).toBe(200));
    worker.context.get(RedisClient).connection.disconnect();
    expect((await health(worker)).report).toMatchObject({ status: 'down', checks: { database: 'ok', redis: 'down' } });

    await worker.context.get<DataSource>(getDataSourceToken()).destroy();
    const { status, report } = await health(worker);
    expect(status).toBe(503);
    expect(report.checks).toMatchObject({ database: 'down', redis: 'down', outbox: 'down' });
  });
});
