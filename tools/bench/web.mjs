// `npm run bench:web`: Lighthouse (mobile) on the production build served by the backend.
// Median of 3 runs per route; prints a table and writes tmp/bench/web.json. A benchmark, not a test.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, ensureDependencies, ensureServices, LOCAL_DEFAULTS, log, root, run, toolEnv } from '../workspace.mjs';
import { assertProductionFrontend } from './production-app.mjs';

// The landing and the two presentation pages, then the pages where people convert.
const ALL_ROUTES = ['/', '/servicios', '/partners', '/agendar', '/aplicar', '/investors'];
// `npm run bench:web -- /agendar /investors`: only these (to compare a change on a loaded machine).
const ROUTES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL_ROUTES;
const unknownRoutes = ROUTES.filter((route) => !ALL_ROUTES.includes(route));
if (unknownRoutes.length > 0) {
  console.error(`Not a benchmarked page: ${unknownRoutes.join(', ')} (pages: ${ALL_ROUTES.join(', ')})`);
  process.exit(1);
}
const FORM_ROUTES = ['/agendar', '/aplicar', '/investors'];
const RUNS = 3;
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100, lcpMs: 2000, formLcpMs: 1500, cls: 0.02, tbtMs: 150, landingJsKb: 100 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

ensureDependencies();
const chrome = chromiumPath();
if (!chrome) {
  console.error('Chromium not found (CHROME_PATH or /usr/bin/chromium).');
  process.exit(1);
}
const server = new URL(process.env.DATABASE_URL ?? LOCAL_DEFAULTS.DATABASE_URL);
server.pathname = `/cdm_bench_${Date.now().toString(36)}`;
const env = {
  ...toolEnv,
  NODE_ENV: 'production',
  DATABASE_URL: server.toString(),
  REDIS_URL: process.env.REDIS_URL ?? LOCAL_DEFAULTS.REDIS_URL,
  REDIS_PREFIX: `cdm-bench-${randomBytes(3).toString('hex')}`,
  PORT: '3917',
  PUBLIC_URL: 'http://127.0.0.1:3917',
  LOG_LEVEL: 'warn',
  // Production refuses default secrets; these throwaway values live only for this run.
  ADMIN_EMAIL: 'bench@cdm.local',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  SESSION_SECRET: randomBytes(24).toString('hex'),
  PORTAL_PASSWORD: randomBytes(8).toString('hex'),
  DECK_PASSWORD: randomBytes(8).toString('hex'),
  // Production never runs the simulated payment provider (product-decisions.md "Decisions of the second phase"): throwaway test keys, an API on a closed port.
  STRIPE_SECRET_KEY: 'sk_test_bench_only',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_only',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_only',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};
await ensureServices(env);

log('Building the production app');
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'backend', 'frontend', '--outputStyle=static'], { env })) !== 0) process.exit(1);
// Lighthouse on a development bundle measures React's dev build, not the site (decisions.md #59).
assertProductionFrontend();
if ((await run('node', ['backend/dist/backend/src/cli.js', 'setup'], { env })) !== 0) process.exit(1);

const app = spawn('node', ['backend/dist/backend/src/main.js'], { cwd: root, env, stdio: 'inherit' });
const stop = async () => {
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  // The throwaway database goes with the run.
  await run('node', ['-e', `require('./backend/dist/backend/src/platform/database').dropDatabase(${JSON.stringify(env.DATABASE_URL)})`], { env });
};
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${env.PUBLIC_URL}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (attempt > 100) throw new Error('The app did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const results = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let index = 0; index < RUNS; index++) {
      log(`Lighthouse ${route} (${index + 1}/${RUNS})`);
      runs.push(lighthouse(`${env.PUBLIC_URL}${route}`));
    }
    results.push({ route, ...median(runs) });
  }

  const rows = results.map((result) => [
    result.route,
    result.performance,
    result.accessibility,
    result.bestPractices,
    result.seo,
    `${(result.lcpMs / 1000).toFixed(2)} s`,
    result.cls.toFixed(3),
    `${Math.round(result.tbtMs)} ms`,
    `${result.jsKb.toFixed(1)} KB`,
  ]);
  console.log('\n| Route | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | JS (gzip) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, SEO ${TARGETS.seo}, LCP ≤ 2.0 s (≤ ${TARGETS.formLcpMs / 1000} s on ${FORM_ROUTES.join(', ')}), CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, JS on / ≤ ${TARGETS.landingJsKb} KB`,
  );
  console.log('/investors is noindex (a private page): Lighthouse takes points off its SEO for that, by design.');
  // Lighthouse on a shared machine is noisy: the load beside the figures.
  const [load1, load5] = os.loadavg();
  console.log(`Machine load while measuring: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min) on ${os.cpus().length} CPUs`);

  const outDir = path.join(root, 'tmp/bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'web.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, loadAverage: os.loadavg(), cpus: os.cpus().length, targets: TARGETS, results }, null, 2),
  );
  console.log(`Written to ${path.join('tmp/bench', 'web.json')}`);
} finally {
  await stop();
}

function lighthouse(url, attempt = 1) {
  const result = spawnSync(
    'npx',
    ['lighthouse', url, '--quiet', '--output=json', '--output-path=stdout', '--form-factor=mobile', `--chrome-flags=${CHROME_FLAGS}`],
    { cwd: root, env: { ...env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    // On a loaded machine Lighthouse now and then fails to record the trace (NO_NAVSTART): run it again.
    if (attempt < 3) return lighthouse(url, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  }
  const report = JSON.parse(result.stdout);
  // The whole report of the last run of each page, to see where its main-thread time goes.
  const reportDir = path.join(root, 'tmp/bench/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, `${new URL(url).pathname.replace(/\W/g, '') || 'landing'}.json`), result.stdout);
  const scripts = report.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    // Transfer size: the server compresses, so this is the gzip/brotli weight.
    jsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  };
}

function median(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = runs.map((entry) => entry[key]).sort((a, b) => a - b);
      return [key, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}
