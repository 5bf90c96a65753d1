// Starts the production build of the app on loopback against a throwaway database, for the
// benchmarks and the fault drills.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_DEFAULTS, log, root, run, toolEnv } from '../workspace.mjs';

// The benchmark and the drills send bursts from one loopback IP with fresh accounts: the
// public-form throttle and the hold caps (product-decisions.md "Decisions of the second phase", limits) are not what they measure.
const generousLimits = {
  ...Object.fromEntries(
    ['INFORMATION_REQUEST', 'PRESENTATION_BOOKING', 'INVESTOR_APPLICATION', 'LETTER_OF_INTENT', 'REFERRAL_CODE_CHECK', 'QUOTATION_EMAIL', 'PASSWORD_RESET', 'GATE_UNLOCK'].flatMap(
      (form) => [[`THROTTLE_${form}_PER_MINUTE`, '1000000'], [`THROTTLE_${form}_PER_DAY`, '1000000']],
    ),
  ),
  EMAIL_CAP_PER_RECIPIENT_PER_DAY: '100000',
  HOLDS_MAX_UNPAID_PER_IP: '10000',
  HOLDS_MAX_UNPAID_PERCENT: '100',
};

export function benchEnv(port, name, { databaseServerUrl = process.env.DATABASE_URL ?? LOCAL_DEFAULTS.DATABASE_URL } = {}) {
  const server = new URL(databaseServerUrl);
  server.pathname = `/cdm_bench_${name}_${Date.now().toString(36)}`;
  return {
    ...toolEnv,
    NODE_ENV: 'production',
    DATABASE_URL: server.toString(),
    REDIS_URL: process.env.REDIS_URL ?? LOCAL_DEFAULTS.REDIS_URL,
    REDIS_PREFIX: `cdm-bench-${randomBytes(3).toString('hex')}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Several app processes share this machine: none opens the internal listener unless a run asks for one.
    OPS_PORT: '',
    // Production refuses default secrets; these throwaway values live only for this run.
    ADMIN_EMAIL: 'bench@cdm.local',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SESSION_SECRET: randomBytes(24).toString('hex'),
    PORTAL_PASSWORD: randomBytes(8).toString('hex'),
    DECK_PASSWORD: randomBytes(8).toString('hex'),
    // Production never runs the simulated provider (product-decisions.md "Decisions of the second phase"): throwaway Stripe test keys whose API
    // points at a closed loopback port, so nothing leaves the machine (no measured path pays).
    STRIPE_SECRET_KEY: 'sk_test_bench_only',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_only',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_only',
    STRIPE_API_URL: 'http://127.0.0.1:9',
    ...generousLimits,
  };
}

/**
 * Stops a benchmark on a development bundle of the frontend (decisions.md #59): React's development
 * build is three times as heavy and slower on every page, so its figures mean nothing. Checks the
 * mode the build wrote and, in case a build lied, React's development JSX runtime in the bundle.
 * No built app is fine (a benchmark of the API alone).
 */
export function assertProductionFrontend(dist = path.join(root, 'frontend/dist')) {
  if (!existsSync(path.join(dist, 'index.html'))) return;
  const rebuild = 'Build it again in production mode: NODE_ENV=production npx nx run frontend:build';
  let mode = 'unknown (no build-info.json)';
  try {
    mode = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')).mode;
  } catch {
    // an older build, or none finished
  }
  if (mode !== 'production') throw new Error(`frontend/dist is not a production build (mode: ${mode}). ${rebuild}`);
  const assets = path.join(dist, 'assets');
  const developmentChunk = readdirSync(assets).find((file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV'));
  if (developmentChunk) throw new Error(`frontend/dist/assets/${developmentChunk} holds React's development runtime (jsxDEV). ${rebuild}`);
}

/**
 * Builds what is asked. The backend must build. The frontend is shared with people editing it:
 * when its build fails but an earlier build is there, that one is used and the caller is told.
 */
export async function buildProduction(env, projects) {
  log(`Building ${projects.join(' + ')}`);
  if ((await run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], { env })) === 0) {
    // The production server refuses a development bundle too; this says so before anything starts.
    assertProductionFrontend();
    return { frontendBuild: projects.includes('frontend') ? 'fresh' : 'not built' };
  }
  const others = projects.filter((project) => project !== 'frontend');
  if (projects.includes('frontend') && existsSync(path.join(root, 'frontend/dist/index.html'))) {
    if (others.length && (await run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...others, '--outputStyle=static'], { env })) !== 0) {
      throw new Error(`The build of ${others.join(' + ')} failed`);
    }
    assertProductionFrontend();
    console.warn('\n⚠ The frontend build failed; the earlier build in frontend/dist is used.');
    return { frontendBuild: 'earlier build (the fresh build failed)' };
  }
  throw new Error(`The build of ${projects.join(' + ')} failed`);
}

