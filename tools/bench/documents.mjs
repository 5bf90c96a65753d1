// The "documents" section of `npm run bench` (issue 28): what other visitors see while staff do
// document work. A throwaway database, the production API (APP_ROLE=api, with the event-loop probe
// preloaded: tools/bench/loop-delay.cjs) and its worker (APP_ROLE=worker, nice 10) as in production.
//   1. seed: partners (tools/bench/reminders.mjs's seedPartners) and contracts awaiting countersignature
//      (a 3-page document each, rows written straight to PostgreSQL);
//   2. baseline: other visitors read GET /api/units at a fixed rate (loadtest's open loop) for
//      BENCH_DOCUMENTS_S seconds, nobody else working;
//   3. loaded: the same visitors, while staff at the same time countersign contracts one after another
//      (sealing), upload a 10,000-line statement again and again (parsing and matching) and download
//      statement PDFs two at a time;
//   4. for both: the visitors' p50/p90/p99/max and errors, the API's event-loop delay p99 and max and its
//      GC pauses; for the staff: what they got done and how long each took.
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadTest } from 'loadtest';
import pg from 'pg';
import { ensureServices, log } from '../workspace.mjs';
import { LOOP_DELAY_PRELOAD, loopProbe } from './loop-probe.mjs';
import { benchEnv, buildProduction, dropDatabase, setupDatabase, startApp } from './production-app.mjs';
import { statementCsv } from './reconciliation.mjs';
import { seedPartners } from './reminders.mjs';

const { PDFDocument, StandardFonts } = createRequire(import.meta.url)('pdf-lib');

const PORT = Number(process.env.BENCH_DOCUMENTS_PORT ?? 3941);
const SECONDS = Number(process.env.BENCH_DOCUMENTS_S ?? 20);
const VISITOR_RATE = Number(process.env.BENCH_DOCUMENTS_VISITOR_RATE ?? 100);
const PARTNERS = 300;
const CONTRACTS = 120;
const PDF_DOWNLOADERS = 2;
const WORKER_NICENESS = 10;

async function contractDocument(index) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page++) {
    const sheet = pdf.addPage([612, 792]);
    for (let line = 0; line < 45; line++) sheet.drawText(`Contrato de carga ${index} · página ${page} · cláusula ${line}`.replace(/[^\x20-\x7e]/g, ''), { x: 56, y: 740 - line * 15, size: 9, font });
  }
  return Buffer.from(await pdf.save());
}

