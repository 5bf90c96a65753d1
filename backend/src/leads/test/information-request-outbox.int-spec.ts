import { getQueueToken } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config';
import { OUTBOX_QUEUE, outboxJobId, OutboxRelay } from '../../platform/outbox';
import { eventually } from '../../../test-support/eventually';
import { informationRequestBody } from '../../../test-support/fixtures';
import { SmtpListener } from '../../../test-support/smtp-listener';
import { postJson, startTestApp, TestApp } from '../../../test-support/test-app';
import { SubmitInformationRequestCommand } from '../commands/submit-information-request.command';

const freshEmail = (label: string) => `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.mx`;

type OutboxRow = { id: string; type: string; payload: Record<string, unknown>; dispatched_at: Date | null };

describe('the information request and its outbox row', () => {
  let smtp: SmtpListener;
  let testApp: TestApp;

  const outboxRowsOf = (informationRequestId: string) =>
    testApp.db.query<OutboxRow[]>(`SELECT id::text, type, payload, dispatched_at FROM outbox WHERE payload->>'informationRequestId' = $1`, [informationRequestId]);

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    // The relay polls once a minute: what is relayed sooner was nudged by the commit itself.
    testApp = await startTestApp({ SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'ventas.outbox@cdm.test', OUTBOX_POLL_MS: '60000' });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('writes one outbox row with the id only, relays it at once as job outbox-<id>, and both emails go out', async () => {
    const email = freshEmail('outbox');
    const response = await postJson(testApp.baseUrl, '/api/information-request', informationRequestBody(email));
    expect(response.status).toBe(201);
    const id = response.json.id as string;

    const rows = await outboxRowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe('leads.information-request-submitted');
    expect(rows[0].payload).toEqual({ informationRequestId: id });
    expect(JSON.stringify(rows[0].payload)).not.toContain(email);

    await eventually(() => expect(smtp.to(email)).toHaveLength(1));
    await eventually(() => expect(smtp.to('ventas.outbox@cdm.test').some((message) => message.text.includes(email))).toBe(true));
    const [relayed] = await outboxRowsOf(id);
    expect(relayed.dispatched_at).not.toBeNull();
    const queue = testApp.app.get<Queue>(getQueueToken(OUTBOX_QUEUE));
    expect(await queue.getJob(outboxJobId(relayed.id))).toBeDefined();
  });

  it('writes nothing when the transaction fails after the outbox insert: the request is rolled back with its row', async () => {
    const email = freshEmail('rollback');
    const prefix = testApp.app.get(AppConfig).redisPrefix;
    // A fault right after the outbox insert, for this app's rows only (other test files share the database).
    const name = `outbox_fault_${randomBytes(4).toString('hex')}`;
    await testApp.db.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced fault after the outbox insert'; END $$`);
    await testApp.db.query(
      `CREATE TRIGGER ${name} AFTER INSERT ON outbox FOR EACH ROW WHEN (NEW.queue_prefix = '${prefix}') EXECUTE FUNCTION ${name}()`,
    );
    try {
      await expect(testApp.app.get(CommandBus).execute(new SubmitInformationRequestCommand(informationRequestBody(email)))).rejects.toThrow('forced fault');
    } finally {
      await testApp.db.query(`DROP TRIGGER ${name} ON outbox`);
      await testApp.db.query(`DROP FUNCTION ${name}()`);
    }
    const leads = await testApp.db.query('SELECT id FROM information_requests WHERE email_normalized = lower($1)', [email]);
    expect(leads).toEqual([]);
    const rows = await testApp.db.query(`SELECT o.id FROM outbox o WHERE o.queue_prefix = $1 AND o.payload->>'informationRequestId' NOT IN (SELECT id::text FROM information_requests)`, [prefix]);
    expect(rows).toEqual([]);

    // The same request afterwards is a new one: nothing of the failed attempt remained.
    const again = await postJson(testApp.baseUrl, '/api/information-request', informationRequestBody(email));
    expect(again.status).toBe(201);
    expect(await outboxRowsOf(again.json.id as string)).toHaveLength(1);
    await eventually(() => expect(smtp.to(email)).toHaveLength(1));
  });
});

describe('two relays over the same outbox rows', () => {
  const COUNT = 12;
  let smtp: SmtpListener;
  let writer: TestApp;
  let workers: TestApp[] = [];

  beforeAll(async () => {
    smtp = await new SmtpListener().start();
    // One deployment: an API that writes rows (no relay) and two workers that relay them. The
    // workers poll once a minute, so the test decides when they relay; small batches interleave them.
    const prefix = `${process.env.REDIS_PREFIX}-relays-${randomBytes(3).toString('hex')}`;
    const env = { SMTP_URL: smtp.url, REDIS_PREFIX: prefix, STAFF_NOTIFY_EMAIL: 'ventas.relays@cdm.test', OUTBOX_POLL_MS: '60000', OUTBOX_BATCH_SIZE: '3' };
    writer = await startTestApp({ ...env, APP_ROLE: 'api' });
    workers = [await startTestApp({ ...env, APP_ROLE: 'worker' }), await startTestApp({ ...env, APP_ROLE: 'worker' })];
  });

  afterAll(async () => {
    for (const app of [writer, ...workers]) await app?.close();
    await smtp?.stop();
  });

  it('relays each row once, queues each job once and delivers each email once, even when a row is relayed again', async () => {
    const emails = Array.from({ length: COUNT }, (_, index) => freshEmail(`relevo${index}`));
    const ids: string[] = [];
    for (const email of emails) {
      const response = await postJson(writer.baseUrl, '/api/information-request', informationRequestBody(email));
      expect(response.status).toBe(201);
      ids.push(response.json.id as string);
    }
    const rowIds = (
      await writer.db.query<Array<{ id: string }>>(`SELECT id::text FROM outbox WHERE payload->>'informationRequestId' = ANY($1) AND dispatched_at IS NULL`, [ids])
    ).map((row) => row.id);
    expect(rowIds).toHaveLength(COUNT);

    const relays = workers.map((worker) => worker.app.get(OutboxRelay));
    const moved = await Promise.all(relays.map((relay) => relay.drain()));
    expect(moved[0] + moved[1]).toBe(COUNT);
    // A relay that died after adding the jobs but before marking its rows: they are relayed again.
    await writer.db.query('UPDATE outbox SET dispatched_at = NULL WHERE id = ANY($1::bigint[])', [rowIds]);
    const again = await Promise.all(relays.map((relay) => relay.drain()));
    expect(again[0] + again[1]).toBe(COUNT);

    await eventually(() => expect(emails.every((email) => smtp.to(email).length > 0)).toBe(true), { timeoutMs: 30_000 });
    await eventually(() => expect(smtp.to('ventas.relays@cdm.test').length).toBeGreaterThanOrEqual(COUNT), { timeoutMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // room for a duplicate, if there were one
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to('ventas.relays@cdm.test')).toHaveLength(COUNT);

    const queue = workers[0].app.get<Queue>(getQueueToken(OUTBOX_QUEUE));
    const jobs = await Promise.all(rowIds.map((rowId) => queue.getJob(outboxJobId(rowId))));
    expect(jobs.filter(Boolean)).toHaveLength(COUNT);
    const counts = await queue.getJobCounts('completed', 'failed', 'active', 'waiting', 'delayed');
    expect(counts.completed + counts.failed + counts.active + counts.waiting + counts.delayed).toBe(COUNT);
    const logged = await writer.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM email_log WHERE dedupe_key LIKE ANY($1)`,
      [ids.map((id) => `information-request.${id}.%`)],
    );
    expect(logged[0].count).toBe(COUNT * 2);
  });
});
