// `npm start`: installs what is missing, checks PostgreSQL and Redis, builds, creates and
// migrates the database, seeds reference data, then runs API + worker + app on one port.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureServices, LOCAL_DEFAULTS, log, root, run, toolEnv } from './workspace.mjs';

ensureDependencies();

const env = {
  ...toolEnv,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? LOCAL_DEFAULTS.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? LOCAL_DEFAULTS.REDIS_URL,
};
await ensureServices(env);

log('Building backend and frontend');
if ((await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'backend', 'frontend', '--outputStyle=static'], { env })) !== 0) process.exit(1);

log('Preparing the database (create if missing, migrate, seed)');
if ((await run('node', ['backend/dist/backend/src/cli.js', 'setup'], { env })) !== 0) process.exit(1);

if (!env.SEAL_P12_PATH) {
  // Signed contracts are sealed with a PKCS#12 certificate; locally a self-signed one is made once
  // (git-ignored .local/seal). Production never uses it: it refuses to start without SEAL_P12_PATH.
  log('Sealing certificate for contracts (local, self-signed; made once in .local/seal)');
  const makeLocalSeal = [
    "const { existsSync } = require('node:fs');",
    "const { LOCAL_SEAL } = require('./backend/dist/backend/src/platform/config/app-config');",
    "if (!existsSync(LOCAL_SEAL.path)) require('./backend/dist/backend/src/platform/pdf/pdf-seal').makeSelfSignedSealCertificate(LOCAL_SEAL.path, LOCAL_SEAL.password);",
  ].join(' ');
  if ((await run('node', ['-e', makeLocalSeal], { env })) !== 0) process.exit(1);
}

const port = Number(env.PORT ?? 3000);
const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
log(`Starting API + worker on port ${port}`);
const server = spawn('node', ['backend/dist/backend/src/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

for (let attempt = 0; attempt < 60; attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (response.ok) {
      console.log(`
  Ciudad Deporte Motor ZMG is running at ${url}
  API docs:          ${url}/api/docs
  Staff panel:       ${url}/admin  —  ${env.ADMIN_EMAIL ?? 'admin@cdm.local'} / ${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : 'Admin-Local-2026'}
  Demo investor:     node backend/dist/backend/src/cli.js demo-investor   (prints a set-up link)
  Emails:            ${env.SMTP_URL ? `sent through ${new URL(env.SMTP_URL).host}` : 'kept in the local outbox (table email_log); set SMTP_URL to send them'}
  Stop with Ctrl+C.
`);
      break;
    }
  } catch {
    // not listening yet
  }
}