// `dist` (default backend/dist): where the backend build is, relative to the repository root; a
// private copy of it (snapshotBuild) keeps a run safe from a build started by someone else meanwhile.

/** Creates, migrates and seeds the database of DATABASE_URL. */
export async function setupDatabase(env, { dist = 'backend/dist' } = {}) {
  if ((await run('node', [`${dist}/backend/src/cli.js`, 'setup'], { env: { ...env, LOG_LEVEL: 'warn' } })) !== 0) {
    throw new Error('Database set-up failed');
  }
}

export async function dropDatabase(env, { dist = 'backend/dist' } = {}) {
  await run('node', ['-e', `require('./${dist}/backend/src/platform/database').dropDatabase(${JSON.stringify(env.DATABASE_URL)})`], { env });
}

/**
 * Copies backend/dist to `target` (relative to the root, under tmp/) once the copy loads (the
 * shared build may be rewritten by a concurrent build); returns `target`. Remove it with rmSync.
 */
export async function snapshotBuild(target) {
  for (let attempt = 1; ; attempt++) {
    rmSync(path.join(root, target), { recursive: true, force: true });
    cpSync(path.join(root, 'backend/dist'), path.join(root, target), { recursive: true });
    const loads = await run('node', ['-e', `require('./${target}/backend/src/app.module.js'); require('./${target}/backend/src/platform/database')`], {
      env: { ...toolEnv, LOG_LEVEL: 'warn' },
    });
    if (loads === 0) return target;
    if (attempt === 3) throw new Error('The backend build in backend/dist does not load (a build in progress?)');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** `nice` replaces itself with the command (same pid), so the pid is still the Node process's. */
const command = (args, niceness) => (niceness ? ['nice', ['-n', String(niceness), ...args]] : [args[0], args.slice(1)]);

/**
 * Starts backend/dist main.js with `env` (APP_ROLE decides api, worker or both) and, unless it is
 * a worker only, waits for /api/health. Output goes to the console unless `quiet`.
 */
export async function startApp(env, { label = 'app', quiet = false, timeoutMs = 60_000, dist = 'backend/dist', nodeArgs = [], niceness = 0 } = {}) {
  const startedAt = performance.now();
  // BENCH_SEMI_SPACE_MB=32: V8's young generation at that size per semi-space (a comparison, decisions.md #58);
  // unset, V8's default, as the Dockerfile runs the app.
  const semiSpaceMb = Number(process.env.BENCH_SEMI_SPACE_MB ?? 0);
  const heapArgs = semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : [];
  const child = spawn(...command(['node', ...heapArgs, ...nodeArgs, `${dist}/backend/src/main.js`], niceness), { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  if (env.APP_ROLE !== 'worker') {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (hasExited) throw new Error(`${label} exited before it was healthy:\n${output}`);
      try {
        if ((await fetch(`${env.PUBLIC_URL}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${label} was not healthy after ${timeoutMs / 1000} s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const startupMs = performance.now() - startedAt;

  return {
    pid: child.pid,
    startupMs,
    exited,
    output: () => output,
    get running() {
      return !hasExited;
    },
    /** SIGTERM (graceful) or any other signal; resolves when the process is gone (SIGKILL after 15 s). */
    async stop(signal = 'SIGTERM') {
      if (hasExited) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Builds what is asked, migrates and seeds, starts main.js and waits for /api/health. */
export async function startProductionApp(env, { projects = ['backend', 'frontend'] } = {}) {
  const build = await buildProduction(env, projects);
  await setupDatabase(env);
  const app = await startApp(env);
  const stopApp = app.stop.bind(app);
  return Object.assign(app, {
    build,
    stop: async () => {
      await stopApp();
      // The throwaway database goes with the run.
      await dropDatabase(env);
    },
  });
}

/** Resident memory of a process in MB (Linux /proc). */
export async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
