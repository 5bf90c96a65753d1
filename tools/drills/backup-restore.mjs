// `npm run drills -- backup-restore`: a database seeded through the app (holds, staff-confirmed
// deposits, signed and sealed contracts, sales, partners and their payments in the money ledger,
// data-room files) is dumped with `pg_dump -Fc` while the app runs, the app is stopped and Redis
// emptied (the incident), the dump is restored into a fresh database and the built app started on
// it, following docs/runbook.md ("Restore a backup"). Compared: every table row for row, the money,
// the documents byte for byte through the app, /verificar on the contracts sealed before the dump,
// and that re-relaying the outbox (runbook step 4) doubles nothing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { setupDatabase, startApp } from '../bench/production-app.mjs';
import { createInvestorSessions, informationRequestBody, paymentPlan } from '../bench/fixtures.mjs';
import { SmtpSink } from '../bench/smtp-sink.mjs';
import { root } from '../workspace.mjs';
import { freePort, removeDirectory, scratchDirectory } from './services.mjs';

const HOLDS = 6; // blocks whose deposits staff confirm: 6 reservations, 6 contracts
const SEALED = 3; // of them, signed by the investor and countersigned (sealed)
const SALES = 4; // converted to a sale: the 3 sealed, and 1 by an admin's override → 4 partners
const FILES = 4; // data-room documents (one of them with a second version)

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const pesos = (centavos) => `$${(Number(centavos) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** What one HTTP call answered: status, JSON if any, bytes, set cookies. */
async function call(url, { method = 'GET', cookie, json, form, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : form,
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body = null;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    // not JSON
  }
  return { status: response.status, json: body, bytes, cookies: response.headers.getSetCookie() };
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status} ${answer.bytes.toString('utf8').slice(0, 300)}`);
  return answer;
}

/**
 * A PDF of its own for the data room: a page and 1.5 MB of random bytes attached, so that every file
 * differs, none compresses, and each is stored out of line as the large documents are.
 */
async function dataRoomPdf(title) {
  const require = createRequire(import.meta.url);
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  await pdf.attach(randomBytes(1_500_000), 'anexo.bin', { mimeType: 'application/octet-stream', description: 'Anexo del simulacro' });
  return Buffer.from(await pdf.save());
}

/**
 * Row-for-row figures of every table in one snapshot: row count and an md5 of the rows as text
 * (bytea included, as hex), so equal figures mean equal tables.
 */
async function tableFigures(client) {
  const { rows: tables } = await client.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const figures = {};
  for (const { table_name: table } of tables) {
    const { rows } = await client.query(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${table}" t`);
    figures[table] = rows[0];
  }
  return figures;
}

/** The business figures staff would check, and the documents' hashes computed from their bytes. */
async function businessFigures(client) {
  const one = async (sql) => (await client.query(sql)).rows[0];
  const all = async (sql) => (await client.query(sql)).rows;
  return {
    reservations: await all(`SELECT status, count(*)::int AS count FROM unit_reservations GROUP BY status ORDER BY status`),
    units: await all(`SELECT status, count(*)::int AS count FROM units GROUP BY status ORDER BY status`),
    partners: await one(`SELECT count(*)::int AS count, coalesce(sum(remaining_balance_centavos), 0)::text AS remaining FROM partners`),
    partnerPayments: await one(`SELECT count(*)::int AS count, coalesce(sum(amount_centavos), 0)::text AS total FROM partner_payments`),
    ledger: await all(
      `SELECT source, allocation, count(*)::int AS entries, sum(amount_centavos)::text AS total FROM money_entries GROUP BY source, allocation ORDER BY source, allocation`,
    ),
    targets: await one(`SELECT count(*)::int AS count, md5(string_agg(kind || ':' || id || ':' || owed_centavos || ':' || applied_centavos, ',' ORDER BY kind, id)) AS digest FROM money_targets`),
    contracts: await all(`SELECT status, count(*)::int AS count FROM contracts GROUP BY status ORDER BY status`),
    sealed: await all(
      `SELECT id, sealed_sha256, encode(sha256(sealed_pdf), 'hex') AS bytes_sha256, seal_certificate_fingerprint, sealed_at FROM contracts WHERE sealed_pdf IS NOT NULL ORDER BY id`,
    ),
    dataRoom: await all(`SELECT id, sha256, encode(sha256(bytes), 'hex') AS bytes_sha256, size_bytes FROM dataroom_document_versions ORDER BY id`),
    emails: await one(`SELECT count(*)::int AS count, count(DISTINCT dedupe_key)::int AS distinct_keys FROM email_log`),
  };
}

function differences(before, after) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function pgTool(postgres, name) {
  const bundled = postgres.bin ? path.join(postgres.bin, name) : null;
  return bundled && existsSync(bundled) ? bundled : name;
}

function runTool(file, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8_000)));
    child.once('exit', (code, signal) => resolve({ code: signal ? 1 : code, output }));
    child.once('error', (error) => resolve({ code: 127, output: error.message }));
  });
}

