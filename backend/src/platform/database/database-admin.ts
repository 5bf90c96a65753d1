import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { premiumUnits, PRODUCT_TYPE_SEED, SETTING_DEFAULTS } from '@cdm/domain';
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

/** A new database `targetUrl` as a file copy of `sourceUrl` (PostgreSQL's TEMPLATE; nobody may be connected to the source). */
export async function copyDatabase(sourceUrl: string, targetUrl: string): Promise<void> {
  const [source, target] = [databaseName(sourceUrl), databaseName(targetUrl)];
  await withClient(maintenanceUrl(sourceUrl), (client) => client.query(`CREATE DATABASE "${target}" TEMPLATE "${source}"`));
}

/** The database of the URL and every database named after it (`<name>_…`), as URLs on the same server. */
export async function databaseFamily(databaseUrl: string): Promise<string[]> {
  const name = databaseName(databaseUrl);
  const { rows } = await withClient(maintenanceUrl(databaseUrl), (client) =>
    client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`, [name]),
  );
  return rows.map(({ datname }) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${datname}`;
    return url.toString();
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

/**
 * A referral code for trying the direct-access path on a fresh machine. Never seeded in
 * production: there, codes belong to real investors.
 */
export const DEMO_REFERRAL_CODE = { code: 'CDM-DEMO-SOCIO', ownerName: 'Socio Fundador Demo' } as const;

/** Reference data every environment needs; safe to run on every start. */
export async function seedReferenceData(databaseUrl: string, options: { demoReferralCode?: boolean } = {}): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    if (options.demoReferralCode) {
      await client.query('INSERT INTO referral_codes (code, owner_name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
        DEMO_REFERRAL_CODE.code,
        DEMO_REFERRAL_CODE.ownerName,
      ]);
    }
    for (const [key, value] of Object.entries(SETTING_DEFAULTS)) {
      await client.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    }
    // The initial inventory: staff edits (prices, areas, statuses) are never overwritten.
    for (const type of PRODUCT_TYPE_SEED) {
      await client.query(
        `INSERT INTO product_types (code, name, category, base_price_centavos, area_m2, total_units, available_units, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING`,
        [type.code, type.name, type.category, type.basePriceCentavos, type.areaM2, type.totalUnits, type.availableUnits, type.sortOrder],
      );
    }
    for (const unit of premiumUnits()) {
      await client.query(
        `INSERT INTO units (unit_code, unit_number, module, level, product_type, area_m2, base_price_centavos)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (unit_code) DO NOTHING`,
        [unit.unitCode, unit.unitNumber, unit.module, unit.level, unit.type, unit.areaM2, unit.basePriceCentavos],
      );
    }
  });
}
