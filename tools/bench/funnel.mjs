// The "funnel" section of `npm run bench` (issue 31, decisions.md #70–#74), also `npm run bench:funnel`:
// the staff tab "Embudo" at a real size. Measures the tab's query, GET /api/admin/funnel, on the
// production build against a read model of 100,000 information requests, 20,000 paid bookings,
// 10,000 applications and 2,000 sales, built by the app's own rebuild from the owners' records.
//
//   1. A throwaway database (created, migrated, seeded, dropped at the end).
//   2. The owners' records written straight to PostgreSQL in set-based INSERTs (no emails, no
//      events): 90,000 people (persona.N@bench.local); 100,000 information requests spread over the
//      last 365 days (the first 10,000 people asked twice), with a first and a last touch from 40
//      campaigns, 8 sources and 5 media (every tenth person without any); 20,000 paid presentation
//      bookings; 1,000 letters of intent; 10,000 applications (a fifth with one of 50 referral codes);
//      6,000 accounts made active; 3,000 holds (2,000 sold, 500 with a paid deposit, 500 expired) on
//      3,000 extra units of this database only (the site has 60, one live hold each: the two unit
//      CHECKs are dropped here, as the reconciliation bench does); 2,200 signed contracts; the paid
//      deposits in the record of money received.
//   3. `node cli.js rebuild-funnel`: the rebuild a worker runs on its own when the read model was never
//      built, through the owners' public queries in keyset pages (its time is reported).
//   4. The API alone (APP_ROLE=api), a staff session, then the tab's query in three views, each asked
//      BENCH_FUNNEL_RUNS times one after the other (after 3 discarded): the view it opens with (this
//      month, first touch, by campaign), the whole year by last touch and source (every person is in
//      the period), and the year by referral code. Wall time of each request on loopback.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServices, log, root } from '../workspace.mjs';
import { benchEnv, buildProduction, dropDatabase, setupDatabase, startApp } from './production-app.mjs';

const PEOPLE = 90_000;
const REQUESTS = Number(process.env.BENCH_FUNNEL_REQUESTS ?? 100_000);
const BOOKINGS = 20_000;
const LETTERS = 1_000;
const APPLICATIONS = 10_000;
const ACCOUNTS = 6_000;
const HOLDS = 3_000;
const SALES = 2_000;
const PAID_NOT_SOLD = 500;
const CONTRACTS = 2_200;
const RUNS = Number(process.env.BENCH_FUNNEL_RUNS ?? 15);
const PORT = Number(process.env.BENCH_FUNNEL_PORT ?? 3941);
const TARGET_MS = 300;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A few plans priced by libs/domain (the built one), as the app prices them; the seeded holds take them in turn. */
function plans(domain, unit, settings) {
  const choices = [
    { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36 },
    { downPaymentPercent: 30, finalPaymentPercent: 30, termMonths: 24 },
    { downPaymentPercent: 50, finalPaymentPercent: 20, termMonths: 48 },
    { downPaymentPercent: 20, finalPaymentPercent: 40, termMonths: 18 },
    { downPaymentPercent: 60, finalPaymentPercent: 10, termMonths: 12 },
  ];
  const downPaymentScheduledDate = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  return choices.map((choice) => {
    const figures = domain.paymentPlan({ basePriceCentavos: Number(unit.base_price_centavos), ...choice, annualInterestBasisPoints: settings.annualInterestBasisPoints });
    return {
      ...figures,
      productType: unit.product_type,
      unitCode: unit.unit_code,
      paymentDay: 15,
      downPaymentScheduledDate,
      reservationDepositCentavos: settings.unitReservationDepositCentavos,
    };
  });
}

