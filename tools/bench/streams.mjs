// The "streams" section of `npm run bench` (issue 29, decisions.md #83), also `npm run bench:streams`:
// the inventory stream, GET /api/units/events, at 2,000 open streams. A throwaway database, the
// production API (APP_ROLE=api, the event-loop probe preloaded) and its worker (nice 10), as deployed.
//   1. memory: the API's resident memory (median of samples) before and after 2,000 streams are open
//      and settled; the streams are held by two client processes of their own
//      (tools/bench/stream-clients-process.mjs: raw HTTP requests read line by line);
//   2. the closed loop of `npm run bench` (tools/bench/closed-loop.mjs: three routes next to their
//      floor) first with no stream (BENCH_STREAMS_BASELINE=0 skips it) and then while the 2,000
//      streams are open: the ratios app/floor against their targets; every stream must still be open
//      after it, never reconnected;
//   3. fan-out: a second API replica on the same database and Redis, 1,000 streams on each, then
//      BENCH_STREAMS_CHANGES unit changes (an investor blocks a unit, then cancels the hold) through
//      both APIs, one every BENCH_STREAMS_CHANGE_INTERVAL_MS: each client records the arrival instant
//      of every version; the commit instant of each version is the one PostgreSQL recorded
//      (unit_changes.recorded_at, taken at the commit by the deferred trigger). Figures: latency from
//      commit to arrival (p50/p90/p99/max over every delivery), versions lost, duplicated or out of order.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import pg from 'pg';
import { ensureServices, log, root } from '../workspace.mjs';
import { closedLoop } from './closed-loop.mjs';
import { createInvestorSessions, paymentPlan } from './fixtures.mjs';
import { LOOP_DELAY_PRELOAD, loopProbe } from './loop-probe.mjs';
import { benchEnv, buildProduction, dropDatabase, residentMb, setupDatabase, startApp } from './production-app.mjs';
import { StreamClients, totals } from './stream-clients.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const CLIENT_PROCESSES = 2;
const CHANGES = Number(process.env.BENCH_STREAMS_CHANGES ?? 100);
const CHANGE_INTERVAL_MS = Number(process.env.BENCH_STREAMS_CHANGE_INTERVAL_MS ?? 250);
const BASELINE = process.env.BENCH_STREAMS_BASELINE !== '0';
// API 1 on PORT, API 2 on PORT + 1, the floor on PORT + 2.
const PORT = Number(process.env.BENCH_STREAMS_PORT ?? 3951);
const SETTLE_MS = 5_000;
const WORKER_NICENESS = 10;
export const STREAM_TARGETS = { extraMemoryMb: 150, fanOutP99Ms: 1_000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of `samples` readings of a process's resident memory, `intervalMs` apart. */
async function rssMedian(pid, samples = 10, intervalMs = 300) {
  const readings = [];
  for (let index = 0; index < samples; index++) {
    readings.push(await residentMb(pid));
    await sleep(intervalMs);
  }
  return Math.round(median(readings));
}

/** Everything the bench's streams may meet on one loopback IP: the per-IP cap set out of the way. */
function streamLimits(count) {
  return { UNIT_EVENTS_MAX_STREAMS_PER_IP: String(count * 4) };
}

/** The versions recorded after `afterVersion`, each with its commit instant (wall-clock ms). */
async function unitChangesAfter(pool, afterVersion) {
  const { rows } = await pool.query(
    'SELECT version::int AS version, unit_code, status, extract(epoch FROM recorded_at) * 1000 AS at FROM unit_changes WHERE version > $1 ORDER BY version',
    [afterVersion],
  );
  return rows.map((row) => ({ version: row.version, unitCode: row.unit_code, status: row.status, at: Number(row.at) }));
}

async function currentVersion(pool) {
  const { rows } = await pool.query('SELECT coalesce(max(version), 0)::int AS version FROM unit_changes');
  return rows[0].version;
}

/**
 * `count` unit changes through the APIs, alternating them, one every `intervalMs`: investor n blocks
 * a unit (available → blocked), then cancels the hold (blocked → available), and so on round the
 * free units. Each answered before the next is sent, so versions follow this order.
 */
async function commitChanges(origins, tokens, units, count, intervalMs) {
  const commits = [];
  const started = performance.now();
  let reservationId = null;
  for (let index = 0; index < count; index++) {
    const cycle = Math.floor(index / 2);
    const unitCode = units[cycle % units.length];
    const cookie = `cdm_investor=${tokens[cycle]}`;
    const origin = origins[index % origins.length];
    const sent = performance.now();
    const response =
      index % 2 === 0
        ? await fetch(`${origin}/api/units/block-temporary`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ unitCode, paymentPlan: paymentPlan(unitCode) }) })
        : await fetch(`${origin}/api/unit-reservations/${reservationId}/cancel`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
    const body = await response.json().catch(() => null);
    if (index % 2 === 0) reservationId = body?.reservationId ?? null;
    commits.push({ unitCode, change: index % 2 === 0 ? 'block' : 'cancel', status: response.status, ms: Math.round(performance.now() - sent) });
    const next = started + (index + 1) * intervalMs;
    if (next > performance.now()) await sleep(next - performance.now());
  }
  return commits;
}

