// `npm run drills`: fault drills against the production build (backend/dist), each printing PASS or
// FAIL with its figures; the command exits non-zero when one fails. Every drill is bounded in time.
//   webhook   a payment webhook replayed 5 times is applied once
//   postgres  PostgreSQL connections exhausted: 503 with a Spanish message, recovery without restart
//   redis     Redis killed and restarted while holds are pending: each expires within 60 s of its time
//   worker    the worker killed (SIGKILL) mid-email: every email delivered, once per Message-ID
//   smtp      the SMTP server down for 2 minutes: nothing lost, everything delivered after
//   replicas  two API processes and two workers (separate ports, one PostgreSQL, one Redis): 200
//             blocks of one unit through both → one winner; a session, a gate cookie and the
//             attempt limit valid across both; 2,000 emails → each delivered once; the daily
//             reminder run triggered on both → each reminder once, with one worker killed mid-run
//   commit-crash  the process killed right after committing an information request (test-only fault
//             point FAULT_AFTER_COMMIT): its two emails are delivered once after the restart
//   catch-up  no worker at 09:00, a worker back at 11:00 (CLOCK_START): that day's partner reminders
//             go out once, and a second worker start sends nothing more
//   backup-restore  a database seeded through the app (reservations, partners and their payments in
//             the money ledger, sealed contracts, data-room files) dumped with pg_dump -Fc while the
//             app runs, restored into a fresh database after Redis lost everything, the app started on
//             it: every table identical, documents byte for byte, /verificar still recognises the
//             contracts sealed before the dump (tools/drills/backup-restore.mjs, docs/runbook.md)
//   streams-outage  200 streams of GET /api/units/events open on two APIs; Redis killed, then
//             PostgreSQL stopped at once, while unit changes are made (each retried until it commits):
//             every client ends with every version, in order, once, without a second snapshot or a
//             reload (tools/drills/streams.mjs)
//   replica-kill  the same streams, one API killed (SIGKILL) while changes are made: its clients
//             reconnect to the other with Last-Event-ID and miss nothing
// They run on a private PostgreSQL cluster and a private redis-server (tools/drills/services.mjs),
// so crashing or exhausting them touches nothing else on the machine. Pick drills by name:
// `npm run drills -- webhook postgres`.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { benchEnv, buildProduction, setupDatabase, startApp } from '../bench/production-app.mjs';
import { createInvestorSessions, informationRequestBody, paymentPlan } from '../bench/fixtures.mjs';
import { seedPartners } from '../bench/reminders.mjs';
import { SmtpSink } from '../bench/smtp-sink.mjs';
import { ensureDependencies, log, root } from '../workspace.mjs';
import { backupRestoreDrill } from './backup-restore.mjs';
import { replicaKillDrill, streamsOutageDrill } from './streams.mjs';
import { freePort, PrivatePostgres, PrivateRedis, removeDirectory, scratchDirectory, sleep } from './services.mjs';

const SPANISH_UNAVAILABLE = 'El servicio no está disponible en este momento. Inténtalo más tarde.';
const ALL_DRILLS = ['webhook', 'postgres', 'redis', 'worker', 'smtp', 'commit-crash', 'catch-up', 'replicas', 'backup-restore', 'streams-outage', 'replica-kill'];
const TITLES = {
  webhook: 'A payment webhook replayed 5 times',
  postgres: 'PostgreSQL connections exhausted',
  redis: 'Redis restarted while holds are pending',
  worker: 'The worker killed mid-email',
  smtp: 'The SMTP server down for 2 minutes',
  replicas: 'Two API processes and two workers on one PostgreSQL and one Redis',
  'commit-crash': 'The process killed right after a commit that calls for emails',
  'catch-up': 'No worker at 09:00, a worker back at 11:00',
  'backup-restore': 'A backup (pg_dump -Fc) restored into a fresh database, the app started on it',
  'streams-outage': 'Redis, then PostgreSQL, restarted while inventory streams are open and units change',
  'replica-kill': 'An API replica killed while its inventory streams are open and units change',
};

const requested = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const unknown = requested.filter((name) => !ALL_DRILLS.includes(name));
if (unknown.length) {
  console.error(`Unknown drill(s): ${unknown.join(', ')}. Drills: ${ALL_DRILLS.join(', ')}`);
  process.exit(2);
}
const selected = requested.length ? ALL_DRILLS.filter((name) => requested.includes(name)) : ALL_DRILLS;

ensureDependencies();
if (!PrivatePostgres.available()) {
  console.error('The drills run a private PostgreSQL cluster and need its server programs (initdb, pg_ctl): install the PostgreSQL server package or set PG_BINDIR.');
  process.exit(1);
}

const scratch = scratchDirectory('services');
const postgres = new PrivatePostgres(scratch, { maxConnections: 50 });
const redis = new PrivateRedis(scratch);
const results = [];
let env;
let pool;

const note = (message) => console.log(`  · ${message}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Polls until `check` returns a truthy value or the time runs out; returns that value or null. */
async function until(check, { timeoutMs, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) return null;
    await sleep(intervalMs);
  }
}

async function request(url, init = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json, text, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, error: error.name === 'TimeoutError' ? 'timeout' : error.message, ms: performance.now() - started };
  }
}

const postJson = (url, body, headers = {}) =>
  request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** An app process of its own for one drill: its own port and Redis key prefix, the drills' database. */
async function appFor(name, overrides = {}) {
  const port = await freePort();
  const app = await startApp(
    {
      ...env,
      APP_ROLE: 'all',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_PREFIX: `cdm-drill-${name}-${randomBytes(3).toString('hex')}`,
      ...overrides,
    },
    { label: `${name} app`, quiet: true },
  );
  return Object.assign(app, { origin: `http://127.0.0.1:${port}` });
}

function queueFor(prefix, name) {
  const url = new URL(env.REDIS_URL);
  return new Queue(name, { connection: { host: url.hostname, port: Number(url.port) }, prefix });
}

/** Information requests with fresh emails; returns the ids of the two emails each one queues. */
async function queueInformationEmails(baseUrl, count, label) {
  const requestIds = [];
  for (let index = 0; index < count; index++) {
    const response = await postJson(`${baseUrl}/api/information-request`, informationRequestBody(`${label}.${index}.${randomBytes(3).toString('hex')}@drill.local`));
    if (response.status !== 201) throw new Error(`Information request refused: ${response.status} ${response.text ?? response.error}`);
    requestIds.push(response.json.id);
  }
  const keys = requestIds.flatMap((id) => [`information-request.${id}.acknowledgement`, `information-request.${id}.staff-notice`]);
  const rows = await until(
    async () => {
      const { rows: found } = await pool.query('SELECT id FROM email_log WHERE dedupe_key = ANY($1)', [keys]);
      return found.length === keys.length ? found : null;
    },
    { timeoutMs: 30_000 },
  );
  if (!rows) throw new Error('The emails of the information requests were not queued');
  return rows.map((row) => row.id);
}

