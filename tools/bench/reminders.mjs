// `npm run bench:reminders` (decisions.md #22): 10,000 partners' payment reminders queued by the real daily
// run and delivered by the worker to a local SMTP listener; emails per second and the worker's peak
// memory. Also the "Partner reminders" section of `npm run bench` (runReminderBench below).
//
//   1. Production build of the backend, run from a private copy (tmp/bench/reminders-dist-*, removed
//      at the end: tests rebuild backend/dist at any time), a throwaway database (created, migrated,
//      seeded, dropped at the end), a Redis key prefix of its own (its keys deleted at the end), a
//      local SMTP listener (tools/bench/smtp-sink.mjs).
//   2. 10,000 partners written straight to PostgreSQL (batched INSERT … SELECT unnest(…)), half
//      due in 3 days (the "upcoming" reminder) and half 1 day overdue ("overdue-1"), so the daily
//      run selects every one of them. Linkage, as the schema allows it: every partner has its own
//      investor account (10,000 synthetic ones) and its own reservation id (partners.reservation_id
//      is UNIQUE); plans are priced by libs/domain's paymentPlan with the seeded settings. The site
//      has 60 units (units: module A–F × number 1–10, CHECKed) and unit_reservations allows one live
//      or converted reservation per unit (unique partial index), so only 60 sales can exist as rows:
//      the first 60 partners are real converted reservations of the 60 units (units marked sold);
//      the other 9,940 reuse those unit codes (partners.unit_code has no unique constraint and no
//      foreign key) with a reservation id that has no row. The load is the point, not the inventory.
//   3. API (APP_ROLE=api) and worker (APP_ROLE=worker) as two processes, as in production. The run
//      is triggered with `node cli.js run-partner-reminders`: the same RunDailyPartnerRemindersCommand
//      the worker's 09:00 cron executes, in a third, short-lived process (in production the cron runs
//      it inside the worker; its queueing memory is reported separately as "run process").
//   4. The worker's VmRSS is sampled every 100 ms (and VmHWM read at the end) until the listener
//      has 10,000 messages (10-minute limit). Checks: exactly 10,000 delivered, no recipient twice,
//      10,000 rows in partner_reminders_sent.
// Prints a table and writes tmp/bench/reminders.json. Recipient addresses are never printed.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import { ensureDependencies, ensureServices, log, root } from '../workspace.mjs';
import { benchEnv, buildProduction, dropDatabase, setupDatabase, snapshotBuild, startApp } from './production-app.mjs';
import { SmtpSink } from './smtp-sink.mjs';

const PARTNERS = Number(process.env.BENCH_REMINDER_PARTNERS ?? 10_000);
const DELIVERY_TIMEOUT_MS = Number(process.env.BENCH_REMINDER_TIMEOUT_MS ?? 10 * 60_000);
const APP_PORT = Number(process.env.BENCH_REMINDERS_PORT ?? 3928);
const SAMPLE_MS = 100;
const DAY_MS = 86_400_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** `promise`, or `fallback` after `ms` (the timer is cleared either way). */
function within(promise, ms, fallback = null) {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}
const mexicoCityToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
const addDays = (isoDate, days) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** VmRSS and VmHWM (peak) of a process in MB, from /proc; null once it is gone. */
async function memoryMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return null;
  }
}

/** Samples a process's VmRSS every SAMPLE_MS: peak, last, and one point per second for the JSON. */
function rssSampler(pid) {
  const state = { peakMb: 0, lastMb: 0, hwmMb: 0, samples: 0, series: [] };
  const startedAt = Date.now();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    const memory = await memoryMb(pid);
    busy = false;
    if (!memory) return;
    state.samples += 1;
    state.lastMb = memory.rss;
    state.hwmMb = Math.max(state.hwmMb, memory.hwm);
    state.peakMb = Math.max(state.peakMb, memory.rss);
    const second = Math.floor((Date.now() - startedAt) / 1000);
    if (state.series.length === 0 || state.series.at(-1)[0] !== second) state.series.push([second, Math.round(memory.rss)]);
  }, SAMPLE_MS);
  return { state, stop: () => clearInterval(timer) };
}