async function seed(pool) {
  const domain = createRequire(import.meta.url)(path.join(root, 'backend/dist/libs/domain/src/index.js'));
  const { rows: settingRows } = await pool.query("SELECT key, value FROM settings WHERE key IN ('annualInterestBasisPoints', 'unitReservationDepositCentavos')");
  const settings = Object.fromEntries(settingRows.map((row) => [row.key, Number(row.value)]));
  const { rows: units } = await pool.query('SELECT unit_code, product_type, base_price_centavos FROM units ORDER BY unit_code LIMIT 1');
  const planTemplates = plans(domain, units[0], settings);
  const deposit = settings.unitReservationDepositCentavos;
  const timed = async (label, sql, params = []) => {
    const started = performance.now();
    const result = await pool.query(sql, params);
    console.log(`  ${label}: ${result.rowCount.toLocaleString('en-US')} rows in ${Math.round(performance.now() - started)} ms`);
  };
  // Person n's first request: a minute of the last 365 days; everything else of theirs follows it.
  // (At least 30 days ago: what follows it, up to 20 days later, is in the past too.)
  const firstAt = (n) => `(now() - interval '30 days' - ((((${n}) * 7919) % 525600) * interval '1 minute'))`;
  const email = (n) => `('persona.' || ${n} || '@bench.local')`;
  const touch = (n, at, shift) =>
    `CASE WHEN ${n} % 10 = 0 THEN NULL ELSE jsonb_build_object(
       'source', (ARRAY['google','facebook','instagram','newsletter','linkedin','tiktok','youtube','prensa'])[1 + ((${n} * ${shift}) % 8)],
       'medium', (ARRAY['cpc','social','email','organic','referral'])[1 + ((${n} * ${shift}) % 5)],
       'campaign', 'campana-' || ((${n} * ${shift}) % 40),
       'landingPath', '/', 'at', to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END`;
  const attribution = (n, at) => `CASE WHEN ${n} % 10 = 0 THEN NULL ELSE jsonb_build_object('firstTouch', ${touch(n, `${at} - interval '3 days'`, 1)}, 'lastTouch', ${touch(n, `${at} - interval '1 hour'`, 7)}) END`;

  await timed(
    'information requests',
    `INSERT INTO information_requests (id, full_name, email, email_normalized, phone, city_state, interest_type, products_of_interest, how_heard_about,
       utm_source, utm_campaign, submitted_at, attribution)
     SELECT gen_random_uuid(), 'Persona ' || p, ${email('p')}, ${email('p')}, '3312345678', 'Zapopan, Jalisco', 'inversionista', ARRAY['boxes-premium'], '',
       NULL, NULL, at, ${attribution('p', 'at')}
     FROM generate_series(1, $1::int) AS r, LATERAL (SELECT ((r - 1) % $2) + 1 AS p) person,
       LATERAL (SELECT ${firstAt('p')} + CASE WHEN r > $2 THEN interval '20 days' ELSE interval '0' END AS at) request`,
    [REQUESTS, PEOPLE],
  );
  await timed(
    'paid presentation bookings',
    `INSERT INTO presentation_bookings (id, name, email, phone, investment_range, products_of_interest, terms_accepted_at, amount_centavos, status, paid_at,
       created_at, updated_at, attribution)
     SELECT gen_random_uuid(), 'Persona ' || p, ${email('p')}, '3312345678', '5-10', ARRAY['boxes-premium'], at, 1000000, 'paid', at + interval '10 minutes',
       at, at, ${attribution('p', 'at')}
     FROM generate_series(1, $1::int) AS p, LATERAL (SELECT ${firstAt('p')} + interval '2 days' AS at) booking`,
    [BOOKINGS],
  );
  await pool.query(`INSERT INTO letter_of_intent_texts (sha256, version, body) VALUES (repeat('b', 64), 'bench', 'Carta de carga') ON CONFLICT DO NOTHING`);
  await timed(
    'letters of intent',
    `INSERT INTO letter_submissions (name, email, email_normalized, submitted_at, letter_sha256, ip, attribution)
     SELECT 'Persona ' || p, ${email('p')}, ${email('p')}, ${firstAt('p')} + interval '3 days', repeat('b', 64), '127.0.0.1', ${attribution('p', `${firstAt('p')} + interval '3 days'`)}
     FROM generate_series(1, $1::int) AS p`,
    [LETTERS],
  );
  await timed(
    'applications',
    `INSERT INTO investor_applications (id, name, email, email_normalized, phone, investment_range, products_of_interest, referral_code, terms_accepted_at,
       status, deposit_centavos, deposit_paid_at, created_at, updated_at, attribution)
     SELECT gen_random_uuid(), 'Persona ' || p, ${email('p')}, ${email('p')}, '3312345678', '5-10', ARRAY['boxes-premium'],
       CASE WHEN p % 5 = 0 THEN 'CDM-REF' || lpad((p % 50)::text, 2, '0') || '-BNCH' END, at, 'authorized', 1000000, at, at, at, ${attribution('p', 'at')}
     FROM generate_series(1, $1::int) AS p, LATERAL (SELECT ${firstAt('p')} + interval '5 days' AS at) application`,
    [APPLICATIONS],
  );
  await timed(
    'active accounts',
    `INSERT INTO investor_accounts (email, email_normalized, name, needs_password_setup, email_verified_at, created_at, updated_at)
     SELECT ${email('p')}, ${email('p')}, 'Persona ' || p, false, ${firstAt('p')} + interval '6 days', now(), now()
     FROM generate_series(1, $1::int) AS p`,
    [ACCOUNTS],
  );
  // Extra units of this database only, one per hold.
  await pool.query('ALTER TABLE units DROP CONSTRAINT IF EXISTS units_module_number, DROP CONSTRAINT IF EXISTS units_unit_number_check');
  await timed(
    'extra units',
    `INSERT INTO units (unit_code, unit_number, module, level, product_type, status, area_m2, base_price_centavos)
     SELECT 'X' || lpad(n::text, 5, '0'), 10 + n, template.module, template.level, template.product_type,
       CASE WHEN n <= $2 THEN 'sold' WHEN n <= $2 + $3 THEN 'reserved' ELSE 'available' END, template.area_m2, template.base_price_centavos
     FROM generate_series(1, $1::int) AS n, (SELECT * FROM units ORDER BY unit_code LIMIT 1) AS template`,
    [HOLDS, SALES, PAID_NOT_SOLD],
  );
  await timed(
    'holds (sold, paid, expired)',
    `INSERT INTO unit_reservations (investor_id, unit_code, product_type, status, deposit_method, plan, total_amount_centavos, reservation_deposit_centavos,
       deposit_paid_at, converted_at, expires_at, created_at, updated_at)
     SELECT account.id, 'X' || lpad(n::text, 5, '0'), plan->>'productType',
       CASE WHEN n <= $2 THEN 'converted' WHEN n <= $2 + $3 THEN 'active' ELSE 'expired' END, 'staff', plan, (plan->>'totalAmountCentavos')::bigint, $5,
       CASE WHEN n <= $2 + $3 THEN held + interval '2 days' END, CASE WHEN n <= $2 THEN held + interval '9 days' END, held + interval '8 hours', held, held
     FROM generate_series(1, $1::int) AS n
       JOIN investor_accounts account ON account.email_normalized = ${email('n')},
       LATERAL (SELECT ${firstAt('n')} + interval '7 days' AS held, ($4::jsonb)->(n % 5) AS plan) hold`,
    [HOLDS, SALES, PAID_NOT_SOLD, JSON.stringify(planTemplates), deposit],
  );
  await timed(
    'paid deposits in the record of money received',
    `WITH paid AS (SELECT id, deposit_paid_at FROM unit_reservations WHERE deposit_paid_at IS NOT NULL),
          targets AS (INSERT INTO money_targets (kind, id, label, owed_centavos) SELECT 'unit_reservation', id, 'Carga', $1 FROM paid RETURNING id),
          sources AS (INSERT INTO money_sources (source, id, amount_centavos) SELECT 'staff', id, $1 FROM paid RETURNING id)
     SELECT targets.id FROM targets JOIN sources USING (id)`,
    [deposit],
  );
  await timed(
    'money entries',
    `INSERT INTO money_entries (target_kind, target_id, allocation, amount_centavos, source, source_id, received_on, recorded_at, recorded_by)
     SELECT 'unit_reservation', id, 'applied', $1, 'staff', id, deposit_paid_at::date, deposit_paid_at, 'Carga' FROM unit_reservations WHERE deposit_paid_at IS NOT NULL`,
    [deposit],
  );
  await timed(
    'signed contracts',
    `INSERT INTO contracts (reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures, document_pdf, document_sha256,
       generated_at, investor_signed_at, countersigned_at, sealed_at)
     SELECT r.id, r.investor_id, 'Persona', 'carga@bench.local', r.unit_code, 'signed', 'bench', '{}', '\\x25', repeat('c', 64),
       r.deposit_paid_at, r.deposit_paid_at + interval '1 day', r.deposit_paid_at + interval '2 days', r.deposit_paid_at + interval '2 days'
     FROM unit_reservations r WHERE r.deposit_paid_at IS NOT NULL ORDER BY r.unit_code LIMIT $1`,
    [CONTRACTS],
  );
  await pool.query('ANALYZE');
}

