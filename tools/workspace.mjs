// Helpers shared by tools/start.mjs and tools/test.mjs. Node built-ins only: these run
// before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LOCAL_DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cdm',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

// Nx stays offline and in the foreground (STACK.md trap 10).
export const toolEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
};

export function log(message) {
  process.stdout.write(`\n\x1b[1m▶ ${message}\x1b[0m\n`);
}

/** Runs a command in the repository root, streaming its output; resolves to its exit code. */
export function run(command, args, { env = toolEnv } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

export function ensureDependencies() {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  log('Installing dependencies (npm ci)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

function reachable(host, port, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Exits with one clear paragraph when PostgreSQL or Redis cannot be reached. */
export async function ensureServices(env) {
  const database = new URL(env.DATABASE_URL);
  const redis = new URL(env.REDIS_URL);
  const missing = [];
  if (!(await reachable(database.hostname, Number(database.port || 5432)))) {
    missing.push(`PostgreSQL at ${database.hostname}:${database.port || 5432} (DATABASE_URL)`);
  }
  if (!(await reachable(redis.hostname, Number(redis.port || 6379)))) {
    missing.push(`Redis at ${redis.hostname}:${redis.port || 6379} (REDIS_URL)`);
  }
  if (missing.length === 0) return;
  console.error(`
Cannot reach ${missing.join(' or ')}.
This project needs PostgreSQL 15+ and Redis 7+. Start them with Docker from the repository
root: \`docker compose up -d postgres redis\` (then use DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/cdm),
or install Debian's packages: \`sudo apt-get install -y postgresql redis-server\` and start them
(\`sudo service postgresql start && sudo service redis-server start\`; allow local connections for the
user "postgres" in pg_hba.conf). To use servers elsewhere, set DATABASE_URL and REDIS_URL. Then run the command again.
`);
  process.exit(1);
}

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