/** The figures a plan gets in the app (backend/src/reservations/plan.ts), from libs/domain. */
function planPricer(domain, types, settings) {
  const premium = types.map((type) => ({ code: type.code, basePriceCentavos: Number(type.base_price_centavos), areaM2: type.area_m2, isActive: type.is_active }));
  // A few realistic choices (shares in steps of 5, a listed term), all within the unit dialog's cap.
  const choices = [
    { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36 },
    { downPaymentPercent: 30, finalPaymentPercent: 30, termMonths: 24 },
    { downPaymentPercent: 50, finalPaymentPercent: 20, termMonths: 48 },
    { downPaymentPercent: 20, finalPaymentPercent: 40, termMonths: 18 },
    { downPaymentPercent: 60, finalPaymentPercent: 10, termMonths: 12 },
  ];
  return (unit, index, downPaymentScheduledDate) => {
    const choice = choices[index % choices.length];
    const paymentDay = Number(downPaymentScheduledDate.slice(8, 10));
    const problems = domain.planChoiceProblems({ ...choice, paymentDay, downPaymentScheduledDate }, domain.UNIT_DIALOG_SHARE_CAP, downPaymentScheduledDate);
    if (problems.length) throw new Error(`Invalid seeded plan: ${problems.join('; ')}`);
    const figures = domain.paymentPlan({
      basePriceCentavos: domain.unitPriceCentavos({ unitNumber: unit.unit_number, basePriceCentavos: Number(unit.base_price_centavos) }, premium),
      ...choice,
      annualInterestBasisPoints: settings.annualInterestBasisPoints,
    });
    return {
      productType: unit.product_type,
      unitCode: unit.unit_code,
      basePriceCentavos: figures.basePriceCentavos,
      discountPercent: figures.discountPercent,
      totalAmountCentavos: figures.totalAmountCentavos,
      downPaymentPercent: figures.downPaymentPercent,
      monthlyPaymentPercent: figures.monthlyPaymentPercent,
      finalPaymentPercent: figures.finalPaymentPercent,
      termMonths: figures.termMonths,
      paymentDay,
      downPaymentCentavos: figures.downPaymentCentavos,
      monthlyPaymentCentavos: figures.monthlyPaymentCentavos,
      finalPaymentCentavos: figures.finalPaymentCentavos,
      finalPaymentWithInterestCentavos: figures.finalPaymentWithInterestCentavos,
      totalInterestCentavos: figures.totalInterestCentavos,
      totalPaymentCentavos: figures.totalPaymentCentavos,
      downPaymentScheduledDate,
      reservationDepositCentavos: settings.unitReservationDepositCentavos,
    };
  };
}

