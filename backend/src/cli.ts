import 'reflect-metadata';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseUnreachableError, ensureDatabase, runMigrations, seedReferenceData } from './platform/database';

const USAGE = 'Uso: node cli.js <migrate|seed|setup>\n  migrate  crea la base si falta y aplica migraciones\n  seed     datos de referencia (idempotente)\n  setup    migrate + seed';

async function main(command: string | undefined): Promise<void> {
  const { databaseUrl } = loadConfig();
  if (command === 'migrate' || command === 'setup') {
    if (await ensureDatabase(databaseUrl)) console.log('Base de datos creada.');
    const applied = await runMigrations(databaseUrl);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Migraciones al día.');
  }
  if (command === 'seed' || command === 'setup') {
    await seedReferenceData(databaseUrl);
    console.log('Datos de referencia listos.');
  }
  if (!['migrate', 'seed', 'setup'].includes(command ?? '')) {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
