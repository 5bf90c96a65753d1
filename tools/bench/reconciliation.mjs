// The "reconciliation" section of `npm run bench` (decisions.md #40–#42): a 10,000-line bank
// statement (CSV, Latin-1, decimal commas, dd/mm/yyyy) uploaded to the production build's API,
// parsed, matched against 5,000 partners and 1,060 open blocks, and stored in one request; the
// request's time and the API process's memory before, at its peak and after.
//
//   1. A throwaway database (created, migrated, seeded, dropped at the end), the API alone
//      (APP_ROLE=api: the worker's later recording of the applied payments is not measured).
//   2. 5,000 partners written straight to PostgreSQL (tools/bench/reminders.mjs's seedPartners);
//      their 60 sales become open bank-transfer blocks (every unit, with a CDM-… reference). The site
//      has 60 units (module A–F × number 1–10, checked by the schema) and one live hold per unit, so
//      this throwaway database drops those two checks and gets 1,000 extra units, each blocked for a
//      bank transfer by one of the seeded investors: 1,060 open blocks in all.
//   3. The statement: 2,000 partner lines with their reference and instalment (applied), 1,000 with
//      the reference and another amount (suggested), 2,000 with the payer's name and instalment but no
//      reference (suggested), 1,060 block deposits (applied), 2,940 unknown credits, 1,000 debits.
//   4. The API's VmRSS is sampled every 50 ms during the upload.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { ensureServices, log } from '../workspace.mjs';
import { benchEnv, buildProduction, dropDatabase, setupDatabase, startApp } from './production-app.mjs';
import { seedPartners } from './reminders.mjs';

const LINES = Number(process.env.BENCH_RECONCILIATION_LINES ?? 10_000);
const PARTNERS = Number(process.env.BENCH_RECONCILIATION_PARTNERS ?? 5_000);
const EXTRA_BLOCKS = Number(process.env.BENCH_RECONCILIATION_EXTRA_BLOCKS ?? 1_000);
const PORT = Number(process.env.BENCH_RECONCILIATION_PORT ?? 3931);

/** `count` more units, each with an open bank-transfer block of a seeded investor (this database only). */
async function seedExtraBlocks(pool, count) {
  await pool.query('ALTER TABLE units DROP CONSTRAINT IF EXISTS units_module_number, DROP CONSTRAINT IF EXISTS units_unit_number_check');
  await pool.query(
    `INSERT INTO units (unit_code, unit_number, module, level, product_type, status, area_m2, base_price_centavos)
     SELECT 'X' || lpad(n::text, 4, '0'), 10 + n, template.module, template.level, template.product_type, 'blocked', template.area_m2, template.base_price_centavos
     FROM generate_series(1, $1::int) AS n, (SELECT * FROM units ORDER BY unit_code LIMIT 1) AS template`,
    [count],
  );
  // Each block copies a seeded sale's plan and deposit, under a reference of the blocks' shape (CDM-XXXXXXXX-XXXXXX).
  await pool.query(
    `WITH template AS (SELECT product_type, plan, total_amount_centavos, reservation_deposit_centavos FROM unit_reservations ORDER BY unit_code LIMIT 1),
          investors AS (SELECT investor_id, row_number() OVER (ORDER BY reference) - 1 AS position, count(*) OVER () AS total FROM partners)
     INSERT INTO unit_reservations (investor_id, unit_code, product_type, status, deposit_method, reference_number, plan,
       total_amount_centavos, reservation_deposit_centavos, expires_at)
     SELECT investors.investor_id, 'X' || lpad(n::text, 4, '0'), template.product_type, 'blocked', 'bank_transfer',
       'CDM-' || upper(substr(md5('bench-block-' || n), 1, 8)) || '-' || upper(substr(md5('bench-block-' || n), 9, 6)),
       template.plan, template.total_amount_centavos, template.reservation_deposit_centavos, now() + interval '8 hours'
     FROM generate_series(1, $1::int) AS n, template, investors
     WHERE investors.position = n % investors.total`,
    [count],
  );
}

async function rssMb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

