// The inventory stream's drills (issue 29, decisions.md #84): clients of GET /api/units/events held
// by a process of their own (tools/bench/stream-clients-process.mjs, which reconnects as a browser's
// EventSource does, with Last-Event-ID, and goes to the other replica when one refuses), two API
// replicas and a worker on the drills' private PostgreSQL and Redis, unit changes made through the
// APIs (an investor blocks a unit, then cancels the hold), each retried until it commits.
//   streams-outage  Redis killed and, later, PostgreSQL stopped at once (-m immediate) while streams
//                   are open and changes are being made: every client ends with every version, in
//                   order, once, with no second snapshot (the gap is replayable) and no reload.
//   replica-kill    one of the two APIs killed (SIGKILL) while changes are made: its clients reconnect
//                   to the other with Last-Event-ID and miss nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createInvestorSessions, paymentPlan } from '../bench/fixtures.mjs';
import { startApp } from '../bench/production-app.mjs';
import { StreamClients, totals } from '../bench/stream-clients.mjs';
import { freePort, sleep } from './services.mjs';

const STREAMS = Number(process.env.DRILL_STREAMS ?? 200);
const CATCH_UP_MS = 60_000;

/** Two API replicas and a worker sharing the drills' database and one Redis prefix. */
async function deployment(env, name) {
  const prefix = `cdm-drill-${name}-${randomBytes(3).toString('hex')}`;
  // One loopback IP holds every stream of the drill: the per-IP cap set out of the way.
  const shared = { ...env, REDIS_PREFIX: prefix, UNIT_EVENTS_MAX_STREAMS_PER_IP: String(STREAMS * 4) };
  const apis = [];
  for (const number of [1, 2]) {
    const port = await freePort();
    const api = await startApp({ ...shared, APP_ROLE: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { label: `${name} api ${number}`, quiet: true });
    apis.push(Object.assign(api, { origin: `http://127.0.0.1:${port}` }));
  }
  const worker = await startApp({ ...shared, APP_ROLE: 'worker', PORT: '0' }, { label: `${name} worker`, quiet: true });
  return {
    apis,
    worker,
    async stop() {
      for (const process of [...apis, worker]) await process.stop();
    },
  };
}

/**
 * Unit changes made one after another through the APIs, each retried (every 500 ms, the other API
 * next) until it is answered: a block answered twice is the same hold, a cancel of a closed hold
 * changes nothing, so a retry never makes a second change.
 */
function changeMaker(origins, tokens, units, note) {
  let made = 0;
  let reservationId = null;
  let lastRefusal = null;
  const live = () => origins.filter((origin) => !origin.dead);
  return {
    get made() {
      return made;
    },
    /** What the last failed attempt got: an HTTP status or an error's name. */
    get lastRefusal() {
      return lastRefusal;
    },
    async next({ deadlineMs = 120_000 } = {}) {
      const index = made;
      const cycle = Math.floor(index / 2);
      const unitCode = units[cycle % units.length];
      const cookie = `cdm_investor=${tokens[cycle]}`;
      const deadline = Date.now() + deadlineMs;
      for (let attempt = 0; ; attempt++) {
        const candidates = live();
        const origin = candidates[(index + attempt) % candidates.length].url;
        try {
          const response =
            index % 2 === 0
              ? await fetch(`${origin}/api/units/block-temporary`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', cookie },
                  body: JSON.stringify({ unitCode, paymentPlan: paymentPlan(unitCode) }),
                  signal: AbortSignal.timeout(5_000),
                })
              : await fetch(`${origin}/api/unit-reservations/${reservationId}/cancel`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', cookie },
                  body: '{}',
                  signal: AbortSignal.timeout(5_000),
                });
          const body = await response.json().catch(() => null);
          if (response.ok) {
            if (index % 2 === 0) reservationId = body.reservationId;
            made += 1;
            return { attempts: attempt + 1 };
          }
          lastRefusal = `HTTP ${response.status}`;
          if (response.status < 500 && response.status !== 429) throw new Error(`${index % 2 === 0 ? 'block' : 'cancel'} of ${unitCode} refused: ${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          if (error.message?.includes('refused:')) throw error;
          lastRefusal = error.name === 'TimeoutError' ? 'no answer in 5 s' : (error.cause?.code ?? error.message);
        }
        if (Date.now() > deadline) throw new Error(`change ${index + 1} (${unitCode}) not committed within ${deadlineMs / 1000} s`);
        if (attempt === 0) note?.(`change ${index + 1} waits (retried every 0.5 s until it commits)`);
        await sleep(500);
      }
    },
  };
}

/** A product type's price raised by one peso straight in PostgreSQL; returns the versions it makes (one per unit of the type). */
async function priceEdit(pool) {
  const { rows } = await pool.query(
    `WITH target AS (SELECT code FROM product_types WHERE code IN (SELECT product_type FROM units) ORDER BY code LIMIT 1)
     UPDATE product_types SET base_price_centavos = base_price_centavos + 100 WHERE code = (SELECT code FROM target)
     RETURNING (SELECT count(*)::int FROM units WHERE product_type = product_types.code) AS units`,
  );
  return rows[0]?.units ?? 0;
}

async function currentVersion(pool) {
  const { rows } = await pool.query('SELECT coalesce(max(version), 0)::int AS version FROM unit_changes');
  return rows[0].version;
}

/** Everything a drill needs: deployment, a pool that survives a restart, streams open on both APIs, changes. */
async function setUp(env, name, note) {
  const deployed = await deployment(env, name);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  pool.on('error', () => undefined);
  const origins = deployed.apis.map((api) => ({ url: api.origin, dead: false }));
  const { rows: free } = await pool.query("SELECT unit_code FROM units WHERE status = 'available' ORDER BY unit_code");
  const tokens = await createInvestorSessions(pool, 40, name);
  const changes = changeMaker(origins, tokens, free.map((row) => row.unit_code), note);
  const clients = await new StreamClients({ processes: 1 }).ready();
  const startVersion = await currentVersion(pool);
  const opened = await clients.open(STREAMS, (index) => [origins[index % 2].url, origins[(index + 1) % 2].url]);
  note(`${opened.opened}/${STREAMS} streams open in ${(opened.ms / 1000).toFixed(1)} s, half on each API (${origins.map((origin) => origin.url).join(', ')}), at version ${startVersion}`);
  return { deployed, pool, origins, changes, clients, startVersion, opened };
}

/** Waits until every stream has the last version committed; the verdict of every stream against it. */
async function verdict(context, until) {
  const finalVersion = await until(async () => currentVersion(context.pool), { timeoutMs: 30_000 });
  const reached = await context.clients.waitForVersion(finalVersion, CATCH_UP_MS);
  const verdicts = await context.clients.report(finalVersion);
  return { finalVersion, reached, verdicts, sum: totals(verdicts) };
}

const describe = (sum) =>
  `${sum.lost} lost, ${sum.duplicated} duplicated, ${sum.outOfOrder} out of order, ${sum.laterSnapshots} second snapshot(s), ${sum.neverOpened} never opened; ` +
  `${sum.streamsThatReconnected} streams reconnected (${sum.reconnects} reconnects; answers ${Object.entries(sum.statuses).map(([code, count]) => `${count} × ${code}`).join(', ')})`;

const judged = (context, result, changesMade) =>
  result.sum.neverOpened === 0 &&
  result.sum.lost === 0 &&
  result.sum.duplicated === 0 &&
  result.sum.outOfOrder === 0 &&
  result.sum.laterSnapshots === 0 &&
  result.reached.minLastVersion === result.finalVersion &&
  result.finalVersion - context.startVersion === changesMade;

// ─── streams-outage ──────────────────────────────────────────────────────────────────────────
export async function streamsOutageDrill({ env, postgres, redis, note, seconds, until }) {
  const DOWN_MS = 10_000;
  const context = await setUp(env, 'streams-outage', note);
  const { changes, clients } = context;
  const down = new Set();
  let sqlVersions = 0;
  try {
    for (let index = 0; index < 4; index++) await changes.next();
    const warm = await clients.waitForVersion(context.startVersion + 4, CATCH_UP_MS);
    note(`4 changes before any outage: every stream at ${warm.minLastVersion}`);

    // Each server in turn: stopped, five changes asked for meanwhile (each retried until it commits:
    // those that need the server wait for it), the server back after DOWN_MS, three more changes.
    const outage = async (name, crash, start) => {
      const before = changes.made;
      await crash();
      down.add(name);
      const downAt = Date.now();
      const asked = (async () => {
        for (let index = 0; index < 5; index++) await changes.next();
      })();
      // With Redis down, PostgreSQL still takes changes that need no Redis: a product type's price
      // edited by hand, one version per unit of the type.
      let bySql = 0;
      if (name.startsWith('Redis')) {
        await sleep(DOWN_MS / 3);
        bySql += await priceEdit(context.pool);
        await sleep(DOWN_MS / 3);
        bySql += await priceEdit(context.pool);
        await sleep(DOWN_MS / 3);
      } else {
        await sleep(DOWN_MS);
      }
      sqlVersions += bySql;
      const whileDown = changes.made - before;
      await start();
      down.delete(name);
      const upAt = Date.now();
      await asked;
      for (let index = 0; index < 3; index++) await changes.next();
      const caught = await clients.waitForVersion(context.startVersion + changes.made + sqlVersions, CATCH_UP_MS);
      note(
        `${name} down ${seconds(upAt - downAt)}: ${bySql ? `${bySql} versions from two price edits by SQL while it was down; ` : ''}${whileDown} of 5 changes through the APIs committed while it was down, the rest ${seconds(Date.now() - upAt)} after it was back at most` +
          ` (the last refusal: ${changes.lastRefusal ?? 'none'}); 3 more after; every stream at ${caught.minLastVersion} of ${context.startVersion + changes.made + sqlVersions} (${caught.connects - STREAMS} reconnects so far)`,
      );
      return { whileDown, made: changes.made - before, bySql };
    };
    const duringRedis = await outage('Redis (SIGKILL, back from its append-only file)', () => redis.crash(), () => redis.start());
    const duringPostgres = await outage('PostgreSQL (pg_ctl stop -m immediate)', () => postgres.crash(), () => postgres.start());

    const result = await verdict(context, until);
    note(`final version ${result.finalVersion}: ${describe(result.sum)}`);
    const apisAlive = context.deployed.apis.every((api) => api.running);
    return {
      pass: judged(context, result, changes.made + sqlVersions) && apisAlive,
      figures:
        `${STREAMS} streams over 2 APIs, ${changes.made} changes through the APIs and ${sqlVersions} versions by SQL (${duringRedis.made} changes around a Redis kill, ${duringRedis.whileDown} of them and the SQL edits while it was down; ${duringPostgres.made} around a PostgreSQL stop): every stream at version ${result.reached.minLastVersion} of ${result.finalVersion}; ` +
        `${result.sum.lost} lost, ${result.sum.duplicated} duplicated, ${result.sum.outOfOrder} out of order, ${result.sum.laterSnapshots} second snapshots; ` +
        `${result.sum.streamsThatReconnected} streams reconnected with Last-Event-ID; APIs not restarted: ${apisAlive}`,
    };
  } finally {
    // A failed drill leaves the drills' servers up for the next one.
    for (const name of down) await (name.startsWith('Redis') ? redis.start() : postgres.start()).catch(() => undefined);
    await clients.close().catch(() => undefined);
    await clients.stop();
    await context.deployed.stop();
    await context.pool.end().catch(() => undefined);
  }
}

// ─── replica-kill ────────────────────────────────────────────────────────────────────────────
export async function replicaKillDrill({ env, note, until }) {
  const CHANGES = 30;
  const KILL_AFTER = 8;
  const context = await setUp(env, 'replica-kill', note);
  const { changes, clients, origins, deployed } = context;
  try {
    let killedAt = null;
    for (let index = 0; index < CHANGES; index++) {
      if (index === KILL_AFTER) {
        await deployed.apis[0].stop('SIGKILL');
        origins[0].dead = true;
        killedAt = context.startVersion + changes.made;
        note(`api 1 killed (SIGKILL) after version ${killedAt}; the changes go on through api 2`);
      }
      await changes.next();
      await sleep(200);
    }
    const result = await verdict(context, until);
    // The streams that preferred api 1 (even indexes): each must have reconnected to api 2.
    const orphans = result.verdicts.filter((stream) => stream.origin === origins[0].url);
    const moved = orphans.filter((stream) => stream.connects >= 2 && stream.lastVersion === result.finalVersion).length;
    note(`final version ${result.finalVersion}: ${describe(result.sum)}; ${moved}/${orphans.length} of api 1's streams went on on api 2`);
    return {
      pass: judged(context, result, changes.made) && moved === orphans.length && deployed.apis[1].running,
      figures:
        `${STREAMS} streams over 2 APIs, ${CHANGES} changes, api 1 killed after ${KILL_AFTER}: ${moved}/${orphans.length} of its streams reconnected to api 2 with Last-Event-ID; ` +
        `every stream at version ${result.reached.minLastVersion} of ${result.finalVersion}; ${result.sum.lost} lost, ${result.sum.duplicated} duplicated, ${result.sum.outOfOrder} out of order, ${result.sum.laterSnapshots} second snapshots`,
    };
  } finally {
    await clients.close().catch(() => undefined);
    await clients.stop();
    await deployed.stop();
    await context.pool.end().catch(() => undefined);
  }
}
