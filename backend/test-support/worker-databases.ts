import { copyDatabase, databaseFamily, dropDatabase } from '../src/platform/database';

/**
 * Jest runs test files in several workers at once. Each worker gets a database of its own, a copy of
 * the run's migrated and seeded one, and a Redis prefix of its own: files in one worker run one after
 * the other as before, and two workers never see each other's rows, limits or queues.
 */

const RUN_DATABASE_PATTERN = /^\/cdm_test_[a-z0-9_]+$/;

function workerDatabaseUrl(runDatabaseUrl: string, workerId: string | number): string {
  const url = new URL(runDatabaseUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

/** Copies the run's database once per worker (a file copy, far faster than migrating). */
export async function createWorkerDatabases(runDatabaseUrl: string, workers: number): Promise<void> {
  // One at a time: PostgreSQL refuses two copies of one template at once.
  for (let worker = 1; worker <= workers; worker++) await copyDatabase(runDatabaseUrl, workerDatabaseUrl(runDatabaseUrl, worker));
}

/** Drops the run's database and every database named after it (workers' copies, a test file's own). */
export async function dropRunDatabases(runDatabaseUrl: string): Promise<void> {
  for (const databaseUrl of await databaseFamily(runDatabaseUrl)) await dropDatabase(databaseUrl);
}

/** In a worker, before its test files load: point DATABASE_URL and REDIS_PREFIX at the worker's own. */
export function useWorkerDatabase(env: NodeJS.ProcessEnv = process.env): void {
  const workerId = env.JEST_WORKER_ID;
  const runDatabaseUrl = env.DATABASE_URL;
  const pathname = runDatabaseUrl ? new URL(runDatabaseUrl).pathname : '';
  // Only the run's own database, and only once (a copy's name ends in _w<N>).
  if (!workerId || !runDatabaseUrl || !RUN_DATABASE_PATTERN.test(pathname) || /_w\d+$/.test(pathname)) return;
  env.DATABASE_URL = workerDatabaseUrl(runDatabaseUrl, workerId);
  env.REDIS_PREFIX = `${env.REDIS_PREFIX}-w${workerId}`;
}
