import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SETTING_DEFAULTS } from '@cdm/domain';
import { MIGRATIONS } from './migrations';

export class DatabaseUnreachableError extends Error {}

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[a-zA-Z0-9_-]+$/.test(name)) throw new Error(`Nombre de base de datos no válido: "${name}"`);
  return name;
}

function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseUnreachableError(`No se pudo conectar a PostgreSQL (${(error as Error).message})`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withClient(maintenanceUrl(databaseUrl), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export function createMigrationDataSource(databaseUrl: string): DataSource {
  return new DataSource({ type: 'postgres', url: databaseUrl, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
}

// Any fixed number works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK_ID = 7_412_001;

/** Runs pending migrations; an advisory lock keeps two starting instances from racing. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = await createMigrationDataSource(databaseUrl).initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await dataSource.destroy();
  }
}

/** Reference data every environment needs; safe to run on every start. */
export async function seedReferenceData(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
      await client.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    }
  });
}