/** `{ env, postgres, redis, note, seconds, until }` from drills.mjs. */
export async function backupRestoreDrill({ env, postgres, redis, note, seconds, until }) {
  const directory = scratchDirectory('backup');
  const sink = await new SmtpSink({ keepBodies: true }).start();
  const prefix = `cdm-drill-backup-${randomBytes(3).toString('hex')}`;
  const databaseUrl = (name) => Object.assign(new URL(env.DATABASE_URL), { pathname: `/${name}` }).toString();
  const sourceUrl = databaseUrl(`cdm_backup_${randomBytes(3).toString('hex')}`);
  const restoredUrl = `${sourceUrl}_restored`;
  const appEnv = async (databaseUrlOfApp) => {
    const port = await freePort();
    return {
      ...env,
      APP_ROLE: 'all',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrlOfApp,
      REDIS_PREFIX: prefix,
      SMTP_URL: sink.url,
      // Production on loopback: a certificate of the drill's own is made on first use.
      SEAL_P12_PATH: path.join(directory, 'sello.p12'),
      SEAL_P12_PASSWORD: randomBytes(8).toString('hex'),
    };
  };
  const sourceEnv = await appEnv(sourceUrl);
  const pgDump = pgTool(postgres, 'pg_dump');
  const pgRestore = pgTool(postgres, 'pg_restore');
  const dumpFile = path.join(directory, 'cdm.dump');
  let source = null;
  let restored = null;
  let sourcePool = null;
  let restoredPool = null;
  let snapshotClient = null;
  try {
    const serverVersion = spawnSync(pgDump, ['--version'], { encoding: 'utf8' }).stdout.trim();
    note(`pg_dump: ${serverVersion || 'NOT FOUND'} (${pgDump})`);

    // ─── the database before: seeded through the app ───
    await setupDatabase(sourceEnv);
    source = await startApp(sourceEnv, { label: 'app before the backup', quiet: true });
    const origin = sourceEnv.PUBLIC_URL;
    sourcePool = new pg.Pool({ connectionString: sourceUrl, max: 3 });
    sourcePool.on('error', () => undefined);
    const staffSignIn = expectStatus(await call(`${origin}/api/admin/session`, { method: 'POST', json: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }), 200, 'staff sign-in');
    const staff = staffSignIn.cookies.map((cookie) => cookie.split(';')[0]).join('; ');

    const tokens = await createInvestorSessions(sourcePool, HOLDS, 'respaldo');
    const investors = tokens.map((token) => `cdm_investor=${token}`);
    const units = expectStatus(await call(`${origin}/api/units`), 200, 'units').json.filter((unit) => unit.status === 'available').slice(0, HOLDS);
    const holds = [];
    for (const [index, { unitCode }] of units.entries()) {
      const blocked = expectStatus(
        await call(`${origin}/api/units/block-temporary`, { method: 'POST', cookie: investors[index], json: { unitCode, paymentPlan: paymentPlan(unitCode) } }),
        201,
        `block ${unitCode}`,
      );
      holds.push({ unitCode, reservationId: blocked.json.reservationId, investor: investors[index] });
    }
    for (const hold of holds) {
      expectStatus(
        await call(`${origin}/api/admin/confirm-deposit`, { method: 'POST', cookie: staff, json: { reservationId: hold.reservationId, paymentConfirmation: `respaldo-${hold.unitCode}` } }),
        200,
        `confirm the deposit of ${hold.unitCode}`,
      );
    }
    for (const hold of holds) {
      hold.contract = await until(
        async () => {
          const answer = await call(`${origin}/api/my/contracts/by-reservation/${hold.reservationId}`, { cookie: hold.investor });
          return answer.status === 200 ? answer.json : null;
        },
        { timeoutMs: 60_000 },
      );
      if (!hold.contract) throw new Error(`No contract was generated for ${hold.unitCode}`);
    }

    // Signed by the investor with the emailed code, countersigned (sealed) by the admin.
    for (const hold of holds.slice(0, SEALED)) {
      const { rows } = await sourcePool.query('SELECT investor_email, investor_name FROM contracts WHERE id = $1', [hold.contract.id]);
      const [{ investor_email: email, investor_name: name }] = rows;
      expectStatus(await call(`${origin}/api/my/contracts/${hold.contract.id}/code`, { method: 'POST', cookie: hold.investor }), 200, 'signing code');
      const code = await until(
        async () => {
          for (const entry of sink.accepted.filter((candidate) => candidate.to.includes(email))) {
            entry.parsed ??= await simpleParser(entry.raw);
            const found = /código/i.test(entry.parsed.subject ?? '') ? /compraventa es:\s*(\d{6})/.exec(entry.parsed.text ?? '')?.[1] : undefined;
            if (found) return found;
          }
          return null;
        },
        { timeoutMs: 60_000 },
      );
      if (!code) throw new Error(`No signing code reached ${hold.unitCode}'s investor`);
      expectStatus(
        await call(`${origin}/api/my/contracts/${hold.contract.id}/sign`, { method: 'POST', cookie: hold.investor, json: { code, fullName: name, documentSha256: hold.contract.documentSha256 } }),
        200,
        `signature of ${hold.unitCode}`,
      );
      expectStatus(await call(`${origin}/api/admin/contracts/${hold.contract.id}/countersign`, { method: 'POST', cookie: staff }), 200, `countersignature of ${hold.unitCode}`);
    }
    // Sales: the sealed ones, and one by an admin's override (signed on paper).
    for (const [index, hold] of holds.slice(0, SALES).entries()) {
      const body = index < SEALED ? {} : { overrideReason: 'Firmado en papel ante notario (simulacro)' };
      expectStatus(await call(`${origin}/api/admin/unit-reservations/${hold.reservationId}/convert`, { method: 'POST', cookie: staff, json: body }), 200, `sale of ${hold.unitCode}`);
    }
    const partners = await until(
      async () => {
        const { rows } = await sourcePool.query('SELECT id FROM partners ORDER BY id');
        return rows.length === SALES ? rows : null;
      },
      { timeoutMs: 60_000 },
    );
    if (!partners) throw new Error('The partners of the sales were not created');
    const today = new Date().toISOString().slice(0, 10);
    for (const [index, partner] of partners.entries()) {
      expectStatus(
        await call(`${origin}/api/admin/partners/${partner.id}/payments`, {
          method: 'POST',
          cookie: staff,
          json: { amountCentavos: 1_250_000 + index * 10_001, paidOn: today, method: 'transferencia', reference: `RESPALDO-${index}` },
        }),
        201,
        'partner payment',
      );
    }
    // Data room: documents, and a second version of the first.
    const documents = [];
    for (let index = 0; index < FILES; index++) {
      const form = new FormData();
      form.append('title', `Documento de respaldo ${index + 1}`);
      form.append('folder', 'Simulacro');
      form.append('description', 'Archivo del simulacro de respaldo');
      form.append('visibility', 'all_investors');
      form.append('watermark', 'false');
      form.append('file', new Blob([await dataRoomPdf(`Documento ${index + 1}`)], { type: 'application/pdf' }), `documento-${index + 1}.pdf`);
      documents.push(expectStatus(await call(`${origin}/api/admin/data-room/documents`, { method: 'POST', cookie: staff, form }), 201, 'data-room upload').json);
    }
    const replacement = new FormData();
    replacement.append('file', new Blob([await dataRoomPdf('Documento 1, versión 2')], { type: 'application/pdf' }), 'documento-1-v2.pdf');
    expectStatus(await call(`${origin}/api/admin/data-room/documents/${documents[0].id}/versions`, { method: 'POST', cookie: staff, form: replacement }), 201, 'data-room version');

    // Everything the seeding caused is done: no row to relay, no email waiting.
    const settled = async (pool) =>
      until(
        async () => {
          const { rows } = await pool.query(
            `SELECT (SELECT count(*) FROM outbox WHERE dispatched_at IS NULL)::int AS pending, (SELECT count(*) FROM email_log WHERE status = 'queued')::int AS queued`,
          );
          return rows[0].pending === 0 && rows[0].queued === 0 ? rows[0] : null;
        },
        { timeoutMs: 90_000 },
      );
    if (!(await settled(sourcePool))) throw new Error('The app did not settle before the backup');

    // The documents as the app serves them, before the backup.
    const served = [];
    for (const hold of holds.slice(0, SEALED)) {
      const answer = expectStatus(await call(`${origin}/api/my/contracts/${hold.contract.id}/document`, { cookie: hold.investor }), 200, 'sealed contract');
      served.push({ kind: 'contract', contractId: hold.contract.id, url: `/api/my/contracts/${hold.contract.id}/document`, cookie: hold.investor, sha256: sha256(answer.bytes), bytes: answer.bytes });
    }
    const { rows: versions } = await sourcePool.query('SELECT id, document_id FROM dataroom_document_versions ORDER BY id');
    for (const version of versions) {
      const url = `/api/admin/data-room/documents/${version.document_id}/versions/${version.id}/file`;
      const answer = expectStatus(await call(`${origin}${url}`, { cookie: staff }), 200, 'data-room file');
      served.push({ kind: 'data room', url, cookie: 'staff', sha256: sha256(answer.bytes) });
    }

    // ─── the backup: pg_dump -Fc while the app runs, the figures read in the dump's own snapshot ───
    snapshotClient = new pg.Client({ connectionString: sourceUrl });
    await snapshotClient.connect();
    await snapshotClient.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: exported } = await snapshotClient.query('SELECT pg_export_snapshot() AS snapshot');
    const tablesBefore = await tableFigures(snapshotClient);
    const before = await businessFigures(snapshotClient);
    const dumpStarted = performance.now();
    const dumped = await runTool(pgDump, ['-Fc', '--snapshot', exported[0].snapshot, '-f', dumpFile, '-d', sourceUrl]);
    const dumpMs = performance.now() - dumpStarted;
    await snapshotClient.query('COMMIT');
    await snapshotClient.end();
    snapshotClient = null;
    if (dumped.code !== 0) throw new Error(`pg_dump failed: ${dumped.output}`);
    const dumpBytes = statSync(dumpFile).size;
    const ledgerEntries = before.ledger.reduce((sum, row) => sum + row.entries, 0);
    const applied = before.ledger.filter((row) => row.allocation === 'applied').reduce((sum, row) => sum + Number(row.total), 0);
    const dataRoomBytes = before.dataRoom.reduce((sum, row) => sum + Number(row.size_bytes), 0);
    note(
      `seeded through the app: ${HOLDS} reservations (${before.reservations.map((row) => `${row.count} ${row.status}`).join(', ')}), ${before.partners.count} partners, ` +
        `${before.partnerPayments.count} partner payments, ${ledgerEntries} ledger entries (${pesos(applied)} applied), ${before.sealed.length} sealed contracts of ${HOLDS}, ` +
        `${before.dataRoom.length} data-room files (${megabytes(dataRoomBytes)}); ${Object.keys(tablesBefore).length} tables`,
    );
    note(`pg_dump -Fc while the app ran: ${megabytes(dumpBytes)} in ${seconds(dumpMs)}`);

    // ─── the incident: the app stops, Redis loses everything of the deployment ───
    await source.stop();
    source = null;
    const redisClient = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redisClient.connect();
    let flushed = 0;
    for (let cursor = '0'; ; ) {
      const [next, keys] = await redisClient.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) flushed += await redisClient.unlink(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    await redisClient.quit();

    // ─── the restore (docs/runbook.md "Restore a backup"): fresh database, pg_restore, migrate, re-relay, start ───
    const restoreStarted = performance.now();
    const created = await runTool('node', ['-e', `require('./backend/dist/backend/src/platform/database').ensureDatabase(${JSON.stringify(restoredUrl)}).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })`]);
    if (created.code !== 0) throw new Error(`createdb failed: ${created.output}`);
    const pgRestored = await runTool(pgRestore, ['--no-owner', '--exit-on-error', '-d', restoredUrl, dumpFile]);
    const restoreMs = performance.now() - restoreStarted;
    if (pgRestored.code !== 0) throw new Error(`pg_restore failed: ${pgRestored.output}`);
    const restoredEnv = { ...(await appEnv(restoredUrl)), SEAL_P12_PATH: sourceEnv.SEAL_P12_PATH, SEAL_P12_PASSWORD: sourceEnv.SEAL_P12_PASSWORD };
    const migrated = await runTool('node', ['backend/dist/backend/src/cli.js', 'migrate'], { ...restoredEnv, LOG_LEVEL: 'warn' });
    restoredPool = new pg.Pool({ connectionString: restoredUrl, max: 3 });
    restoredPool.on('error', () => undefined);
    const tablesRestored = await tableFigures(restoredPool);
    const restoredFigures = await businessFigures(restoredPool);
    const tableDifferences = differences(tablesBefore, tablesRestored);
    const figureDifferences = differences(before, restoredFigures);
    note(
      `pg_restore into a fresh database in ${seconds(restoreMs)}; migrate: "${migrated.output.trim().split('\n').pop()}"; ` +
        `${Object.keys(tablesBefore).length - tableDifferences.length}/${Object.keys(tablesBefore).length} tables identical row for row` +
        `${tableDifferences.length ? ` (differ: ${tableDifferences.join(', ')})` : ''}; Redis keys of the deployment removed: ${flushed}`,
    );
    const redispatch = await runTool('node', ['backend/dist/backend/src/cli.js', 'redispatch-outbox', '60'], { ...restoredEnv, LOG_LEVEL: 'warn' });
    const redispatchedRows = Number(/^(\d+) filas/m.exec(redispatch.output)?.[1] ?? NaN);

    const startedAt = performance.now();
    restored = await startApp(restoredEnv, { label: 'app on the restored database', quiet: true });
    const healthyMs = performance.now() - startedAt;
    const restoredOrigin = restoredEnv.PUBLIC_URL;

    // The documents through the restored app: sessions and staff accounts came back with the dump.
    const staffAgain = await call(`${restoredOrigin}/api/admin/session`, { method: 'POST', json: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } });
    const staffCookie = staffAgain.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    let sameBytes = 0;
    for (const document of served) {
      const answer = await call(`${restoredOrigin}${document.url}`, { cookie: document.cookie === 'staff' ? staffCookie : document.cookie });
      if (answer.status === 200 && sha256(answer.bytes) === document.sha256) sameBytes += 1;
    }
    // /verificar, by hash and by file, for every contract sealed before the dump.
    let verified = 0;
    for (const contract of before.sealed) {
      const file = served.find((document) => document.contractId === contract.id);
      const byHash = await call(`${restoredOrigin}/api/contracts/verify`, { method: 'POST', json: { sha256: contract.sealed_sha256 } });
      const form = new FormData();
      form.append('archivo', new Blob([file?.bytes ?? Buffer.alloc(0)], { type: 'application/pdf' }), 'contrato.pdf');
      const byFile = await call(`${restoredOrigin}/api/contracts/verify-file`, { method: 'POST', form });
      const expected = { sellado: true, fecha: new Date(contract.sealed_at).toISOString(), rescindido: false, fechaRescision: null };
      if (JSON.stringify(byHash.json) === JSON.stringify(expected) && JSON.stringify(byFile.json) === JSON.stringify(expected)) verified += 1;
    }
    const unknownFile = await call(`${restoredOrigin}/api/contracts/verify`, { method: 'POST', json: { sha256: 'f'.repeat(64) } });

    // The re-relayed events ran again on an empty Redis: nothing doubled; and new work flows.
    const settledAfter = await settled(restoredPool);
    const afterRestart = await businessFigures(restoredPool);
    const restartDifferences = differences(before, afterRestart);
    const newEmail = `nuevo.${randomBytes(3).toString('hex')}@drill.local`;
    const newRequest = await call(`${restoredOrigin}/api/information-request`, { method: 'POST', json: informationRequestBody(newEmail) });
    const newDelivered = await until(async () => sink.accepted.some((entry) => entry.to.includes(newEmail)), { timeoutMs: 60_000 });
    note(
      `restored app healthy ${seconds(healthyMs)} after its start; staff sign-in ${staffAgain.status}; documents byte for byte through the app ${sameBytes}/${served.length}; ` +
        `/verificar (hash and file) ${verified}/${before.sealed.length} sealed, an unknown hash ${unknownFile.json?.sellado === false ? 'not sealed' : JSON.stringify(unknownFile.json)}`,
    );
    note(
      `redispatch-outbox 60: ${redispatchedRows} rows relayed again; after they ran: ${restartDifferences.length ? `figures differ: ${restartDifferences.join(', ')}` : 'every figure unchanged'}; ` +
        `a new information request ${newRequest.status}, its email ${newDelivered ? 'delivered' : 'NOT delivered'}`,
    );

    const pass =
      dumpBytes > 0 &&
      tableDifferences.length === 0 &&
      figureDifferences.length === 0 &&
      /al día/.test(migrated.output) &&
      redispatch.code === 0 &&
      Boolean(settledAfter) &&
      restartDifferences.length === 0 &&
      staffAgain.status === 200 &&
      sameBytes === served.length &&
      verified === before.sealed.length &&
      before.sealed.length === SEALED &&
      before.sealed.every((row) => row.sealed_sha256 === row.bytes_sha256 && /^[0-9a-f]{64}$/.test(row.seal_certificate_fingerprint ?? '')) &&
      before.dataRoom.every((row) => row.sha256 === row.bytes_sha256) &&
      unknownFile.json?.sellado === false &&
      newRequest.status === 201 &&
      Boolean(newDelivered);
    return {
      pass,
      figures:
        `${HOLDS} reservations, ${before.partners.count} partners, ${before.partnerPayments.count} partner payments and ${ledgerEntries} ledger entries (${pesos(applied)} applied), ` +
        `${before.sealed.length} sealed contracts, ${before.dataRoom.length} data-room files (${megabytes(dataRoomBytes)}); dump ${megabytes(dumpBytes)} in ${seconds(dumpMs)} while the app ran, restore ${seconds(restoreMs)}, ` +
        `app healthy in ${seconds(healthyMs)}; ${Object.keys(tablesBefore).length - tableDifferences.length}/${Object.keys(tablesBefore).length} tables identical row for row, ` +
        `money and counts equal; ${sameBytes}/${served.length} documents byte for byte through the app; /verificar ${verified}/${before.sealed.length} contracts sealed before the dump; ` +
        `${redispatchedRows} outbox rows relayed again on an empty Redis: ${restartDifferences.length ? `changed ${restartDifferences.join(', ')}` : 'nothing doubled'}`,
    };
  } finally {
    await snapshotClient?.end().catch(() => undefined);
    await source?.stop();
    await restored?.stop();
    await sourcePool?.end().catch(() => undefined);
    await restoredPool?.end().catch(() => undefined);
    await sink.stop();
    for (const url of [sourceUrl, restoredUrl]) {
      await runTool('node', ['-e', `require('./backend/dist/backend/src/platform/database').dropDatabase(${JSON.stringify(url)}).then(() => process.exit(0), () => process.exit(1))`]);
    }
    removeDirectory(directory);
  }
}