/** 10,000 investors and partners (and the 60 sales that can exist as rows), in batches. Also used by the replicas drill. */
export async function seedPartners(pool, count, dist) {
  const domain = createRequire(import.meta.url)(path.join(root, dist, 'libs/domain/src/index.js'));
  const { rows: units } = await pool.query('SELECT unit_code, unit_number, product_type, base_price_centavos FROM units ORDER BY module, unit_number');
  const { rows: types } = await pool.query('SELECT code, name, base_price_centavos, area_m2, is_active FROM product_types');
  const { rows: settingRows } = await pool.query("SELECT key, value FROM settings WHERE key IN ('annualInterestBasisPoints', 'unitReservationDepositCentavos')");
  const settings = Object.fromEntries(settingRows.map((row) => [row.key, Number(row.value)]));
  const typeName = new Map(types.map((type) => [type.code, type.name]));
  const price = planPricer(domain, types, settings);

  const now = new Date();
  const today = mexicoCityToday(now);
  const dueDates = { upcoming: addDays(today, 3), 'overdue-1': addDays(today, -1) };
  const runTag = Date.now().toString(36);
  const partners = [];
  for (let index = 0; index < count; index++) {
    const unit = units[index % units.length];
    const kind = index % 2 === 0 ? 'upcoming' : 'overdue-1';
    const plan = price(unit, index, dueDates[kind]);
    // The standing the app would have stored: nothing paid yet, the down payment is next.
    const standing = domain.standing(
      domain.paymentSchedule({ ...plan, termMonths: plan.termMonths, paymentDay: plan.paymentDay }),
      0,
      today,
    );
    if (domain.reminderDueToday(standing.nextPayment.dueDate, today) !== kind) throw new Error(`Seeded partner ${index} is not due (${kind}) today`);
    partners.push({
      id: randomUUID(),
      investorId: randomUUID(),
      reservationId: randomUUID(),
      name: `Socio${index} Carga`,
      email: `socio.${index}.${runTag}@bench.local`,
      unit,
      plan,
      standing,
      soldAt: new Date(now.getTime() - (40 + (index % 200)) * DAY_MS),
    });
  }

  const started = performance.now();
  const BATCH = 2_000;
  for (let offset = 0; offset < partners.length; offset += BATCH) {
    const batch = partners.slice(offset, offset + BATCH);
    const column = (pick) => batch.map(pick);
    await pool.query(
      `INSERT INTO investor_accounts (id, email, email_normalized, name, needs_password_setup, created_at, updated_at)
       SELECT id, email, email, name, true, sold_at, sold_at FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS t(id, email, name, sold_at)`,
      [column((p) => p.investorId), column((p) => p.email), column((p) => p.name), column((p) => p.soldAt)],
    );
    await pool.query(
      `INSERT INTO partners (id, investor_id, reservation_id, name, email, unit_code, product_type, product_purchased, plan,
         total_amount_centavos, down_payment_centavos, down_payment_scheduled_date, monthly_payment_centavos, payment_day,
         payment_term, final_payment_centavos, remaining_balance_centavos, next_payment_date, is_current_on_payments, sold_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::jsonb[],
         $10::bigint[], $11::bigint[], $12::date[], $13::bigint[], $14::int[], $15::int[], $16::bigint[], $17::bigint[], $18::date[], $19::boolean[], $20::timestamptz[])`,
      [
        column((p) => p.id),
        column((p) => p.investorId),
        column((p) => p.reservationId),
        column((p) => p.name),
        column((p) => p.email),
        column((p) => p.unit.unit_code),
        column((p) => p.unit.product_type),
        column((p) => `${typeName.get(p.unit.product_type) ?? p.unit.product_type} · ${p.unit.unit_code}`),
        column((p) => JSON.stringify(p.plan)),
        column((p) => p.plan.totalAmountCentavos),
        column((p) => p.plan.downPaymentCentavos),
        column((p) => p.plan.downPaymentScheduledDate),
        column((p) => p.plan.monthlyPaymentCentavos),
        column((p) => p.plan.paymentDay),
        column((p) => p.plan.termMonths),
        column((p) => p.plan.finalPaymentWithInterestCentavos),
        column((p) => p.standing.remainingBalanceCentavos),
        column((p) => p.standing.nextPayment.dueDate),
        column((p) => p.standing.isCurrentOnPayments),
        column((p) => p.soldAt),
      ],
    );
  }
  // The sales that can exist as rows: one converted reservation per unit, as ConvertReservationToSale leaves it.
  const sales = partners.slice(0, Math.min(units.length, partners.length));
  await pool.query(
    `INSERT INTO unit_reservations (id, investor_id, unit_code, product_type, status, deposit_method, reference_number, plan,
       total_amount_centavos, reservation_deposit_centavos, deposit_paid_at, converted_at, created_at, updated_at)
     SELECT id, investor_id, unit_code, product_type, 'converted', 'bank_transfer', reference, plan, total, deposit, sold_at, sold_at, sold_at, sold_at
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::bigint[], $8::bigint[], $9::timestamptz[])
       AS t(id, investor_id, unit_code, product_type, reference, plan, total, deposit, sold_at)`,
    [
      sales.map((p) => p.reservationId),
      sales.map((p) => p.investorId),
      sales.map((p) => p.unit.unit_code),
      sales.map((p) => p.unit.product_type),
      // A block reference in its canonical form (CDM-, 8, -, 6 of the alphabet): hex digits are all in it.
      sales.map((p, index) => { const hex = createHash('md5').update(`bench-${runTag}-${index}`).digest('hex').toUpperCase(); return `CDM-${hex.slice(0, 8)}-${hex.slice(8, 14)}`; }),
      sales.map((p) => JSON.stringify(p.plan)),
      sales.map((p) => p.plan.totalAmountCentavos),
      sales.map((p) => p.plan.reservationDepositCentavos),
      sales.map((p) => p.soldAt),
    ],
  );
  await pool.query("UPDATE units SET status = 'sold', updated_at = now() WHERE unit_code = ANY($1)", [sales.map((p) => p.unit.unit_code)]);
  // What each partner's plan and each sale's deposit owe, in the record of money received (as the app registers them).
  await pool.query(
    `INSERT INTO money_targets (kind, id, label, owed_centavos)
     SELECT 'partner', id, 'Socio ' || reference || ' · Unidad ' || unit_code, down_payment_centavos + monthly_payment_centavos * payment_term + final_payment_centavos FROM partners
     UNION ALL
     SELECT 'unit_reservation', id, 'Unidad ' || unit_code, reservation_deposit_centavos FROM unit_reservations
     ON CONFLICT (kind, id) DO NOTHING`,
  );
  await pool.query('ANALYZE investor_accounts, partners, unit_reservations, money_targets');
  return {
    partners: partners.length,
    upcoming: partners.filter((_, index) => index % 2 === 0).length,
    overdue: partners.filter((_, index) => index % 2 === 1).length,
    dueDates,
    today,
    units: units.length,
    salesWithReservationRow: sales.length,
    seedMs: Math.round(performance.now() - started),
  };
}