export async function runStreamsBench() {
  const env = { ...benchEnv(PORT, 'streams'), ...streamLimits(STREAMS) };
  await ensureServices(env);
  await buildProduction(env, ['backend', 'frontend']);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });
  const redisUrl = new URL(env.REDIS_URL);
  const queueConnection = { connection: { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) }, prefix: env.REDIS_PREFIX };
  const outboxQueue = new Queue('outbox', queueConnection);
  const emailQueue = new Queue('email', queueConnection);
  // The probes write there (loop-delay.cjs): a fresh checkout has no tmp/bench yet.
  mkdirSync(path.join(root, 'tmp/bench'), { recursive: true });
  const probes = [loopProbe('streams-1'), loopProbe('streams-2')];
  const apis = [];
  let worker = null;
  let clients = null;
  const problems = [];
  const results = {
    measuredAt: new Date().toISOString(),
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
    streams: STREAMS,
    clientProcesses: CLIENT_PROCESSES,
    targets: STREAM_TARGETS,
  };
  try {
    await setupDatabase(env);
    for (const port of [PORT, PORT + 1, PORT + 2]) {
      // Another process on a port would answer in our API's place (a shared machine).
      if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`Port ${port} is in use by another process: set BENCH_STREAMS_PORT`);
    }
    const startApi = async (number) => {
      const port = PORT + number - 1;
      const api = await startApp(
        { ...env, APP_ROLE: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...probes[number - 1].env },
        { label: `api ${number}`, quiet: true, nodeArgs: LOOP_DELAY_PRELOAD },
      );
      return Object.assign(api, { origin: `http://127.0.0.1:${port}` });
    };
    apis.push(await startApi(1));
    // The emails of the closed loop's requests are not what this section measures: their queue stays paused.
    await emailQueue.pause();
    worker = await startApp({ ...env, APP_ROLE: 'worker' }, { label: 'worker', quiet: true, niceness: WORKER_NICENESS });
    clients = await new StreamClients({ processes: CLIENT_PROCESSES }).ready();
    const [api1] = apis;

    // 1–2. One API: the closed loop alone, its memory, 2,000 streams, its memory, the closed loop again.
    const closedLoopOn = async () => {
      await outboxQueue.pause();
      const rows = await closedLoop({ appOrigin: api1.origin, databaseUrl: env.DATABASE_URL, floorPort: PORT + 2 });
      await outboxQueue.drain(true);
      await emailQueue.drain(true);
      await outboxQueue.resume();
      return rows;
    };
    if (BASELINE) {
      log('Streams: the closed loop with no stream open (baseline)');
      results.closedLoopAlone = await closedLoopOn();
    } else {
      await autocannon({ url: `${api1.origin}/api/units`, connections: 10, duration: 3 });
    }
    await sleep(SETTLE_MS);
    const idleRssMb = await rssMedian(api1.pid);
    log(`Streams: opening ${STREAMS.toLocaleString('en-US')} streams on one API (${CLIENT_PROCESSES} client processes)`);
    await probes[0].snapshot(api1.pid);
    const opened = await clients.open(STREAMS, () => [api1.origin]);
    if (opened.failed) problems.push(`${opened.failed} of ${STREAMS} streams did not get their snapshot`);
    await sleep(SETTLE_MS);
    const withStreamsRssMb = await rssMedian(api1.pid);
    const idleLoop = await probes[0].snapshot(api1.pid);
    results.memory = {
      idleRssMb,
      withStreamsRssMb,
      extraMb: withStreamsRssMb - idleRssMb,
      perStreamKb: Number((((withStreamsRssMb - idleRssMb) * 1024) / STREAMS).toFixed(1)),
      openMs: opened.ms,
      opened: opened.opened,
      loopWhileOpen: idleLoop,
    };
    console.log(`  RSS ${idleRssMb} MB → ${withStreamsRssMb} MB with ${opened.opened} streams (opened in ${(opened.ms / 1000).toFixed(1)} s); loop delay p99 ${idleLoop?.p99Ms} ms`);

    log(`Streams: the closed loop while ${STREAMS.toLocaleString('en-US')} streams are open`);
    await probes[0].snapshot(api1.pid);
    results.closedLoopWithStreams = await closedLoopOn();
    results.closedLoopWithStreamsLoop = await probes[0].snapshot(api1.pid);
    const held = await clients.progress();
    results.streamsAfterClosedLoop = { open: held.open, connects: held.connects };
    if (held.open !== STREAMS || held.connects !== STREAMS) problems.push(`after the closed loop ${held.open} of ${STREAMS} streams were open (${held.connects - STREAMS} reconnects)`);
    await clients.close();

    // 3. Fan-out: two replicas, 1,000 streams each, unit changes through both.
    apis.push(await startApi(2));
    const origins = apis.map((api) => api.origin);
    log(`Streams: fan-out, ${STREAMS.toLocaleString('en-US')} streams over 2 API replicas, ${CHANGES} unit changes one every ${CHANGE_INTERVAL_MS} ms`);
    const spread = await clients.open(STREAMS, (index) => [origins[index % 2], origins[(index + 1) % 2]]);
    if (spread.failed) problems.push(`${spread.failed} of ${STREAMS} streams over two replicas did not get their snapshot`);
    const { rows: free } = await pool.query("SELECT unit_code FROM units WHERE status = 'available' ORDER BY unit_code");
    const tokens = await createInvestorSessions(pool, Math.ceil(CHANGES / 2), 'flujo');
    const startVersion = await currentVersion(pool);
    await Promise.all(apis.map((api, index) => probes[index].snapshot(api.pid)));
    const commits = await commitChanges(origins, tokens, free.map((row) => row.unit_code), CHANGES, CHANGE_INTERVAL_MS);
    const refused = commits.filter((commit) => commit.status >= 300);
    if (refused.length) problems.push(`${refused.length} of ${CHANGES} unit changes refused (first: ${refused[0].change} ${refused[0].unitCode} → ${refused[0].status})`);
    const changes = await unitChangesAfter(pool, startVersion);
    const finalVersion = changes.at(-1)?.version ?? startVersion;
    const reached = await clients.waitForVersion(finalVersion, 60_000);
    const loops = await Promise.all(apis.map((api, index) => probes[index].snapshot(api.pid)));
    const verdicts = await clients.report(finalVersion, new Map(changes.map((change) => [change.version, change.at])));
    const fanOut = totals(verdicts);
    const commitMs = commits.map((commit) => commit.ms).sort((a, b) => a - b);
    results.fanOut = {
      replicas: 2,
      streamsPerReplica: Math.floor(STREAMS / 2),
      changes: CHANGES,
      intervalMs: CHANGE_INTERVAL_MS,
      versions: finalVersion - startVersion,
      expectedDeliveries: STREAMS * (finalVersion - startVersion),
      commitRequestMs: { p50: commitMs[Math.floor(commitMs.length / 2)], max: commitMs.at(-1) },
      allCaughtUp: reached.minLastVersion >= finalVersion,
      ...fanOut,
      apiLoops: loops,
    };
    if (finalVersion - startVersion !== CHANGES) problems.push(`${finalVersion - startVersion} versions recorded for ${CHANGES} unit changes`);
    if (!results.fanOut.allCaughtUp) problems.push(`60 s after the last change the slowest stream was at version ${reached.minLastVersion} of ${finalVersion}`);
    const f = results.fanOut;
    console.log(
      `  ${f.versions} versions × ${STREAMS} streams: ${f.received} received, ${f.lost} lost, ${f.duplicated} duplicated, ${f.outOfOrder} out of order; ` +
        `commit → arrival p50 ${f.latency?.p50Ms} ms, p99 ${f.latency?.p99Ms} ms, max ${f.latency?.maxMs} ms`,
    );
    results.loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    for (const [index, api] of apis.entries()) if (!api.running) problems.push(`api ${index + 1} exited: ${api.output().slice(-1_500)}`);
  } finally {
    await clients?.close().catch(() => undefined);
    await clients?.stop();
    for (const api of apis) await api.stop();
    await worker?.stop();
    await outboxQueue.obliterate({ force: true }).catch(() => undefined);
    await emailQueue.obliterate({ force: true }).catch(() => undefined);
    await outboxQueue.close();
    await emailQueue.close();
    await pool.end();
    for (const probe of probes) probe.cleanup();
    await dropDatabase(env);
  }
  return { ...results, problems, ok: problems.length === 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runStreamsBench();
  console.log(JSON.stringify({ ...result }, null, 2));
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(root, 'tmp/bench/streams.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nWritten: tmp/bench/streams.json');
}