const messageIdOf = (emailId) => `<${emailId}@cdm.local>`;

/** How the listener saw the given emails: delivered (distinct), total acceptances, duplicates, missing. */
function deliveries(sink, emailIds) {
  const counts = sink.countsByMessageId();
  const perEmail = emailIds.map((id) => counts.get(messageIdOf(id)) ?? 0);
  return {
    delivered: perEmail.filter((count) => count > 0).length,
    acceptances: perEmail.reduce((sum, count) => sum + count, 0),
    duplicates: perEmail.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
    missing: perEmail.filter((count) => count === 0).length,
  };
}

// ─── webhook ────────────────────────────────────────────────────────────────────────────────
async function webhookDrill() {
  const require = createRequire(import.meta.url);
  const built = (file) => require(path.join(root, 'backend/dist/backend/src', file));
  const { signEvent } = built('payments/gateways/webhook-signature.js');
  const { simulatedWebhookSecret } = built('payments/gateways/simulated-gateway.js');

  const sink = await new SmtpSink().start();
  // The replayed webhook is signed as the simulated provider signs it, and production never runs that
  // provider (product-decisions.md "Decisions of the second phase"): this drill's app runs outside production, on the same build.
  const app = await appFor('webhook', { SMTP_URL: sink.url, NODE_ENV: 'development', PAYMENT_PROVIDER: 'simulated', STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' });
  try {
    const origin = app.origin;
    const email = `reserva.${randomBytes(3).toString('hex')}@drill.local`;
    const bookingId = randomUUID();
    const opened = await postJson(`${origin}/api/create-schedule-payment-intent`, {
      bookingId,
      name: 'Lucía Hernández',
      email,
      phone: '3398765432',
      investmentRange: '10-20',
      productsOfInterest: ['boxes-premium'],
      additionalInfo: '',
      acceptTerms: true,
    });
    if (opened.status !== 201) throw new Error(`Booking refused: ${opened.status} ${opened.text}`);
    const { rows } = await pool.query('SELECT id, provider_intent_id FROM payments WHERE subject_id = $1', [bookingId]);
    const [{ id: paymentId, provider_intent_id: intentId }] = rows;
    // The card was charged at the provider; its webhook then reports it.
    await pool.query("UPDATE simulated_payment_intents SET status = 'succeeded' WHERE id = $1", [intentId]);
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const payload = JSON.stringify({ id: eventId, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent' } } });
    const signature = signEvent(payload, simulatedWebhookSecret(env.SESSION_SECRET));
    const deliver = () => postJson(`${origin}/api/payments/webhook`, payload, { 'stripe-signature': signature });

    const first = await deliver();
    const replays = await Promise.all([deliver(), deliver(), deliver(), deliver()]);
    const statuses = [first, ...replays].map((response) => response.status);
    note(`5 deliveries of ${eventId}: HTTP ${statuses.join(', ')}`);

    const paid = await until(
      async () => (await pool.query("SELECT status FROM presentation_bookings WHERE id = $1 AND status = 'paid'", [bookingId])).rows[0],
      { timeoutMs: 15_000 },
    );
    await until(async () => sink.accepted.some((message) => message.to.includes(email)), { timeoutMs: 20_000 });
    await sleep(3_000); // room for a second email, if there were one
    const count = async (sql, params) => Number((await pool.query(sql, params)).rows[0].count);
    const audits = await count("SELECT count(*) FROM audit_log WHERE action = 'payment.updated' AND entity_id = $1", [paymentId]);
    const processed = await count('SELECT count(*) FROM processed_payment_events WHERE event_id = $1', [eventId]);
    const paymentStatus = (await pool.query('SELECT status FROM payments WHERE id = $1', [paymentId])).rows[0].status;
    const receiptRows = await count('SELECT count(*) FROM email_log WHERE recipient = $1', [email]);
    const receiptsDelivered = sink.accepted.filter((message) => message.to.includes(email)).length;

    const pass = statuses.every((status) => status === 200) && paid && paymentStatus === 'succeeded' && audits === 1 && processed === 1 && receiptRows === 1 && receiptsDelivered === 1;
    return {
      pass,
      figures: `5 deliveries → HTTP 200 × ${statuses.filter((status) => status === 200).length}; payment ${paymentStatus}, booking ${paid ? 'paid' : 'NOT paid'}; ` +
        `state changes (audit 'payment.updated'): ${audits}; event rows: ${processed}; receipt emails: ${receiptRows} logged, ${receiptsDelivered} delivered`,
    };
  } finally {
    await app.stop();
    await sink.stop();
  }
}

// ─── postgres ───────────────────────────────────────────────────────────────────────────────
async function postgresDrill() {
  const app = await appFor('postgres');
  const origin = app.origin;
  const held = [];
  try {
    const warm = await request(`${origin}/api/units`);
    if (warm.status !== 200) throw new Error(`GET /api/units answered ${warm.status} before the drill`);
    const settings = (await pool.query("SELECT current_setting('max_connections')::int AS max, current_setting('superuser_reserved_connections')::int AS reserved")).rows[0];

    // Take every connection the server will give, then end the app's own (idle pooled) ones and
    // take their places too: the app has to ask PostgreSQL for a connection and gets none.
    const fill = async () => {
      for (let attempt = 0; attempt < settings.max + 5; attempt++) {
        const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 3_000 });
        client.on('error', () => undefined);
        try {
          await client.connect();
          held.push(client);
        } catch {
          return;
        }
      }
    };
    await fill();
    const heldPids = await Promise.all(held.map(async (client) => (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid));
    const terminated = (
      await held[0].query('SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity WHERE backend_type = $1 AND pid <> ALL($2)', [
        'client backend',
        heldPids,
      ])
    ).rows[0].count;
    // Other drills' pools (this process's `pool`) were among those ended; it reconnects later.
    for (let round = 0; round < 5; round++) {
      await sleep(200);
      await fill();
    }
    note(`max_connections ${settings.max} (superuser_reserved ${settings.reserved}): the drill holds ${held.length}, ended ${terminated} other connection(s)`);

    const exhaustedAt = performance.now();
    const probes = await Promise.all([
      ...Array.from({ length: 10 }, () => request(`${origin}/api/units`)),
      ...Array.from({ length: 10 }, (_, index) => postJson(`${origin}/api/information-request`, informationRequestBody(`agotado.${index}.${randomBytes(3).toString('hex')}@drill.local`))),
    ]);
    const health = await request(`${origin}/api/health`);
    const refused = probes.filter(
      (probe) => probe.status === 503 && probe.json?.code === 'service_unavailable' && probe.json?.message === SPANISH_UNAVAILABLE && probe.headers.get('retry-after'),
    );
    const statusCounts = countBy(probes.map((probe) => probe.status || probe.error));
    const slowest = Math.max(...probes.map((probe) => probe.ms));
    note(`while exhausted: ${JSON.stringify(statusCounts)}; slowest answer ${seconds(slowest)}; message "${probes.find((probe) => probe.json)?.json?.message ?? '—'}"; /api/health ${health.status}`);

    for (const client of held.splice(0)) await client.end().catch(() => undefined);
    const releasedAt = performance.now();
    const recovered = await until(async () => ((await request(`${origin}/api/units`)).status === 200 ? performance.now() : null), { timeoutMs: 60_000, intervalMs: 200 });
    const write = recovered ? await postJson(`${origin}/api/information-request`, informationRequestBody(`recuperado.${randomBytes(3).toString('hex')}@drill.local`)) : null;
    const healthAfter = await request(`${origin}/api/health`);
    note(`released after ${seconds(releasedAt - exhaustedAt)}; GET /api/units 200 again after ${recovered ? seconds(recovered - releasedAt) : 'never (60 s)'}; POST → ${write?.status ?? '—'}; /api/health ${healthAfter.status}; same process: ${app.running}`);

    const pass = refused.length === probes.length && slowest < 15_000 && recovered !== null && write?.status === 201 && app.running;
    return {
      pass,
      figures: `${refused.length}/${probes.length} requests answered 503 service_unavailable in Spanish with Retry-After (slowest ${seconds(slowest)}); ` +
        `${recovered ? `200 again ${seconds(recovered - releasedAt)} after release` : 'no recovery within 60 s'}, no restart (pid ${app.pid} still running: ${app.running})`,
    };
  } finally {
    for (const client of held) await client.end().catch(() => undefined);
    await app.stop();
  }
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

// ─── redis ──────────────────────────────────────────────────────────────────────────────────
async function redisDrill() {
  const HOLDS = 6;
  const prefix = `cdm-drill-redis-${randomBytes(3).toString('hex')}`;
  const app = await appFor('redis', { REDIS_PREFIX: prefix });
  const origin = app.origin;
  const queue = queueFor(prefix, 'reservation-expiry');
  try {
    const { json: units } = await request(`${origin}/api/units`);
    const free = units.filter((unit) => unit.status === 'available').slice(0, HOLDS).map((unit) => unit.unitCode);
    const tokens = await createInvestorSessions(pool, HOLDS, 'bloqueo');
    const holds = [];
    for (const [index, unitCode] of free.entries()) {
      const blocked = await postJson(`${origin}/api/units/block-temporary`, { unitCode, paymentPlan: paymentPlan(unitCode) }, { cookie: `cdm_investor=${tokens[index]}` });
      if (blocked.status !== 201) throw new Error(`Block of ${unitCode} refused: ${blocked.status} ${blocked.text}`);
      holds.push({ unitCode, reservationId: blocked.json.reservationId });
    }

    // The holds' hours have nearly passed: they now end 15 to 30 s from now. Their delayed
    // expiry jobs are scheduled as ExpiryScheduler does (same queue, name, id and options).
    const scheduledAt = Date.now();
    for (const [index, hold] of holds.entries()) {
      hold.expiresAt = new Date(scheduledAt + 15_000 + index * 3_000);
      await pool.query('UPDATE unit_reservations SET expires_at = $2 WHERE id = $1', [hold.reservationId, hold.expiresAt]);
      hold.jobId = `expire-${hold.reservationId}-${hold.expiresAt.getTime()}`;
      await queue.add('expire-reservation', { reservationId: hold.reservationId }, {
        jobId: hold.jobId,
        delay: hold.expiresAt.getTime() - Date.now(),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: 1_000,
        removeOnFail: 1_000,
      });
    }
    note(`${HOLDS} holds (${free.join(', ')}) due ${holds.map((hold) => `+${Math.round((hold.expiresAt - scheduledAt) / 1000)} s`).join(', ')}`);

    // Crash Redis 5 s in, keep it down 15 s: the first holds fall due while it is down.
    await sleep(5_000);
    await redis.crash();
    const downAt = Date.now();
    note(`redis-server killed (SIGKILL) at +${seconds(downAt - scheduledAt)}`);
    await sleep(15_000);
    await redis.start();
    const upAt = Date.now();
    note(`redis-server back at +${seconds(upAt - scheduledAt)} (down ${seconds(upAt - downAt)}), from its append-only file`);

    const lastDue = Math.max(...holds.map((hold) => hold.expiresAt.getTime()));
    const seen = new Map();
    await until(
      async () => {
        const { rows } = await pool.query("SELECT id FROM unit_reservations WHERE id = ANY($1) AND status = 'expired'", [holds.map((hold) => hold.reservationId)]);
        for (const { id } of rows) if (!seen.has(id)) seen.set(id, Date.now());
        return seen.size === holds.length;
      },
      { timeoutMs: lastDue + 75_000 - Date.now(), intervalMs: 250 },
    );
    const lateness = holds.map((hold) => (seen.has(hold.reservationId) ? (seen.get(hold.reservationId) - hold.expiresAt.getTime()) / 1000 : null));
    let byJob = 0;
    for (const hold of holds) {
      const job = await queue.getJob(hold.jobId);
      if (job && (await job.getState()) === 'completed' && job.returnvalue === true) byJob += 1;
    }
    const { rows: unitRows } = await pool.query('SELECT unit_code, status FROM units WHERE unit_code = ANY($1)', [free]);
    const released = unitRows.filter((unit) => unit.status === 'available').length;
    const health = await request(`${origin}/api/health`);
    const expired = lateness.filter((value) => value !== null);
    const worst = expired.length ? Math.max(...expired) : null;
    note(`lateness per hold (s): ${lateness.map((value) => (value === null ? 'never' : value.toFixed(1))).join(', ')}; units available again: ${released}/${HOLDS}; /api/health ${health.status}`);

    const pass = expired.length === HOLDS && worst <= 60 && released === HOLDS && app.running;
    return {
      pass,
      figures: `${expired.length}/${HOLDS} holds expired, the latest ${worst === null ? '—' : worst.toFixed(1)} s after its time (limit 60 s); ` +
        `${byJob} by their delayed job (kept in Redis's append-only file), ${expired.length - byJob} by the 1-minute sweep; Redis down ${seconds(upAt - downAt)}; app not restarted: ${app.running}`,
    };
  } finally {
    await queue.close();
    await app.stop();
  }
}

// ─── worker ─────────────────────────────────────────────────────────────────────────────────
async function workerDrill() {
  const EMAILS_FROM = 15; // information requests → 30 emails
  const DELAY_MS = 1_500;
  const sink = await new SmtpSink({ delayMs: DELAY_MS }).start();
  const prefix = `cdm-drill-worker-${randomBytes(3).toString('hex')}`;
  const api = await appFor('worker-api', { APP_ROLE: 'api', REDIS_PREFIX: prefix, SMTP_URL: sink.url });
  const origin = api.origin;
  // A lease shorter than BullMQ's stall detection (30 s): the emails the dead worker had claimed are
  // free again by the time their jobs run on the new worker (the default, 120 s, would only delay them).
  const workerEnv = { ...env, APP_ROLE: 'worker', REDIS_PREFIX: prefix, SMTP_URL: sink.url, PORT: '0', EMAIL_LEASE_SECONDS: '15' };
  const queue = queueFor(prefix, 'email');
  let worker = await startApp(workerEnv, { label: 'worker', quiet: true });
  let replacement = null;
  try {
    if (!(await until(async () => (await queue.getWorkers()).length > 0, { timeoutMs: 60_000 }))) throw new Error('The worker did not connect to its queue');
    const emailIds = await queueInformationEmails(origin, EMAILS_FROM, 'trabajador');
    note(`${emailIds.length} emails queued; the SMTP listener answers each message after ${DELAY_MS} ms`);

    // Kill while messages are mid-delivery: the server has their data and has not answered yet.
    const inFlight = await until(
      async () => {
        if (deliveries(sink, emailIds).delivered < 5 || sink.pending.size === 0) return null;
        const oldest = Math.min(...sink.pending.values());
        const held = Date.now() - oldest;
        return held >= DELAY_MS * 0.3 && held <= DELAY_MS * 0.7 ? sink.pending.size : null;
      },
      { timeoutMs: 90_000, intervalMs: 20 },
    );
    const active = await queue.getActiveCount();
    const before = deliveries(sink, emailIds).delivered;
    await worker.stop('SIGKILL');
    const killedAt = Date.now();
    note(`worker killed (SIGKILL) with ${before} delivered, ${active} job(s) active and ${inFlight ?? 0} message(s) awaiting the server's answer`);
    replacement = await startApp(workerEnv, { label: 'worker 2', quiet: true });
    // The listener answers (or finds the sender gone) only after its hold.
    await sleep(DELAY_MS + 500);
    const abandoned = sink.abandoned;
    // BullMQ hands a dead worker's jobs to another once their lock expires (30 s) and a stall check runs.
    const done = await until(
      async () => {
        const { rows } = await pool.query("SELECT count(*)::int AS sent FROM email_log WHERE id = ANY($1) AND status = 'sent'", [emailIds]);
        return rows[0].sent === emailIds.length && deliveries(sink, emailIds).missing === 0;
      },
      { timeoutMs: 150_000, intervalMs: 250 },
    );
    const finishedAt = Date.now();
    if (!done) note(`queue ${JSON.stringify(await queue.getJobCounts())}; workers ${(await queue.getWorkers()).length}; new worker running: ${replacement.running}\n${replacement.output().slice(-3000)}`);
    await sleep(3_000); // room for a late duplicate
    const result = deliveries(sink, emailIds);
    const { rows: statuses } = await pool.query('SELECT status, count(*)::int AS count FROM email_log WHERE id = ANY($1) GROUP BY status', [emailIds]);
    note(`after the kill: ${abandoned} message(s) cut before the server's answer (not delivered); all sent ${done ? `${seconds(finishedAt - killedAt)} after the kill` : 'NOT within 150 s'}; email_log ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`);

    // Exactly once per email = one distinct Message-ID each at the receiver. A crash between the
    // server's 250 and the log update resends the same Message-ID; that count is reported apart.
    const pass = Boolean(done) && result.missing === 0 && abandoned > 0;
    const duplicateNote = result.duplicates
      ? ` (${result.duplicates} resent with the same Message-ID: the crash fell between the server's answer and the log update; receivers drop such copies)`
      : ' (no copy resent)';
    return {
      pass,
      figures: `${result.delivered}/${emailIds.length} emails delivered, ${result.delivered} distinct Message-IDs in ${result.acceptances} SMTP acceptances${duplicateNote}; ` +
        `${abandoned} message(s) cut mid-delivery by the kill, delivered by the new worker ${done ? `${seconds(finishedAt - killedAt)} after the kill` : '—'}`,
    };
  } finally {
    await queue.close();
    await replacement?.stop();
    await worker.stop('SIGKILL');
    await api.stop();
    await sink.stop();
  }
}

// ─── smtp ───────────────────────────────────────────────────────────────────────────────────
async function smtpDrill() {
  const DOWN_MS = 120_000;
  const smtpPort = await freePort();
  const app = await appFor('smtp', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const origin = app.origin;
  const sink = new SmtpSink();
  try {
    const maxAttempts = Number(env.EMAIL_MAX_ATTEMPTS ?? 10);
    const baseMs = Number(env.EMAIL_RETRY_BASE_MS ?? 5_000);
    const coverage = baseMs * (2 ** (maxAttempts - 1) - 1);
    const emailIds = await queueInformationEmails(origin, 5, 'smtp');
    const downSince = Date.now();
    note(`${emailIds.length} emails queued with nothing listening on port ${smtpPort}; retries: ${maxAttempts} attempts, ${baseMs} ms doubling (they span ${seconds(coverage)})`);
    for (let elapsed = 0; elapsed < DOWN_MS; elapsed += 30_000) {
      await sleep(Math.min(30_000, DOWN_MS - elapsed));
      const { rows } = await pool.query('SELECT status, max(attempts)::int AS attempts, count(*)::int AS count FROM email_log WHERE id = ANY($1) GROUP BY status', [emailIds]);
      note(`down ${seconds(Date.now() - downSince)}: ${rows.map((row) => `${row.count} ${row.status} (attempts ≤ ${row.attempts})`).join(', ')}`);
    }
    await sink.start(smtpPort);
    const upAt = Date.now();
    note(`SMTP listener up after ${seconds(upAt - downSince)}`);
    const done = await until(
      async () => {
        const { rows } = await pool.query("SELECT count(*)::int AS sent FROM email_log WHERE id = ANY($1) AND status = 'sent'", [emailIds]);
        return rows[0].sent === emailIds.length && deliveries(sink, emailIds).missing === 0 ? Date.now() : null;
      },
      { timeoutMs: 300_000, intervalMs: 500 },
    );
    await sleep(2_000);
    const result = deliveries(sink, emailIds);
    const { rows } = await pool.query('SELECT status, min(attempts)::int AS min, max(attempts)::int AS max, count(*)::int AS count FROM email_log WHERE id = ANY($1) GROUP BY status', [emailIds]);
    const failed = rows.find((row) => row.status === 'failed')?.count ?? 0;
    const attempts = rows.find((row) => row.status === 'sent');
    const pass = Boolean(done) && result.missing === 0 && result.duplicates === 0 && failed === 0;
    return {
      pass,
      figures: `SMTP down ${seconds(upAt - downSince)}; ${result.delivered}/${emailIds.length} delivered ${done ? `${seconds(done - upAt)} after it came back` : 'NOT within 5 minutes'}, ` +
        `${result.duplicates} duplicates, ${failed} given up; attempts per email ${attempts ? `${attempts.min}–${attempts.max}` : '—'}`,
    };
  } finally {
    await app.stop();
    await sink.stop();
  }
}

// ─── replicas ───────────────────────────────────────────────────────────────────────────────
// Two API processes and two workers on separate ports, sharing one PostgreSQL (a cluster of this
// drill's own, with room for four connection pools) and one Redis (one key prefix for all four).
async function replicasDrill() {
  const CONTENDERS = 200;
  const EMAILS = 2_000;
  const PARTNERS = 2_000;
  const LEASE_SECONDS = 15;
  const directory = scratchDirectory('replicas');
  const cluster = new PrivatePostgres(directory, { maxConnections: 200 });
  const sink = await new SmtpSink().start();
  const processes = [];
  let clusterPool = null;
  let queue = null;
  const checks = [];
  const check = (name, pass, figures) => {
    checks.push({ name, pass, figures });
    note(`${pass ? 'ok  ' : 'FAIL'} ${name}: ${figures}`);
  };
  try {
    await cluster.start();
    const databaseUrl = new URL(cluster.serverUrl);
    databaseUrl.pathname = '/cdm_replicas';
    const prefix = `cdm-drill-replicas-${randomBytes(3).toString('hex')}`;
    // Every process: the same database, Redis prefix, secrets and SMTP listener.
    const shared = { ...env, DATABASE_URL: databaseUrl.toString(), REDIS_PREFIX: prefix, SMTP_URL: sink.url, EMAIL_LEASE_SECONDS: String(LEASE_SECONDS) };
    await setupDatabase(shared);
    clusterPool = new pg.Pool({ connectionString: shared.DATABASE_URL, max: 4 });
    clusterPool.on('error', () => undefined);
    const apis = [];
    for (const number of [1, 2]) {
      const port = await freePort();
      const api = await startApp({ ...shared, APP_ROLE: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { label: `api ${number}`, quiet: true });
      processes.push(api);
      apis.push(Object.assign(api, { origin: `http://127.0.0.1:${port}` }));
    }
    const workers = [];
    for (const number of [1, 2]) {
      const worker = await startApp({ ...shared, APP_ROLE: 'worker', PORT: '0' }, { label: `worker ${number}`, quiet: true });
      processes.push(worker);
      workers.push(worker);
    }
    queue = queueFor(prefix, 'email');
    if (!(await until(async () => (await queue.getWorkers()).length >= 2, { timeoutMs: 60_000 }))) throw new Error('The two workers did not connect to the email queue');
    note(`api 1 ${apis[0].origin}, api 2 ${apis[1].origin}, 2 workers (EMAIL_LEASE_SECONDS=${LEASE_SECONDS}); PostgreSQL 127.0.0.1:${cluster.port}, Redis prefix ${prefix}`);
    const via = (index) => apis[index % 2].origin;

    // 1. 200 investors block the same unit at once, half through each API.
    const tokens = await createInvestorSessions(clusterPool, CONTENDERS, 'replica');
    const body = JSON.stringify({ unitCode: 'D4M', paymentPlan: paymentPlan('D4M') });
    const blocks = await Promise.all(
      tokens.map((token, index) =>
        request(`${via(index)}/api/units/block-temporary`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `cdm_investor=${token}` }, body, timeoutMs: 60_000 }),
      ),
    );
    const statusCount = (status, api) => blocks.filter((response, index) => response.status === status && (api === undefined || index % 2 === api)).length;
    const winners = statusCount(201);
    const refused = statusCount(409);
    const failures = blocks.filter((response) => response.status === 0 || response.status >= 500).length;
    const [{ holds }] = (await clusterPool.query("SELECT count(*)::int AS holds FROM unit_reservations WHERE unit_code = 'D4M'")).rows;
    check(
      `${CONTENDERS} investors block one unit through both APIs`,
      winners === 1 && refused === CONTENDERS - 1 && failures === 0 && holds === 1,
      `${winners} × 201 (api 1: ${statusCount(201, 0)}, api 2: ${statusCount(201, 1)}), ${refused} × 409, ${failures} × 5xx/errors, ${holds} reservation row(s)`,
    );

    // 2. A staff session opened on one API is valid on the other, and ended there for both.
    const signIn = await postJson(`${apis[0].origin}/api/admin/session`, { email: shared.ADMIN_EMAIL, password: shared.ADMIN_PASSWORD });
    const staffCookie = (signIn.headers?.get('set-cookie') ?? '').split(';')[0];
    const onOther = await request(`${apis[1].origin}/api/admin/session`, { headers: { cookie: staffCookie } });
    const signOut = await request(`${apis[1].origin}/api/admin/session`, { method: 'DELETE', headers: { cookie: staffCookie } });
    const afterSignOut = await request(`${apis[0].origin}/api/admin/session`, { headers: { cookie: staffCookie } });
    check(
      'a session is valid on both APIs',
      signIn.status === 200 && onOther.status === 200 && signOut.status === 204 && afterSignOut.status === 401,
      `sign-in on api 1 → ${signIn.status}; that cookie on api 2 → ${onOther.status}; sign-out on api 2 → ${signOut.status}; the cookie on api 1 after → ${afterSignOut.status}`,
    );

    // 3. A gate cookie set by one API opens the gate on the other.
    const unlock = await postJson(`${apis[1].origin}/api/gates/portal/unlock`, { password: shared.PORTAL_PASSWORD });
    const gateCookie = (unlock.headers?.get('set-cookie') ?? '').split(';')[0];
    const gateOther = await request(`${apis[0].origin}/api/gates/portal`, { headers: { cookie: gateCookie } });
    const gateWithout = await request(`${apis[0].origin}/api/gates/portal`);
    check(
      'a gate cookie is valid on both APIs',
      unlock.status === 200 && gateOther.json?.unlocked === true && gateWithout.json?.unlocked === false,
      `portal unlocked on api 2 → ${unlock.status}; api 1 with that cookie → unlocked ${gateOther.json?.unlocked}; api 1 without → unlocked ${gateWithout.json?.unlocked}`,
    );

    // 4. Wrong deck passwords, alternating the APIs: the limit counts the attempts on both.
    const limiter = (() => {
      try {
        return createRequire(import.meta.url)(path.join(root, 'backend/dist/backend/src/platform/identity/attempt-limiter.js'));
      } catch {
        return {};
      }
    })();
    const limit = Number.isInteger(limiter.MAX_FAILURES) ? limiter.MAX_FAILURES : null;
    const attempts = [];
    for (let index = 0; index < 16; index++) {
      const response = await postJson(`${via(index)}/api/gates/deck/unlock`, { password: `incorrecta-${index}` });
      attempts.push(response.status);
      if (response.status === 429) break;
    }
    const firstLimited = attempts.indexOf(429);
    const bothLimited = [await postJson(`${apis[0].origin}/api/gates/deck/unlock`, { password: shared.DECK_PASSWORD }), await postJson(`${apis[1].origin}/api/gates/deck/unlock`, { password: shared.DECK_PASSWORD })];
    check(
      'the attempt limit counts the attempts on both APIs',
      firstLimited > 0 && (limit === null ? firstLimited < 2 * 5 : firstLimited === limit) && bothLimited.every((response) => response.status === 429),
      `wrong passwords alternating api 1 / api 2: ${attempts.join(', ')} (429 after ${firstLimited === -1 ? 'never' : firstLimited} failures; the limit per account and IP is ${limit ?? 'unknown'}); ` +
        `then the right password on api 1 → ${bothLimited[0].status}, on api 2 → ${bothLimited[1].status}`,
    );

    // 5. 2,000 emails, both workers taking jobs from the same queue: each delivered once.
    const tag = randomBytes(3).toString('hex');
    const { rows: emailRows } = await clusterPool.query(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text)
       SELECT 'drill.replicas.' || $1 || '.' || n, 'prueba', 'replica.' || $1 || '.' || n || '@drill.local', 'Prueba de réplicas', '<p>Hola</p>', 'Hola'
       FROM generate_series(1, $2::int) AS n RETURNING id`,
      [tag, EMAILS],
    );
    const emailIds = emailRows.map((row) => row.id);
    const sentBefore = sink.count;
    const emailsStarted = Date.now();
    await queue.addBulk(
      emailIds.map((emailId) => ({
        name: 'send-email',
        data: { emailId },
        opts: { jobId: `email-${emailId}`, attempts: 10, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: { age: 3600 } },
      })),
    );
    const emailsDone = await until(async () => (deliveries(sink, emailIds).missing === 0 ? Date.now() : null), { timeoutMs: 120_000, intervalMs: 100 });
    await sleep(2_000);
    const emailResult = deliveries(sink, emailIds);
    const [{ sent }] = (await clusterPool.query("SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent FROM email_log WHERE id = ANY($1)", [emailIds])).rows;
    check(
      `${EMAILS.toLocaleString('en-US')} emails with both workers, each delivered once`,
      Boolean(emailsDone) && emailResult.missing === 0 && emailResult.duplicates === 0 && sent === EMAILS,
      `${emailResult.delivered} delivered in ${emailsDone ? seconds(emailsDone - emailsStarted) : 'NOT within 120 s'} (${emailsDone ? Math.round(EMAILS / ((emailsDone - emailsStarted) / 1000)) : '–'} emails/s), ` +
        `${emailResult.acceptances} SMTP acceptances, ${emailResult.duplicates} duplicates, ${sent} rows sent; ${sink.count - sentBefore - emailResult.acceptances} other messages`,
    );

    // 6. The daily reminder run triggered on both at once, and worker 1 killed while they are sent.
    // The seed makes every unit a sale: the hold of step 1 goes first.
    await clusterPool.query("UPDATE unit_reservations SET status = 'cancelled' WHERE unit_code = 'D4M'");
    const seed = await seedPartners(clusterPool, PARTNERS, 'backend/dist');
    const reminderBaseline = sink.accepted.length;
    const runs = [1, 2].map(() => runCli(shared, ['run-partner-reminders']));
    const reminders = () => sink.accepted.slice(reminderBaseline).filter((message) => message.to.some((address) => address.endsWith('@bench.local')));
    const killAt = await until(async () => (reminders().length >= PARTNERS / 5 ? reminders().length : null), { timeoutMs: 120_000, intervalMs: 20 });
    const activeAtKill = await queue.getActiveCount();
    await workers[0].stop('SIGKILL');
    const killedAt = Date.now();
    note(`worker 1 killed (SIGKILL) with ${killAt ?? 0} reminders delivered and ${activeAtKill} job(s) active; worker 2 goes on`);
    const runResults = await Promise.all(runs);
    const remindersDone = await until(
      async () => {
        const distinct = new Set(reminders().map((message) => message.messageId));
        return distinct.size >= PARTNERS ? Date.now() : null;
      },
      { timeoutMs: 240_000, intervalMs: 250 },
    );
    await sleep(3_000);
    const delivered = reminders();
    const byRecipient = new Map();
    for (const message of delivered) {
      const ids = byRecipient.get(message.to.join(',')) ?? new Set();
      ids.add(message.messageId);
      byRecipient.set(message.to.join(','), ids);
    }
    const distinctIds = new Set(delivered.map((message) => message.messageId)).size;
    const twoDifferentEmails = [...byRecipient.values()].filter((ids) => ids.size > 1).length;
    const [{ rows: sentRows }, { rows: reminderEmails }] = await Promise.all([
      clusterPool.query('SELECT count(*)::int AS count FROM partner_reminders_sent'),
      clusterPool.query("SELECT count(*)::int AS count, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM email_log WHERE dedupe_key LIKE 'partner-reminder.%'"),
    ]);
    check(
      `the daily run triggered on both (${PARTNERS.toLocaleString('en-US')} partners): each reminder once; worker 1 killed mid-run, worker 2 finishes`,
      runResults.every((result) => result.code === 0) &&
        Boolean(remindersDone) &&
        byRecipient.size === seed.partners &&
        twoDifferentEmails === 0 &&
        sentRows[0].count === seed.partners &&
        reminderEmails[0].count === seed.partners &&
        reminderEmails[0].sent === seed.partners,
      `runs exited ${runResults.map((result) => result.code).join(' and ')}; ${byRecipient.size} partners reached, ${twoDifferentEmails} reached by two different reminders; ` +
        `partner_reminders_sent ${sentRows[0].count}, reminder emails ${reminderEmails[0].count} (${reminderEmails[0].sent} sent); ` +
        `${delivered.length} SMTP acceptances for ${distinctIds} Message-IDs${delivered.length > distinctIds ? ' (the same Message-ID again: the kill fell between the server\'s answer and the log update)' : ''}; ` +
        `all delivered ${remindersDone ? `${seconds(remindersDone - killedAt)} after the kill` : 'NOT within 240 s'}`,
    );
    return {
      pass: checks.every((entry) => entry.pass),
      figures: checks.map((entry) => `${entry.pass ? '' : 'FAILED: '}${entry.name}`).join('; '),
    };
  } finally {
    await queue?.close();
    for (const child of processes.reverse()) await child.stop('SIGKILL');
    await clusterPool?.end().catch(() => undefined);
    await sink.stop();
    await cluster.stop();
    removeDirectory(directory);
  }
}

/** `node cli.js …args` with `environment`; resolves to its exit code and last lines. */
function runCli(environment, args) {
  return new Promise((resolve) => {
    const child = spawn('node', ['backend/dist/backend/src/cli.js', ...args], { cwd: root, env: { ...environment, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ? 1 : code, output });
    });
  });
}

// ─── commit-crash ───────────────────────────────────────────────────────────────────────────
async function commitCrashDrill() {
  const sink = await new SmtpSink().start();
  const prefix = `cdm-drill-crash-${randomBytes(3).toString('hex')}`;
  // The fault point is honoured only outside production: this one process runs as development.
  const crashing = await appFor('commit-crash', { REDIS_PREFIX: prefix, SMTP_URL: sink.url, NODE_ENV: 'development', FAULT_AFTER_COMMIT: 'information-request' });
  let restarted = null;
  try {
    const email = `choque.${randomBytes(3).toString('hex')}@drill.local`;
    const answer = await postJson(`${crashing.origin}/api/information-request`, informationRequestBody(email));
    const exit = await Promise.race([crashing.exited, sleep(10_000).then(() => null)]);
    const { rows: leads } = await pool.query('SELECT id FROM information_requests WHERE email_normalized = lower($1)', [email]);
    if (leads.length !== 1) throw new Error(`The request was not committed before the crash (${leads.length} rows; answer ${answer.status || answer.error})`);
    const requestId = leads[0].id;
    const keys = [`information-request.${requestId}.acknowledgement`, `information-request.${requestId}.staff-notice`];
    const { rows: before } = await pool.query('SELECT count(*)::int AS count FROM email_log WHERE dedupe_key = ANY($1)', [keys]);
    const { rows: pending } = await pool.query(
      "SELECT count(*)::int AS count FROM outbox WHERE payload->>'informationRequestId' = $1 AND dispatched_at IS NULL",
      [requestId],
    );
    note(`answer ${answer.status || answer.error}; process exit ${exit ? `code ${exit.code ?? '—'} signal ${exit.signal ?? '—'}` : 'NOT within 10 s'}; ` +
      `committed: request row 1, outbox rows pending ${pending[0].count}, emails queued ${before[0].count}`);

    const restartedAt = Date.now();
    restarted = await appFor('commit-crash-restart', { REDIS_PREFIX: prefix, SMTP_URL: sink.url });
    const emailIds = await until(
      async () => {
        const { rows } = await pool.query("SELECT id FROM email_log WHERE dedupe_key = ANY($1) AND status = 'sent'", [keys]);
        return rows.length === keys.length && deliveries(sink, rows.map((row) => row.id)).missing === 0 ? rows.map((row) => row.id) : null;
      },
      { timeoutMs: 60_000 },
    );
    const deliveredAt = Date.now();
    await sleep(3_000); // room for a duplicate
    const result = emailIds ? deliveries(sink, emailIds) : { delivered: 0, duplicates: 0 };
    const pass = exit?.code === 137 && pending[0].count === 1 && before[0].count === 0 && Boolean(emailIds) && result.delivered === 2 && result.duplicates === 0;
    return {
      pass,
      figures: `killed (exit ${exit?.code ?? '—'}) right after the commit with 0 emails queued and 1 outbox row pending; after the restart ` +
        `${result.delivered}/2 emails delivered ${emailIds ? `${seconds(deliveredAt - restartedAt)} after it` : 'NOT within 60 s'}, ${result.duplicates} duplicates`,
    };
  } finally {
    await crashing.stop('SIGKILL');
    await restarted?.stop();
    await sink.stop();
  }
}

// ─── catch-up ───────────────────────────────────────────────────────────────────────────────
async function catchUpDrill() {
  const PARTNERS = 40;
  const require = createRequire(import.meta.url);
  const domain = require(path.join(root, 'backend/dist/libs/domain/src/index.js'));
  const sink = await new SmtpSink().start();
  const prefix = `cdm-drill-catchup-${randomBytes(3).toString('hex')}`;
  const mexicoCityToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
  const addDays = (isoDate, days) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const day = mexicoCityToday();
  // Mexico City keeps UTC-6 all year (no daylight saving time since 2022).
  const workerEnv = { ...env, APP_ROLE: 'worker', PORT: '0', REDIS_PREFIX: prefix, SMTP_URL: sink.url, NODE_ENV: 'development', CLOCK_START: `${day}T11:00:00-06:00` };
  let worker = null;
  try {
    // Partners whose reminder is due that day: half "upcoming" (due in 3 days), half "1 day late".
    const emails = [];
    for (let index = 0; index < PARTNERS; index++) {
      const dueDate = index % 2 === 0 ? addDays(day, 3) : addDays(day, -1);
      const figures = domain.paymentPlan({ basePriceCentavos: 1_000_000_000, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 12, annualInterestBasisPoints: 800 });
      const plan = { ...figures, productType: 'box-premium-panamericana', unitCode: 'A1P', paymentDay: Number(dueDate.slice(8, 10)), downPaymentScheduledDate: dueDate, reservationDepositCentavos: 10_000_000 };
      const email = `socio.${index}.${randomBytes(3).toString('hex')}@drill.local`;
      emails.push(email);
      await pool.query(
        `INSERT INTO partners (investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan,
           total_amount_centavos, down_payment_centavos, down_payment_scheduled_date, monthly_payment_centavos, payment_day,
           payment_term, final_payment_centavos, remaining_balance_centavos, next_payment_date, is_current_on_payments, sold_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'A1P', $5, 'Box Premium Panamericana · A1P', $6, $7, $8, $9, $10, $11, $12, $13, $14, $9, $15, now(), now(), now())`,
        [randomUUID(), randomUUID(), `Socio ${index}`, email, plan.productType, JSON.stringify(plan), plan.totalAmountCentavos, plan.downPaymentCentavos, dueDate,
          plan.monthlyPaymentCentavos, plan.paymentDay, plan.termMonths, plan.finalPaymentWithInterestCentavos, plan.totalPaymentCentavos, dueDate >= day],
      );
    }
    // Yesterday's run completed; today's 09:00 found no worker (none was running).
    await pool.query('INSERT INTO scheduled_runs (name, last_completed_for) VALUES ($1, $2)', [`${prefix}:partners.daily-reminders`, addDays(day, -1)]);
    const ours = () => sink.accepted.filter((message) => emails.some((email) => message.to.includes(email)));
    note(`${PARTNERS} partners due ${day} (half upcoming, half 1 day late); last completed run ${addDays(day, -1)}; no worker at 09:00: ${ours().length} reminders sent`);

    const startedAt = Date.now();
    worker = await startApp(workerEnv, { label: 'worker at 11:00', quiet: true });
    const all = await until(async () => ours().length >= PARTNERS, { timeoutMs: 90_000 });
    const deliveredIn = Date.now() - startedAt;
    await worker.stop();
    // Another worker start (and its hourly check) finds the run done.
    worker = await startApp(workerEnv, { label: 'worker restarted', quiet: true });
    await sleep(8_000);
    const recipients = new Set(ours().flatMap((message) => message.to));
    const { rows: sent } = await pool.query('SELECT count(*)::int AS count FROM partner_reminders_sent s JOIN partners p ON p.id = s.partner_id WHERE p.email = ANY($1)', [emails]);
    const { rows: runs } = await pool.query("SELECT to_char(last_completed_for, 'YYYY-MM-DD') AS day FROM scheduled_runs WHERE name = $1", [`${prefix}:partners.daily-reminders`]);
    note(`worker started at 11:00 (clock ${workerEnv.CLOCK_START}): ${ours().length} reminders delivered ${all ? `in ${seconds(deliveredIn)}` : 'NOT within 90 s'}; ` +
      `after a second start ${ours().length}; sent-reminder rows ${sent[0].count}; last completed run ${runs[0]?.day}`);
    const pass = Boolean(all) && ours().length === PARTNERS && recipients.size === PARTNERS && sent[0].count === PARTNERS && runs[0]?.day === day;
    return {
      pass,
      figures: `no worker at 09:00, worker back at 11:00: ${recipients.size}/${PARTNERS} partners reminded ${all ? `within ${seconds(deliveredIn)}` : '—'}, ` +
        `${ours().length - recipients.size} duplicates after a second worker start; run recorded for ${runs[0]?.day ?? '—'}`,
    };
  } finally {
    await worker?.stop();
    await sink.stop();
  }
}

const DRILLS = {
  webhook: webhookDrill,
  postgres: postgresDrill,
  redis: redisDrill,
  worker: workerDrill,
  smtp: smtpDrill,
  'commit-crash': commitCrashDrill,
  'catch-up': catchUpDrill,
  replicas: replicasDrill,
  'backup-restore': () => backupRestoreDrill({ env, postgres, redis, note, seconds, until }),
  'streams-outage': () => streamsOutageDrill({ env, postgres, redis, note, seconds, until }),
  'replica-kill': () => replicaKillDrill({ env, note, until }),
};

try {
  await buildProduction({ ...benchEnv(0, 'drill') }, ['backend']);
  log('Starting a private PostgreSQL cluster and a private redis-server');
  await postgres.start();
  await redis.start();
  env = {
    ...benchEnv(0, 'drills', { databaseServerUrl: postgres.serverUrl }),
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
  };
  await setupDatabase(env);
  pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  pool.on('error', () => undefined);
  note(`PostgreSQL on 127.0.0.1:${postgres.port} (max_connections ${postgres.maxConnections}), Redis on ${redis.url}, data in ${scratch}`);

  for (const [index, name] of selected.entries()) {
    log(`Drill ${index + 1}/${selected.length} (${name}): ${TITLES[name]}`);
    const started = Date.now();
    let outcome;
    try {
      outcome = await DRILLS[name]();
    } catch (error) {
      outcome = { pass: false, figures: `error: ${error.message.split('\n').slice(0, 6).join(' | ')}` };
    }
    const result = { name, title: TITLES[name], ...outcome, seconds: Math.round((Date.now() - started) / 1000) };
    results.push(result);
    console.log(`  ${result.pass ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'} ${result.figures} (${result.seconds} s)`);
  }
} finally {
  await pool?.end().catch(() => undefined);
  await redis.stop().catch(() => undefined);
  await postgres.stop();
  removeDirectory(scratch);
}

console.log('\n| Drill | Result | Figures | Time |\n|---|---|---|---:|');
for (const result of results) console.log(`| ${result.title} | ${result.pass ? 'PASS' : 'FAIL'} | ${result.figures} | ${result.seconds} s |`);
const failed = results.filter((result) => !result.pass);
console.log(`\nDrills: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length || results.length < selected.length ? 1 : 0);