/**
 * Runs `node cli.js run-partner-reminders`, sampling its memory; resolves to its JSON line and peak RSS.
 * BENCH_RUN_NODE_ARGS adds Node flags to that process only (a diagnosis: with --max-old-space-size=96
 * the 50,000-partner run completes at about 205 MB, so what the default settings add is uncollected
 * garbage, not data the run keeps).
 */
function runDailyReminders(env, dist) {
  // NO_COLOR: Nest's console logger without colour codes, so its lines can be read here.
  const child = spawn('node', [...(process.env.BENCH_RUN_NODE_ARGS ?? '').split(' ').filter(Boolean), `${dist}/backend/src/cli.js`, 'run-partner-reminders'], { cwd: root, env: { ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const sampler = rssSampler(child.pid);
  let stdout = '';
  let stderr = '';
  // The listener logs "Could not queue a partner email" with the error and the partner id only.
  const failures = { count: 0, errors: {} };
  const scan = (text) => {
    failures.count += text.split('Could not queue a partner email').length - 1;
    for (const [, message] of text.matchAll(/err: (\w*Error: [^\n]+)/g)) failures.errors[message] = (failures.errors[message] ?? 0) + 1;
  };
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    scan(String(chunk));
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
    scan(String(chunk));
  });
  const done = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      sampler.stop();
      const line = stdout
        .split('\n')
        .reverse()
        .find((text) => text.startsWith('{') && text.includes('"reminders"'));
      let result = null;
      try {
        result = line ? JSON.parse(line) : null;
      } catch {
        result = null;
      }
      const lastLines = `${stdout}\n${stderr}`.split('\n').filter(Boolean).slice(-3).join('\n');
      resolve({ code: signal ? 1 : code, result, failures, peakRssMb: Math.max(sampler.state.peakMb, sampler.state.hwmMb), lastLines });
    });
  });
  return { child, done, sampler };
}

/**
 * The whole measurement; resolves to the figures (with `ok` and `problems`). Everything it starts
 * (processes, database, queue keys, listener) is stopped or dropped before it returns.
 */