/** Contracts signed by their investor and waiting for staff's countersignature. */
async function seedContracts(pool, count) {
  const ids = [];
  for (let index = 0; index < count; index++) {
    const document = await contractDocument(index);
    const { rows } = await pool.query(
      `INSERT INTO contracts (reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures, document_pdf, document_sha256,
         generated_at, investor_signed_at, investor_signed_name, investor_ip, investor_user_agent)
       VALUES ($1, $2, $3, $4, 'A1P', 'pending_countersign', 'promesa-2026-01', '{}'::jsonb, $5, $6, now(), now(), $3, '127.0.0.1', 'bench')
       RETURNING id`,
      [randomUUID(), randomUUID(), `Socio de Carga ${index}`, `contrato.${index}@bench.local`, document, createHash('sha256').update(document).digest('hex')],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/** GET /api/units at `rate` requests per second for `seconds`, each request's latency from its send. */
async function visitors(url, rate, seconds) {
  const statuses = new Map();
  let errors = 0;
  const result = await loadTest({
    url: `${url}/api/units`,
    requestsPerSecond: rate,
    maxSeconds: seconds,
    agentKeepAlive: true,
    timeout: 10_000,
    quiet: true,
    headers: { 'accept-encoding': 'identity' },
    statusCallback: (error, outcome) => {
      if (outcome?.statusCode) statuses.set(outcome.statusCode, (statuses.get(outcome.statusCode) ?? 0) + 1);
      else if (error) errors += 1;
    },
  });
  const non2xx = [...statuses].filter(([code]) => code < 200 || code >= 300).reduce((sum, [, n]) => sum + n, 0);
  return {
    rate,
    seconds: Number(result.elapsedSeconds.toFixed(1)),
    requests: result.totalRequests,
    achievedRate: Number((result.totalRequests / result.elapsedSeconds).toFixed(1)),
    p50Ms: result.percentiles[50],
    p90Ms: result.percentiles[90],
    p99Ms: result.percentiles[99],
    maxMs: result.maxLatencyMs,
    non2xx,
    errors,
  };
}

const percentile = (values, p) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] : null);
const summary = (times) => ({ count: times.length, p50Ms: percentile(times, 50), maxMs: times.length ? Math.round(Math.max(...times)) : null });

/** Staff at work until `until`: countersigning, uploading the statement, downloading statement PDFs. */
async function staffWork(base, cookie, { contracts, partnerIds, statement }, until) {
  const done = { countersign: [], upload: [], pdf: [] };
  const failures = [];
  const timed = async (kind, request) => {
    const started = performance.now();
    const response = await request();
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status >= 400) failures.push(`${kind} ${response.status} ${body.toString('utf8').slice(0, 200)}`);
    else done[kind].push(Math.round(performance.now() - started));
  };
  const countersigning = async () => {
    for (const id of contracts) {
      if (Date.now() > until) return;
      await timed('countersign', () => fetch(`${base}/api/admin/contracts/${id}/countersign`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' }));
    }
  };
  const uploading = async () => {
    while (Date.now() < until) {
      const account = `0121800${randomBytes(4).readUInt32BE(0).toString().padStart(11, '0')}`;
      const mapping = { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto', reference: 'Referencia', trackingKey: 'Clave de rastreo', payerName: 'Ordenante' };
      await fetch(`${base}/api/admin/reconciliation/accounts/${account}/csv-mapping`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(mapping) });
      const form = new FormData();
      form.set('accountNumber', account);
      form.set('format', 'csv');
      form.set('file', new Blob([statement]), 'carga.csv');
      await timed('upload', () => fetch(`${base}/api/admin/reconciliation/statements`, { method: 'POST', headers: { cookie }, body: form }));
    }
  };
  const downloading = async (offset) => {
    for (let index = offset; Date.now() < until; index += PDF_DOWNLOADERS) {
      await timed('pdf', () => fetch(`${base}/api/admin/partners/${partnerIds[index % partnerIds.length]}/statement.pdf`, { headers: { cookie } }));
    }
  };
  await Promise.all([countersigning(), uploading(), ...Array.from({ length: PDF_DOWNLOADERS }, (_, offset) => downloading(offset))]);
  return { countersigns: summary(done.countersign), uploads: summary(done.upload), statementPdfs: summary(done.pdf), failures: failures.slice(0, 5), failureCount: failures.length };
}

export async function runDocumentsBench() {
  const env = benchEnv(PORT, 'documents');
  await ensureServices(env);
  await buildProduction(env, ['backend']);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  const probe = loopProbe('documents');
  let api = null;
  let worker = null;
  const problems = [];
  const results = { measuredAt: new Date().toISOString(), seconds: SECONDS, visitorRate: VISITOR_RATE };
  try {
    await setupDatabase(env);
    log(`Documents: seeding ${PARTNERS} partners and ${CONTRACTS} contracts awaiting countersignature`);
    await seedPartners(pool, PARTNERS, 'backend/dist');
    const contracts = await seedContracts(pool, CONTRACTS);
    const { rows: partners } = await pool.query('SELECT id, reference, name, monthly_payment_centavos::int AS monthly FROM partners ORDER BY reference');
    const statement = Buffer.from(statementCsv(partners, []).text, 'latin1');

    api = await startApp({ ...env, APP_ROLE: 'api', ...probe.env }, { label: 'api', quiet: true, nodeArgs: [...LOOP_DELAY_PRELOAD, ...(process.env.BENCH_DOCUMENTS_NODE_ARGS ?? '').split(' ').filter(Boolean)] });
    worker = await startApp({ ...env, APP_ROLE: 'worker' }, { label: 'worker', quiet: true, niceness: WORKER_NICENESS });
    const base = env.PUBLIC_URL;
    const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) });
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');

    // Warm: the document threads started and every task's code loaded once, the visitors' route read.
    await fetch(`${base}/api/admin/partners/${partners[0].id}/statement.pdf`, { headers: { cookie } }).then((response) => response.arrayBuffer());
    await visitors(base, VISITOR_RATE, 3);

    log(`Documents: baseline, ${VISITOR_RATE} req/s on GET /api/units for ${SECONDS} s with nobody else working`);
    await probe.snapshot(api.pid);
    results.baseline = await visitors(base, VISITOR_RATE, SECONDS);
    results.baseline.loop = await probe.snapshot(api.pid);

    log(`Documents: the same visitors while staff countersign, upload a ${statement.length.toLocaleString('en-US')}-byte statement and download statement PDFs`);
    const until = Date.now() + SECONDS * 1000;
    const [loaded, staff] = await Promise.all([visitors(base, VISITOR_RATE, SECONDS), staffWork(base, cookie, { contracts, partnerIds: partners.map((p) => p.id), statement }, until)]);
    results.loaded = { ...loaded, loop: await probe.snapshot(api.pid) };
    results.staff = staff;
    if (staff.failureCount) problems.push(`${staff.failureCount} staff request(s) failed: ${staff.failures.join('; ')}`);
    if (!staff.countersigns.count || !staff.uploads.count || !staff.statementPdfs.count) problems.push('some staff work did not complete once');
    if (process.env.BENCH_DOCUMENTS_KEEP_OUTPUT) results.apiOutput = api.output().slice(-5_000);
    const { baseline: b, loaded: l } = results;
    console.log(`  baseline: p99 ${b.p99Ms} ms (loop p99 ${b.loop?.p99Ms} ms); loaded: p99 ${l.p99Ms} ms, max ${l.maxMs} ms (loop p99 ${l.loop?.p99Ms} ms, max ${l.loop?.maxMs} ms); staff: ${staff.countersigns.count} countersigns, ${staff.uploads.count} uploads, ${staff.statementPdfs.count} PDFs`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    if (api && !api.running) problems.push(`the API exited: ${api.output().slice(-1_500)}`);
  } finally {
    await api?.stop();
    await worker?.stop();
    await pool.end();
    probe.cleanup();
    await dropDatabase(env);
  }
  return { ...results, problems, ok: problems.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runDocumentsBench();
  console.log(JSON.stringify(result, null, 2));
}
