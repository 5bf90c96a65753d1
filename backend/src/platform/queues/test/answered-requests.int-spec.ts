import { randomBytes } from 'node:crypto';
import { RedisClient } from '../../redis/redis.module';
import { eventually } from '../../../../test-support/eventually';
import { SmtpListener } from '../../../../test-support/smtp-listener';
import { startTestApp, TestApp } from '../../../../test-support/test-app';

/** The sum of every second's shared count of answered requests under `prefix`, and the keys' lifetimes. */
async function answeredCounts(redis: RedisClient, prefix: string): Promise<{ total: number; ttls: number[] }> {
  const keys = await redis.connection.keys(`${prefix}:pace:answered:*`);
  const values = await Promise.all(keys.map((key) => redis.connection.get(key)));
  const ttls = await Promise.all(keys.map((key) => redis.connection.ttl(key)));
  return { total: values.reduce((sum, value) => sum + Number(value ?? 0), 0), ttls };
}

describe('answered requests are counted in Redis, shared by every API replica (the pace of background work reads them)', () => {
  let smtp: SmtpListener;
  let first: TestApp;
  let second: TestApp;
  const prefix = `${process.env.REDIS_PREFIX}-pace-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    const env = { SMTP_URL: smtp.url, REDIS_PREFIX: prefix, APP_ROLE: 'api' };
    first = await startTestApp(env);
    second = await startTestApp(env);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.stop();
  });

  it('adds what each replica answered to the same per-second counts, which expire by themselves', async () => {
    const redis = first.app.get(RedisClient);
    const before = (await answeredCounts(redis, prefix)).total;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => fetch(`${(index % 2 ? second : first).baseUrl}/api/units`).then((response) => response.status)),
    );
    expect(answers).toEqual(Array.from({ length: 24 }, () => 200));

    await eventually(async () => {
      const { total, ttls } = await answeredCounts(redis, prefix);
      expect(total - before).toBeGreaterThanOrEqual(24);
      for (const ttl of ttls) expect(ttl).toBeGreaterThan(0);
    });
  });
});