export async function runReminderBench({ partners = PARTNERS, timeoutMs = DELIVERY_TIMEOUT_MS, port = APP_PORT } = {}) {
  const env = benchEnv(port, 'reminders');
  await ensureServices(env);
  await buildProduction(env, ['backend']);
  // A private copy of the build: the tests and other benchmarks rebuild backend/dist at any time.
  const dist = await snapshotBuild(`tmp/bench/reminders-dist-${randomBytes(3).toString('hex')}`);
  const sink = await new SmtpSink().start();
  Object.assign(env, { SMTP_URL: sink.url, LOG_LEVEL: 'warn' });
  const redisUrl = new URL(env.REDIS_URL);
  const emailQueue = new Queue('email', { connection: { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) }, prefix: env.REDIS_PREFIX });
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  let api = null;
  let worker = null;
  let workerSampler = null;
  let run = null;
  let queueEvents = null;
  const jobEvents = { stalled: 0, failed: 0 };
  const problems = [];
  const results = { measuredAt: new Date().toISOString(), partners };
  try {
    if (!readFileSync(path.join(root, dist, 'backend/src/cli.js'), 'utf8').includes('run-partner-reminders')) {
      throw new Error('backend/src/cli.ts has no run-partner-reminders command');
    }
    await setupDatabase(env, { dist });
    log(`Seeding ${partners.toLocaleString('en-US')} partners (half due in 3 days, half 1 day overdue)`);
    results.seed = await seedPartners(pool, partners, dist);
    console.log(`  ${results.seed.partners} partners in ${results.seed.seedMs} ms (today in Mexico City ${results.seed.today})`);

    log('Starting the API (APP_ROLE=api) and the worker (APP_ROLE=worker) as two processes');
    api = await startApp({ ...env, APP_ROLE: 'api' }, { label: 'api', quiet: true, dist });
    worker = await startApp({ ...env, APP_ROLE: 'worker' }, { label: 'worker', quiet: true, dist });
    const workerReady = Date.now() + 60_000;
    while ((await emailQueue.getWorkersCount().catch(() => 0)) < 1 && Date.now() < workerReady && worker.running) await sleep(100);
    if (!worker.running) throw new Error(`The worker exited while starting:\n${worker.output()}`);
    await sleep(1_000);
    results.workerIdleRssMb = Math.round((await memoryMb(worker.pid))?.rss ?? 0);
    workerSampler = rssSampler(worker.pid);
    // BullMQ's own view: a job the worker lost its lock on (stalled) runs again; a failed attempt is retried.
    queueEvents = new QueueEvents('email', { connection: { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) }, prefix: env.REDIS_PREFIX });
    await queueEvents.waitUntilReady();
    queueEvents.on('stalled', () => (jobEvents.stalled += 1));
    queueEvents.on('failed', () => (jobEvents.failed += 1));

    log('Daily partner run: node cli.js run-partner-reminders (RunDailyPartnerRemindersCommand, as the 09:00 cron)');
    const triggeredAt = Date.now();
    run = runDailyReminders(env, dist);
    let runOutcome = null;
    void run.done.then((outcome) => (runOutcome = outcome));
    const deadline = triggeredAt + timeoutMs;
    let lastReport = Date.now();
    // Every reminder is one email: wait for that many distinct Message-IDs (a repeat is counted apart).
    // If the run ends having queued fewer, wait for those it queued.
    const distinct = new Set();
    const target = () => (runOutcome?.result ? Math.min(partners, runOutcome.result.queued) : runOutcome ? 0 : partners);
    let seen = 0;
    while (Date.now() < deadline && worker.running) {
      for (; seen < sink.accepted.length; seen++) distinct.add(sink.accepted[seen].messageId);
      if (distinct.size >= target()) break;
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        console.log(`  ${sink.count.toLocaleString('en-US')} delivered after ${((Date.now() - triggeredAt) / 1000).toFixed(0)} s, worker RSS ${Math.round(workerSampler.state.lastMb)} MB`);
      }
      await sleep(50);
    }
    const deliveredAllQueued = distinct.size >= target();
    const reachedAll = distinct.size >= partners;
    // A short wait: a late duplicate (a retried or stalled job) would arrive now.
    if (deliveredAllQueued) await sleep(3_000);
    const workerMemory = await memoryMb(worker.pid);
    workerSampler.stop();
    runOutcome = await within(run.done, reachedAll ? 30_000 : 1_000, runOutcome);

    if (!worker.running) problems.push(`the worker exited: ${worker.output().slice(-2_000)}`);
    if (!deliveredAllQueued && Date.now() >= deadline) problems.push(`timed out after ${timeoutMs / 1000} s with ${sink.count} of ${partners} delivered`);
    if (!runOutcome) problems.push('the daily run did not finish');
    else if (runOutcome.code !== 0 || !runOutcome.result) problems.push(`the daily run exited with ${runOutcome.code}: ${runOutcome.lastLines}`);
    if (runOutcome?.failures.count) {
      const errors = Object.entries(runOutcome.failures.errors).map(([message, count]) => `${count} × ${message}`);
      problems.push(`${runOutcome.failures.count} reminders were not queued: SendPartnerEmailsListener logged "Could not queue a partner email" (${errors.join('; ')})`);
    }

    const accepted = sink.accepted;
    const recipients = new Set(accepted.map((message) => message.to.join(',')));
    const messageIds = new Set(accepted.map((message) => message.messageId));
    const [{ dedupe_rows: dedupeRows, upcoming, overdue }] = (
      await pool.query(
        `SELECT count(*)::int AS dedupe_rows, count(*) FILTER (WHERE kind = 'upcoming')::int AS upcoming,
                count(*) FILTER (WHERE kind = 'overdue-1')::int AS overdue FROM partner_reminders_sent`,
      )
    ).rows;
    const { rows: emailRows } = await pool.query(
      "SELECT status, count(*)::int AS count FROM email_log WHERE dedupe_key LIKE 'partner-reminder.%' GROUP BY status",
    );
    const emailLog = Object.fromEntries(emailRows.map((row) => [row.status, row.count]));
    const [{ retried }] = (await pool.query("SELECT count(*)::int AS retried FROM email_log WHERE dedupe_key LIKE 'partner-reminder.%' AND attempts > 1")).rows;
    emailLog.attemptedMoreThanOnce = retried;
    const [{ missing }] = (
      await pool.query(
        `SELECT count(*)::int AS missing FROM partner_reminders_sent s
         WHERE NOT EXISTS (SELECT 1 FROM email_log e WHERE e.dedupe_key = 'partner-reminder.' || s.partner_id || '.' || s.due_date || '.' || s.kind)`,
      )
    ).rows;
    // The same Message-ID accepted twice: the time between the two acceptances.
    const acceptedAt = new Map();
    const repeats = [];
    for (const message of accepted) {
      if (acceptedAt.has(message.messageId)) repeats.push(message.acceptedAt - acceptedAt.get(message.messageId));
      else acceptedAt.set(message.messageId, message.acceptedAt);
    }
    const first = accepted[0]?.acceptedAt ?? null;
    const last = accepted.at(-1)?.acceptedAt ?? null;
    const result = runOutcome?.result ?? null;
    const startedAt = result?.startedAt ?? triggeredAt;
    const deliveryWindowMs = first && last ? Math.max(1, last - first) : null;

    Object.assign(results, {
      remindersSelected: result?.reminders ?? null,
      recomputed: result?.recomputed ?? null,
      queued: result?.queued ?? null,
      delivered: accepted.length,
      distinctRecipients: recipients.size,
      duplicates: accepted.length - recipients.size,
      distinctMessageIds: messageIds.size,
      dedupeRows,
      dedupeByKind: { upcoming, 'overdue-1': overdue },
      remindersWithoutEmail: missing,
      emailLog,
      jobEvents,
      repeatedMessageIdGapsMs: repeats,
      cliStartupMs: result ? result.startedAt - triggeredAt : null,
      runMs: result ? result.committedAt - result.startedAt : null,
      timeToQueueMs: result ? result.allQueuedAt - result.startedAt : null,
      firstDeliveryMs: first ? first - startedAt : null,
      timeToDeliverAllMs: reachedAll && last ? last - startedAt : null,
      emailsPerSecond: deliveryWindowMs ? Number((accepted.length / (deliveryWindowMs / 1000)).toFixed(1)) : null,
      endToEndEmailsPerSecond: reachedAll && last ? Number((accepted.length / ((last - startedAt) / 1000)).toFixed(1)) : null,
      worker: {
        idleRssMb: results.workerIdleRssMb,
        peakRssMb: Math.round(workerSampler.state.peakMb),
        vmHwmMb: Math.round(workerMemory?.hwm ?? workerSampler.state.hwmMb),
        endRssMb: Math.round(workerMemory?.rss ?? workerSampler.state.lastMb),
        samples: workerSampler.state.samples,
        rssMbPerSecond: workerSampler.state.series,
      },
      // A run still going at the deadline: its peak so far (a lower bound).
      runProcessPeakRssMb: runOutcome ? Math.round(runOutcome.peakRssMb) : run ? Math.round(Math.max(run.sampler.state.peakMb, run.sampler.state.hwmMb)) : null,
      runProcessFinished: Boolean(runOutcome),
      workerLogLines: worker.output().split('\n').filter(Boolean).length,
      workerLogWarnings: worker
        .output()
        .split('\n')
        .filter((line) => /"level":(40|50|60)|\b(WARN|ERROR)\b/.test(line)).length,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown', node: process.version, loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))) },
      workerSettings: `concurrency ${env.EMAIL_WORKER_CONCURRENCY ?? 50} per worker process, ${env.SMTP_POOL_CONNECTIONS ?? 8} pooled SMTP connections, each email claimed with a lease (backend/src/notifications)`,
    });
    delete results.workerIdleRssMb;
    if (reachedAll && results.delivered !== partners) problems.push(`${results.delivered} messages delivered for ${partners} partners`);
    if (results.duplicates !== 0) {
      problems.push(
        `${results.duplicates} duplicate deliveries (${results.delivered - results.distinctMessageIds} with a repeated Message-ID; BullMQ stalled events ${jobEvents.stalled}, failed attempts ${jobEvents.failed}, email_log rows attempted more than once ${retried})`,
      );
    }
    if (missing > 0) problems.push(`${missing} partners have a partner_reminders_sent row but no reminder email (the next daily run will not send it)`);
    if (results.dedupeRows !== partners) problems.push(`${results.dedupeRows} rows in partner_reminders_sent, expected ${partners}`);
    if (result && result.reminders !== partners) problems.push(`the daily run selected ${result.reminders} reminders, expected ${partners}`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    workerSampler?.stop();
    await queueEvents?.close();
    if (run && run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGTERM');
      await within(run.done, 15_000);
    }
    await worker?.stop();
    await api?.stop();
    await emailQueue.obliterate({ force: true }).catch(() => undefined);
    // Every key under this run's prefix (the other queues' keys too).
    await (async () => {
      const client = await emailQueue.client;
      const keys = [];
      for await (const batch of client.scanStream({ match: `${env.REDIS_PREFIX}:*`, count: 500 })) keys.push(...batch);
      if (keys.length) await client.del(...keys);
    })().catch(() => undefined);
    await emailQueue.close();
    await pool.end();
    await sink.stop();
    await dropDatabase(env, { dist });
    rmSync(path.join(root, dist), { recursive: true, force: true });
  }
  results.ok = problems.length === 0;
  results.problems = problems;
  return results;
}

