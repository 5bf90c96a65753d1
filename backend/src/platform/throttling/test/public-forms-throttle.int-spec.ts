import { createHash, randomBytes } from 'node:crypto';
import { AppConfig, PUBLIC_FORM_LIMIT_DEFAULTS } from '../../config';
import { RedisClient } from '../../redis/redis.module';
import { eventually } from '../../../../test-support/eventually';
import { informationRequestBody as informationRequest, settle } from '../../../../test-support/fixtures';
import { defaultLimitsEnv } from '../../../../test-support/limits-env';
import { SmtpListener } from '../../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../../test-support/test-app';


describe('public forms are throttled per IP (real default figures)', () => {
  const perMinute = PUBLIC_FORM_LIMIT_DEFAULTS['information-request'].perMinute;
  let smtp: SmtpListener;
  let testApp: TestApp;
  let replica: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    // Two API replicas on one Redis prefix: the limits are counted in Redis, not per process.
    const prefix = `${process.env.REDIS_PREFIX}-throttle-${randomBytes(3).toString('hex')}`;
    const env = { ...defaultLimitsEnv(), SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'ventas.throttle@cdm.test', REDIS_PREFIX: prefix };
    testApp = await startTestApp(env);
    replica = await startTestApp({ ...env, APP_ROLE: 'api' });
  });

  afterAll(async () => {
    await replica?.close();
    await testApp?.close();
    await smtp?.stop();
  });

  it('accepts the figure of 60 information requests sent at once, refuses the rest with 429 in Spanish, and sends no more emails', async () => {
    const run = randomBytes(3).toString('hex');
    const emails = Array.from({ length: 60 }, (_, index) => `burst.${run}.${index}@example.mx`);
    const responses = await Promise.all(
      emails.map((email, index) => postJson(index % 2 ? replica.baseUrl : testApp.baseUrl, '/api/information-request', informationRequest(email))),
    );

    const accepted = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 429);
    expect(accepted).toHaveLength(perMinute);
    expect(refused).toHaveLength(60 - perMinute);
    for (const response of refused) {
      expect(response.json).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Recibimos demasiadas solicitudes desde tu conexión\. Espera \d+ (segundos?|minutos?) e inténtalo de nuevo\.$/) });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }

    const [{ count }] = await testApp.db.query('SELECT count(*)::int AS count FROM information_requests WHERE email_normalized LIKE $1', [`burst.${run}.%`]);
    expect(count).toBe(perMinute);
    // The accepted requests' emails arrive; then, after time for anything more, nothing else has.
    const acknowledgements = () => smtp.received.filter((email) => email.to.some((address) => address.startsWith(`burst.${run}.`)));
    await eventually(() => expect(acknowledgements()).toHaveLength(perMinute));
    await eventually(() => expect(smtp.to('ventas.throttle@cdm.test')).toHaveLength(perMinute));
    await settle(2000);
    expect(acknowledgements()).toHaveLength(perMinute);
    expect(smtp.to('ventas.throttle@cdm.test')).toHaveLength(perMinute);
  });

  it('counts each form apart and never throttles health or the public reads', async () => {
    const check = await postJson(testApp.baseUrl, '/api/validate-referral-code', { code: 'CDM-DEMO-SOCIO' });
    expect(check.status).toBe(200);

    const reads = await Promise.all(
      Array.from({ length: 30 }, (_, index) => fetch(`${testApp.baseUrl}${index % 2 ? '/api/health' : '/api/units'}`)),
    );
    expect(reads.map((response) => response.status)).toEqual(Array(30).fill(200));
  });

  it('throttles the referral-code check at its own figure', async () => {
    const limit = PUBLIC_FORM_LIMIT_DEFAULTS['referral-code-check'].perMinute;
    // One check was made by the test above, on the same IP and Redis.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postJson(replica.baseUrl, '/api/validate-referral-code', { code: 'CDM-NO-EXISTE' })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(limit - 1);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(20 - (limit - 1));
  });
});

describe("a form's day window", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      ...defaultLimitsEnv(),
      THROTTLE_REFERRAL_CODE_CHECK_PER_MINUTE: '3',
      THROTTLE_REFERRAL_CODE_CHECK_PER_DAY: '5',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-day-${randomBytes(3).toString('hex')}`,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const check = () => postJson(testApp.baseUrl, '/api/validate-referral-code', { code: 'CDM-NO-EXISTE' });

  it('does not count a request refused for the minute against the day, and refuses for hours once the day is spent', async () => {
    // 3 pass the minute, 7 are refused for the minute (they must not spend the day's 5).
    const burst = await Promise.all(Array.from({ length: 10 }, check));
    expect(burst.filter((response) => response.status === 200)).toHaveLength(3);
    const refusedForTheMinute = burst.filter((response) => response.status === 429);
    expect(refusedForTheMinute).toHaveLength(7);
    expect(Number(refusedForTheMinute[0]?.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // A new minute: the day still has 2 of its 5, then it refuses with the day's wait.
    const redis = testApp.app.get(RedisClient).connection;
    const [minuteKey] = await redis.keys(`${testApp.app.get(AppConfig).redisPrefix}:throttle:referral-code-check:perMinute:*`);
    expect(minuteKey).toBeDefined();
    await redis.del(minuteKey as string);
    const nextMinute = await Promise.all(Array.from({ length: 3 }, check));
    expect(nextMinute.map((response) => response.status).sort()).toEqual([200, 200, 429]);
    const refusedForTheDay = nextMinute.find((response) => response.status === 429);
    expect(Number(refusedForTheDay?.headers.get('retry-after'))).toBeGreaterThan(3_600);
    expect(refusedForTheDay?.json.message).toMatch(/^Recibimos demasiadas solicitudes desde tu conexión\. Espera \d+ horas e inténtalo de nuevo\.$/);
  });

  it('gives a spent counter that has no expiry its window again instead of refusing for ever', async () => {
    const redis = testApp.app.get(RedisClient).connection;
    const tracker = createHash('sha256').update('127.0.0.1').digest('hex').slice(0, 32);
    const minuteKey = `${testApp.app.get(AppConfig).redisPrefix}:throttle:referral-code-check:perMinute:${tracker}`;
    await redis.set(minuteKey, '99');
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const ttl = await redis.pttl(minuteKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
