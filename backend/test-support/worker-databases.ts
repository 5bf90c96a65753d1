import { Client } from 'pg';

/**
 * Jest runs test files in several workers at once. Each worker gets a database of its own, a copy of
 * the run's migrated and seeded one, and a Redis prefix of its own: files in one worker run one after
 * the other as before, and two workers never see each other's rows, limits or queues.
 */

const RUN_DATABASE_PATTERN = /^\/cdm_test_[a-z0-9_]+$/;

function withPath(databaseUrl: string, pathname: string): string {
  const url = new URL(databaseUrl);
  url.pathname = pathname;
  return url.toString();
}

export function workerDatabaseUrl(runDatabaseUrl: string, workerId: string | number): string {
  return withPath(runDatabaseUrl, `${new URL(runDatabaseUrl).pathname}_w${workerId}`);
}

async function onServer<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withPath(databaseUrl, '/postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies the run's database once per worker (PostgreSQL's TEMPLATE: a file copy, far faster than migrating). */
export async function createWorkerDatabases(runDatabaseUrl: string, workers: number): Promise<void> {
  const template = new URL(runDatabaseUrl).pathname.slice(1);
  await onServer(runDatabaseUrl, async (client) => {
    // One at a time: PostgreSQL refuses two copies of one template at once.
    for (let worker = 1; worker <= workers; worker++) {
      await client.query(`CREATE DATABASE "${template}_w${worker}" TEMPLATE "${template}"`);
    }
  });
}

/** Drops the run's database and every database named after it (workers' copies, a test file's own). */
export async function dropRunDatabases(runDatabaseUrl: string): Promise<void> {
  const runName = new URL(runDatabaseUrl).pathname.slice(1);
  await onServer(runDatabaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
      [runName],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
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