const pesos = (centavos) => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.trunc(abs / 100).toLocaleString('de-DE')},${String(abs % 100).padStart(2, '0')}`;
};
const day = (index) => `${String(1 + (index % 28)).padStart(2, '0')}/03/2026`;

/** The statement's lines against the seeded partners and blocks. */
export function statementCsv(partners, blocks) {
  const rows = ['Banco de Carga;Estado de cuenta', 'Fecha;Concepto;Referencia;Clave de rastreo;Ordenante;Importe'];
  const plan = { exact: 2_000, otherAmount: 1_000, byName: 2_000, blocks: blocks.length, debits: 1_000 };
  plan.unknown = LINES - plan.exact - plan.otherAmount - plan.byName - plan.blocks - plan.debits;
  let n = 0;
  const push = (concept, reference, payer, centavos) => rows.push([day(n), concept, reference, `BENCH${String(n++).padStart(12, '0')}`, payer, pesos(centavos)].join(';'));
  for (let i = 0; i < plan.exact; i++) {
    const p = partners[i % partners.length];
    push('PAGO MENSUALIDAD', p.reference, 'José Núñez', p.monthly);
  }
  for (let i = 0; i < plan.otherAmount; i++) {
    const p = partners[(plan.exact + i) % partners.length];
    push(`ABONO ${p.reference}`, '', 'Ana Gómez', p.monthly - 1_000);
  }
  for (let i = 0; i < plan.byName; i++) {
    const p = partners[(plan.exact + plan.otherAmount + i) % partners.length];
    push('TRANSFERENCIA SPEI', '', p.name.toUpperCase(), p.monthly);
  }
  for (const block of blocks) push(`APARTADO ${block.reference}`, '', 'Łukasz Nguyễn', block.deposit);
  for (let i = 0; i < plan.unknown; i++) push('DEPÓSITO SIN REFERENCIA', '', 'Cliente Desconocido', 123_400 + i);
  for (let i = 0; i < plan.debits; i++) push('COMISIÓN', '', '', -(5_000 + i));
  return { text: `${rows.join('\r\n')}\r\n`, plan };
}

export async function runReconciliationBench() {
  const env = benchEnv(PORT, 'reconciliation');
  await ensureServices(env);
  await buildProduction(env, ['backend']);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  let api = null;
  const problems = [];
  const results = { measuredAt: new Date().toISOString(), lines: LINES, partners: PARTNERS, extraBlocks: EXTRA_BLOCKS };
  try {
    await setupDatabase(env);
    log(`Seeding ${PARTNERS.toLocaleString('en-US')} partners, their 60 units blocked and ${EXTRA_BLOCKS.toLocaleString('en-US')} extra units with open blocks`);
    results.seed = await seedPartners(pool, PARTNERS, 'backend/dist');
    // The 60 sales become open bank-transfer blocks; 1,000 more on extra units follow.
    await pool.query(
      `UPDATE unit_reservations SET status = 'blocked', deposit_paid_at = NULL, converted_at = NULL, expires_at = now() + interval '8 hours',
         reference_number = 'CDM-' || upper(substr(md5(id::text), 7, 8)) || '-' || upper(substr(md5(id::text), 1, 6))`,
    );
    await pool.query("UPDATE units SET status = 'blocked' WHERE unit_code IN (SELECT unit_code FROM unit_reservations WHERE status = 'blocked')");
    await seedExtraBlocks(pool, EXTRA_BLOCKS);
    // Each block's deposit in the record of money received, as a hold registers it.
    await pool.query(
      `INSERT INTO money_targets (kind, id, label, owed_centavos) SELECT 'unit_reservation', id, 'Unidad ' || unit_code, reservation_deposit_centavos FROM unit_reservations
       ON CONFLICT (kind, id) DO NOTHING`,
    );
    const { rows: blocks } = await pool.query("SELECT reference_number AS reference, reservation_deposit_centavos::int AS deposit FROM unit_reservations WHERE status = 'blocked'");
    const { rows: partners } = await pool.query('SELECT reference, name, monthly_payment_centavos::int AS monthly FROM partners ORDER BY reference');
    const { text, plan } = statementCsv(partners, blocks);
    results.statement = { ...plan, bytes: Buffer.byteLength(text, 'latin1'), blocksSeeded: blocks.length };

    api = await startApp({ ...env, APP_ROLE: 'api' }, { label: 'api', quiet: true });
    const base = env.PUBLIC_URL;
    const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) });
    if (signIn.status !== 200) throw new Error(`Staff sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const account = `0121800${randomBytes(4).readUInt32BE(0).toString().padStart(11, '0')}`;
    const mapping = { delimiter: ';', date: 'Fecha', amount: 'Importe', description: 'Concepto', reference: 'Referencia', trackingKey: 'Clave de rastreo', payerName: 'Ordenante' };
    const saved = await fetch(`${base}/api/admin/reconciliation/accounts/${account}/csv-mapping`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(mapping) });
    if (saved.status !== 200) throw new Error(`Saving the CSV columns failed: ${saved.status}`);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = await rssMb(api.pid);
    let peak = idle ?? 0;
    const sampler = setInterval(async () => {
      const now = await rssMb(api.pid);
      if (now !== null) peak = Math.max(peak, now);
    }, 50);
    const form = new FormData();
    form.set('accountNumber', account);
    form.set('format', 'csv');
    form.set('file', new Blob([Buffer.from(text, 'latin1')]), 'carga.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/reconciliation/statements`, { method: 'POST', headers: { cookie }, body: form });
    const elapsedMs = performance.now() - started;
    clearInterval(sampler);
    const summary = await response.json();
    const after = await rssMb(api.pid);
    if (response.status !== 201) throw new Error(`The upload answered ${response.status}: ${JSON.stringify(summary)}`);
    results.upload = { elapsedMs: Math.round(elapsedMs), summary };
    results.memory = { idleRssMb: Math.round(idle ?? 0), peakRssMb: Math.round(peak), afterRssMb: Math.round(after ?? 0) };
    const expectedApplied = plan.exact + plan.blocks;
    if (summary.lines !== LINES) problems.push(`${summary.lines} lines stored of ${LINES}`);
    if (summary.matched !== expectedApplied) problems.push(`${summary.matched} applied, ${expectedApplied} expected`);
    if (summary.suggested !== plan.otherAmount + plan.byName) problems.push(`${summary.suggested} suggested, ${plan.otherAmount + plan.byName} expected`);
    console.log(
      `  ${LINES} lines: ${results.upload.elapsedMs} ms; applied ${summary.matched}, suggested ${summary.suggested}, unmatched ${summary.unmatched}, debits ${summary.debits}; API RSS ${results.memory.idleRssMb} → peak ${results.memory.peakRssMb} MB`,
    );
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await api?.stop();
    await pool.end();
    await dropDatabase(env);
  }
  return { ...results, problems, ok: problems.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runReconciliationBench();
  console.log(JSON.stringify(result, null, 2));
}