const mb = (value) => (value === null || value === undefined ? '–' : `${value} MB`);
const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const int = (value) => (value === null || value === undefined ? '–' : Number(value).toLocaleString('en-US'));

/** The short table printed by `npm run bench:reminders`. */
export function reminderTable(r) {
  const rows = [
    ['Partners seeded', int(r.seed?.partners)],
    ['Reminders queued', `${int(r.queued)} (run selected ${int(r.remindersSelected)})`],
    ['Delivered to the SMTP listener', int(r.delivered)],
    ['Duplicates (same recipient twice)', int(r.duplicates)],
    ['partner_reminders_sent rows', int(r.dedupeRows)],
    ['Of those, with no reminder email (lost)', int(r.remindersWithoutEmail)],
    ['Time to queue (run + listeners)', `${seconds(r.timeToQueueMs)} (of which the run's transaction ${seconds(r.runMs)})`],
    ['Time to deliver all (from the run start)', seconds(r.timeToDeliverAllMs)],
    ['Emails/s (first to last delivery)', r.emailsPerSecond ?? '–'],
    ['Emails/s end to end (run start to last delivery)', r.endToEndEmailsPerSecond ?? '–'],
    ['Worker peak RSS (100 ms samples / VmHWM)', `${mb(r.worker?.peakRssMb)} / ${mb(r.worker?.vmHwmMb)}`],
    ['Worker RSS idle before / at the end', `${mb(r.worker?.idleRssMb)} / ${mb(r.worker?.endRssMb)}`],
    ['Run process peak RSS (queues the reminders)', mb(r.runProcessPeakRssMb)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return ['', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDependencies();
  const results = await runReminderBench();
  console.log(reminderTable(results));
  const outDir = path.join(root, 'tmp/bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'reminders.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten: tmp/bench/reminders.json');
  if (!results.ok) {
    console.error(`\n✗ ${results.problems.join('\n✗ ')}`);
    process.exitCode = 1;
  }
}
