import { randomBytes } from 'node:crypto';
import { ensureDatabase, runMigrations, seedReferenceData } from '../src/platform/database';
import { generousLimitsEnv } from './limits-env';
import { createWorkerDatabases } from './worker-databases';

/**
 * Each test run gets its own database (created and migrated here, dropped in teardown)
 * and its own Redis key prefix, so two runs on one machine never collide. Each jest worker then
 * works on a copy of it (worker-setup.ts), so test files can run side by side.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/cdm_test_${runId}`;
  const databaseUrl = server.toString();

  await ensureDatabase(databaseUrl);
  await runMigrations(databaseUrl);
  await seedReferenceData(databaseUrl, { demoReferralCode: true });
  await createWorkerDatabases(databaseUrl, Math.max(1, globalConfig.maxWorkers));

  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `cdm-test-${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  // Many apps start side by side: only the tests of the internal listener open one (OPS_PORT=0, a free port).
  process.env.OPS_PORT = '';
  // Tests that are not about limits send bursts from one loopback IP; the limit tests ask for the defaults.
  Object.assign(process.env, generousLimitsEnv());
}
