// `npm test`: lint, type-check, unit, integration (real PostgreSQL, Redis, SMTP listener),
// production build and browser tests in Chromium. Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureDependencies, ensureServices, LOCAL_DEFAULTS, log, root, run, toolEnv } from './workspace.mjs';

const isCi = process.env.CI === 'true';
const reportDir = path.join(root, 'tmp/test-reports');

ensureDependencies();
const env = { ...toolEnv, DATABASE_URL: process.env.DATABASE_URL ?? LOCAL_DEFAULTS.DATABASE_URL, REDIS_URL: process.env.REDIS_URL ?? LOCAL_DEFAULTS.REDIS_URL };
await ensureServices(env);

const chromium = chromiumPath();
if (!chromium) {
  console.error('\nChromium was not found at /usr/bin/chromium or CHROME_PATH. Install Debian\'s package\n(`sudo apt-get install -y chromium`) or point CHROME_PATH at a Chromium binary, then run `npm test` again.\n');
  process.exit(1);
}
env.CHROME_PATH = chromium;

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const jestArgs = (config, name) => [
  'jest', '-c', config, '--json', `--outputFile=${path.join(reportDir, `${name}.json`)}`,
  ...(isCi ? ['--ci', '--forceExit'] : []),
];

const steps = [
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'module boundaries', command: ['npx', 'depcruise', '--config', '.dependency-cruiser.cjs', 'backend/src', 'frontend/src', 'frontend/e2e', 'libs'] },
  { name: 'type-check', command: ['npx', 'nx', 'run-many', '-t', 'typecheck', '--outputStyle=static'] },
  { name: 'unit tests', command: ['npx', ...jestArgs('jest.unit.config.js', 'unit')], report: 'unit' },
  { name: 'integration tests', command: ['npx', ...jestArgs('jest.integration.config.js', 'integration')], report: 'integration' },
  { name: 'production build', command: ['npx', 'nx', 'run-many', '-t', 'build', '-p', 'backend', 'frontend', '--outputStyle=static', '--skip-nx-cache'] },
  { name: 'browser tests', command: ['npx', ...jestArgs('jest.e2e.config.js', 'browser')], report: 'browser', needs: 'production build' },
];

const failedSteps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

for (const step of steps) {
  if (step.needs && failedSteps.includes(step.needs)) {
    log(`${step.name}: skipped (${step.needs} failed)`);
    failedSteps.push(step.name);
    continue;
  }
  log(step.name);
  const [command, ...args] = step.command;
  const code = await run(command, args, { env });
  if (step.report) countTests(step.report, code);
  if (code !== 0) failedSteps.push(step.name);
}

function countTests(report, exitCode) {
  const file = path.join(reportDir, `${report}.json`);
  if (!existsSync(file)) {
    if (exitCode !== 0) totals.failed += 1;
    return;
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  totals.skipped += result.numPendingTests + result.numTodoTests;
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
