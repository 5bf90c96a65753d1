import { randomBytes, randomUUID } from 'node:crypto';
import { eventually } from '../../../../test-support/eventually';
import { parseMetrics, sampleValue, type Sample } from '../../../../test-support/metrics-text';
import { SmtpListener } from '../../../../test-support/smtp-listener';
import { opsUrlOf, postJson, startTestApp, type TestApp } from '../../../../test-support/test-app';
import { declaredMetrics, seriesNames } from '../metric-definitions';

const TOKEN = randomBytes(24).toString('hex');
const DAILY_RUN = 'partners.daily-reminders';
const mexicoCityDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('/metrics on the internal listener', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;
  let opsUrl: string;
  const prefix = `${process.env.REDIS_PREFIX}-metrics-${randomBytes(3).toString('hex')}`;
  const person = { fullName: 'Renata Ibáñez Prueba', email: `renata.${randomBytes(3).toString('hex')}@metricas.test`, phone: '3311122233' };

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
    const response = await fetch(`${opsUrl}/metrics`, { headers });
    return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') };
  };

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    // The daily run last completed two days ago: the worker catches it up when it starts.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('INSERT INTO scheduled_runs (name, last_completed_for) VALUES ($1, $2)', [`${prefix}:${DAILY_RUN}`, mexicoCityDay(-2)]);
    await client.end();
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      REDIS_PREFIX: prefix,
      OPS_PORT: '0',
      METRICS_TOKEN: TOKEN,
      // One contract verification a minute: the second one is refused, and counted.
      THROTTLE_CONTRACT_VERIFICATION_PER_MINUTE: '1',
    });
    opsUrl = opsUrlOf(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('exposes each metric after a request, an email, a refusal and a run', async () => {
    const submitted = await postJson(testApp.baseUrl, '/api/information-request', { ...person, interestType: 'piloto', productsOfInterest: ['boxes-karting'] });
    expect(submitted.status).toBe(201);
    const unauthenticated = await fetch(`${testApp.baseUrl}/api/my/contracts/${randomUUID()}/document`);
    expect(unauthenticated.status).toBe(401);
    const verifications = [await postJson(testApp.baseUrl, '/api/contracts/verify', { sha256: 'a'.repeat(64) }), await postJson(testApp.baseUrl, '/api/contracts/verify', { sha256: 'b'.repeat(64) })];
    expect(verifications.map((answer) => answer.status)).toEqual([200, 429]);
    await eventually(() => expect(smtp.to(person.email)).toHaveLength(1), { timeoutMs: 20_000 });
    const [run] = await eventually(async () => {
      const rows = (await testApp.db.query(`SELECT to_char(last_completed_for, 'YYYY-MM-DD') AS day FROM scheduled_runs WHERE name = $1`, [
        `${prefix}:${DAILY_RUN}`,
      ])) as Array<{ day: string }>;
      expect(rows[0].day > mexicoCityDay(-2)).toBe(true);
      return rows;
    });

    // The email was sent by this process's worker; its counter follows the send by a moment.
    const samples = await eventually(async () => {
      const scraped = await scrape();
      expect(scraped.status).toBe(200);
      const parsed = parseMetrics(scraped.text);
      expect(sampleValue(parsed, 'cdm_email_deliveries_total', { template: 'information-request.acknowledgement', outcome: 'sent' })).toBe(1);
      return parsed;
    });

    expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/information-request', status_class: '2xx' })).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/my/contracts/:id/document', status_class: '4xx' })).toBe(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/contracts/verify', status_class: '4xx' })).toBe(1);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'cdm_limit_refusals_total', { form: 'contract-verification' })).toBe(1);
    expect(sampleValue(samples, 'cdm_outbox_pending_rows')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'cdm_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    for (const queue of ['email', 'outbox', 'reservation-expiry']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sampleValue(samples, 'cdm_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
      // This process consumes every queue.
      expect(sampleValue(samples, 'cdm_queue_workers', { queue })).toBeGreaterThanOrEqual(1);
    }
    expect(sampleValue(samples, 'cdm_scheduled_run_last_completed_day_timestamp_seconds', { run: DAILY_RUN })).toBe(Date.parse(`${run.day}T00:00:00Z`) / 1000);
    const units = (await testApp.db.query('SELECT status, count(*)::int AS count FROM units GROUP BY status')) as Array<{ status: string; count: number }>;
    for (const { status, count } of units) expect(sampleValue(samples, 'cdm_units', { status })).toBe(count);
    const sealExpiry = samples.find((sample) => sample.name === 'cdm_seal_certificate_not_after_timestamp_seconds');
    expect(sealExpiry?.value).toBeGreaterThan(Date.now() / 1000);

    // Every metric the code declares is exported (the alert rules are held to these: alert-rules.spec.ts).
    const exported = new Set(samples.map((sample) => sample.name));
    const missing = declaredMetrics()
      .filter((definition) => !definition.name.startsWith('cdm_metrics_collect_failures'))
      .filter((definition) => !seriesNames(definition).every((name) => exported.has(name)))
      .map((definition) => definition.name);
    expect(missing).toEqual([]);
  });

  it('never puts personal data in a label: no email, id, IP or name', async () => {
    await postJson(testApp.baseUrl, `/api/information-request?email=${encodeURIComponent(person.email)}`, { ...person, email: `otra.${person.email}` });
    await fetch(`${testApp.baseUrl}/api/unit-reservations/${randomUUID()}/cancel`, { method: 'POST' });
    await fetch(`${testApp.baseUrl}/api/no-existe/${encodeURIComponent(person.email)}`);
    await fetch(`${testApp.baseUrl}/agendar?email=${encodeURIComponent(person.email)}`);
    const { text } = await scrape();
    const samples: Sample[] = parseMetrics(text);
    const values = samples.flatMap((sample) => Object.values(sample.labels));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => /@|\b\d{1,3}(\.\d{1,3}){3}\b|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|\d{6,}/i.test(value))).toEqual([]);
    expect(text).not.toContain(person.email.split('@')[0]);
    expect(text).not.toContain('Ibáñez');
    expect(text).not.toContain('no-existe');
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/(no route)', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/unit-reservations/:id/cancel' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses a scrape without the token, and the public address serves no metrics at all', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer otra-cosa' })).status).toBe(401);
    const withToken = await scrape();
    expect(withToken.status).toBe(200);
    expect(withToken.contentType).toContain('text/plain');

    for (const path of ['/metrics', '/api/metrics', '/api/health/metrics']) {
      const response = await fetch(`${testApp.baseUrl}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });
});
