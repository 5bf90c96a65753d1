// The closed loop of `npm run bench` (its "HTTP" section), also run by the streams section while
// 2,000 streams are open: GET /api/units, POST /api/information-request and the landing document
// under autocannon, each next to a bare Fastify + pg floor server doing the same SQL (tools/bench/floor.mjs),
// app and floor alternating in short slices so that a burst of other work weighs on both alike.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { log, root } from '../workspace.mjs';
import { informationRequestBody } from './fixtures.mjs';

export const CLOSED_LOOP = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION_S ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_S ?? 3),
  // App and floor alternate in this many slices of durationSeconds / slices seconds each.
  slices: Math.max(1, Number(process.env.BENCH_SLICES ?? 5)),
};

const runId = randomBytes(3).toString('hex');
let requestCounter = 0;

/** A POST /api/information-request body with a fresh email each time (the 10-minute repeat window would answer from the first row). */
export const informationRequest = () => JSON.stringify(informationRequestBody(`carga.${runId}.${requestCounter++}@bench.local`));

const informationRequests = () => [
  {
    method: 'POST',
    path: '/api/information-request',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    setupRequest: (request) => ({ ...request, body: informationRequest() }),
  },
];

export const SCENARIOS = [
  { name: 'GET /api/units', options: () => ({ path: '/api/units', headers: { 'accept-encoding': 'identity' } }) },
  { name: 'POST /api/information-request', options: () => ({ requests: informationRequests() }) },
  { name: 'GET / (landing document)', options: () => ({ path: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity' } }) },
];

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p90Ms: result.latency.p90,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

async function load(origin, scenario, seconds) {
  const { path: routePath = '/', ...options } = scenario.options();
  return autocannon({ url: `${origin}${routePath}`, connections: CLOSED_LOOP.connections, duration: seconds, timeout: 10, ...options });
}

/** The floor server (bare Fastify + pg) on `port`, reading the database of `databaseUrl`. */
export async function startFloor(databaseUrl, port) {
  const child = spawn('node', ['tools/bench/floor.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, FLOOR_PORT: String(port), FRONTEND_DIST: path.join(root, 'frontend/dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The floor server did not start')), 20_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('floor ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error('The floor server exited')));
  });
  return child;
}

/**
 * The slices of one server's measurement as one result: requests over the time measured, and each
 * latency percentile as the request-weighted mean of the slices' (close to the percentile of all).
 */
function combined(slices) {
  const total = slices.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = slices.reduce((sum, result) => sum + result.duration, 0);
  const weighted = (pick) => slices.reduce((sum, result) => sum + pick(result) * result.requests.total, 0) / Math.max(total, 1);
  const sum = (pick) => slices.reduce((acc, result) => acc + pick(result), 0);
  return {
    requests: { average: total / Math.max(seconds, 0.001), total },
    latency: {
      p50: Number(weighted((result) => result.latency.p50).toFixed(1)),
      p90: Number(weighted((result) => result.latency.p90).toFixed(1)),
      p99: Number(weighted((result) => result.latency.p99).toFixed(1)),
      max: Math.max(...slices.map((result) => result.latency.max)),
    },
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
  };
}

/**
 * Every route on the app at `appOrigin` and on a floor started here on `floorPort` (stopped after):
 * [{ name, app, floor, ratio }]. BENCH_HTTP_ROUTE=<part of a name>: only those routes (a diagnosis).
 */
export async function closedLoop({ appOrigin, databaseUrl, floorPort }) {
  const { connections, durationSeconds, warmupSeconds, slices } = CLOSED_LOOP;
  const floor = await startFloor(databaseUrl, floorPort);
  try {
    const rows = [];
    const floorOrigin = `http://127.0.0.1:${floorPort}`;
    const sliceSeconds = durationSeconds / slices;
    const only = process.env.BENCH_HTTP_ROUTE;
    for (const scenario of SCENARIOS.filter((candidate) => !only || candidate.name.includes(only))) {
      log(`autocannon: ${scenario.name}, app and floor (${connections} connections, ${warmupSeconds} s warm-up each, then ${durationSeconds} s each in ${slices} alternating slices)`);
      await load(appOrigin, scenario, warmupSeconds);
      await load(floorOrigin, scenario, warmupSeconds);
      const appSlices = [];
      const floorSlices = [];
      for (let slice = 0; slice < slices; slice++) {
        appSlices.push(await load(appOrigin, scenario, sliceSeconds));
        floorSlices.push(await load(floorOrigin, scenario, sliceSeconds));
      }
      const appRun = combined(appSlices);
      const floorRun = combined(floorSlices);
      const row = {
        name: scenario.name,
        app: summary(appRun),
        floor: summary(floorRun),
        ratio: Number((appRun.requests.average / Math.max(floorRun.requests.average, 1)).toFixed(2)),
      };
      console.log(`  app ${row.app.requestsPerSecond} req/s (p99 ${row.app.p99Ms} ms), floor ${row.floor.requestsPerSecond} req/s (p99 ${row.floor.p99Ms} ms), ratio ${row.ratio}`);
      rows.push(row);
    }
    return rows;
  } finally {
    floor.kill('SIGTERM');
  }
}