async function measure(base, cookie, query) {
  const url = `${base}/api/admin/funnel?${new URLSearchParams(query)}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`GET /api/admin/funnel answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (let warm = 0; warm < 3; warm++) await once();
  const times = [];
  let body = null;
  for (let i = 0; i < RUNS; i++) {
    const answer = await once();
    times.push(answer.ms);
    body = answer.body;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    query,
    runs: RUNS,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1)),
    entered: body.entered,
    groups: body.groups.total,
    sales: body.value.sales,
  };
}

export async function runFunnelBench() {
  const env = benchEnv(PORT, 'funnel');
  await ensureServices(env);
  await buildProduction(env, ['backend']);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  let api = null;
  const problems = [];
  const results = {
    measuredAt: new Date().toISOString(),
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
    seeded: { people: PEOPLE, informationRequests: REQUESTS, paidBookings: BOOKINGS, letters: LETTERS, applications: APPLICATIONS, activeAccounts: ACCOUNTS, holds: HOLDS, sales: SALES, signedContracts: CONTRACTS },
  };
  try {
    await setupDatabase(env);
    log(`Seeding ${REQUESTS.toLocaleString('en-US')} information requests, ${BOOKINGS.toLocaleString('en-US')} bookings, ${APPLICATIONS.toLocaleString('en-US')} applications and ${SALES.toLocaleString('en-US')} sales`);
    const seedStarted = performance.now();
    await seed(pool);
    results.seedMs = Math.round(performance.now() - seedStarted);

    log('Rebuilding the read model from the owners (node cli.js rebuild-funnel)');
    let output = '';
    const rebuildStarted = performance.now();
    const code = await new Promise((resolve) => {
      const child = spawn('node', ['backend/dist/backend/src/cli.js', 'rebuild-funnel'], { cwd: root, env: { ...env, APP_ROLE: 'api' }, stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    results.rebuild = { wallMs: Math.round(performance.now() - rebuildStarted), ...(JSON.parse(output.trim().split('\n').at(-1) || '{}')) };
    if (code !== 0) throw new Error(`rebuild-funnel exited with ${code}`);
    const { rows: counts } = await pool.query('SELECT (SELECT count(*) FROM funnel_people)::int AS people, (SELECT count(*) FROM funnel_facts)::int AS facts, (SELECT count(*) FROM funnel_sales)::int AS sales');
    results.readModel = counts[0];
    console.log(`  ${counts[0].facts.toLocaleString('en-US')} facts, ${counts[0].people.toLocaleString('en-US')} people, ${counts[0].sales.toLocaleString('en-US')} sales in ${(results.rebuild.wallMs / 1000).toFixed(1)} s`);
    if (counts[0].people !== PEOPLE) problems.push(`${counts[0].people} people in the read model, ${PEOPLE} expected`);
    if (counts[0].sales !== SALES) problems.push(`${counts[0].sales} sales in the read model, ${SALES} expected`);

    const base = env.PUBLIC_URL;
    // Another process on the port would answer the health check in our API's place (a shared machine).
    const occupied = await fetch(`${base}/api/health`).then(() => true, () => false);
    if (occupied) throw new Error(`Port ${PORT} is in use by another process: set BENCH_FUNNEL_PORT`);
    api = await startApp({ ...env, APP_ROLE: 'api' }, { label: 'api', quiet: true });
    const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) });
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const yearAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() - 400 * 86_400_000));
    const views = [
      { name: 'this month, first touch, by campaign (the tab as it opens)', query: { from: `${today.slice(0, 7)}-01`, to: today, touch: 'first', by: 'campaign' } },
      { name: 'the whole year, last touch, by source', query: { from: yearAgo, to: today, touch: 'last', by: 'source' } },
      { name: 'the whole year, by referral code', query: { from: yearAgo, to: today, touch: 'first', by: 'referral_code' } },
    ];
    results.views = [];
    for (const view of views) {
      log(`GET /api/admin/funnel: ${view.name} (${RUNS} runs)`);
      const measured = { name: view.name, ...(await measure(base, cookie, view.query)) };
      console.log(`  median ${measured.medianMs} ms, p95 ${measured.p95Ms} ms, max ${measured.maxMs} ms; ${measured.entered.toLocaleString('en-US')} people, ${measured.groups} groups, ${measured.sales} sales`);
      results.views.push(measured);
    }
    const year = results.views[1];
    if (year.entered !== PEOPLE) problems.push(`the year view counted ${year.entered} people, ${PEOPLE} expected`);
    if (year.sales !== SALES) problems.push(`the year view counted ${year.sales} sales, ${SALES} expected`);
    results.targetMs = TARGET_MS;
    results.loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await api?.stop();
    await pool.end();
    // BENCH_FUNNEL_KEEP_DATABASE=1 keeps the seeded database for a diagnosis (its URL is printed); a measured run drops it.
    if (process.env.BENCH_FUNNEL_KEEP_DATABASE === '1') console.log(`Database kept: ${env.DATABASE_URL}`);
    else await dropDatabase(env);
  }
  return { ...results, problems, ok: problems.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runFunnelBench();
  console.log(JSON.stringify(result, null, 2));
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(path.join(root, 'tmp/bench'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/bench/funnel.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nWritten: tmp/bench/funnel.json');
}
