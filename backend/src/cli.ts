import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from './app.module';
import { SYSTEM_CONTEXT } from './platform/audit';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseUnreachableError, DEMO_REFERRAL_CODE, ensureDatabase, runMigrations, seedReferenceData } from './platform/database';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult, IssueSetupLinkCommand } from './platform/identity';

const USAGE = [
  'Uso: node cli.js <comando>',
  '  migrate                        crea la base si falta y aplica migraciones',
  '  seed                           datos de referencia (idempotente)',
  '  setup                          migrate + seed',
  '  demo-investor [email] [nombre] cuenta de inversionista de prueba y su enlace para configurar contraseña',
].join('\n');

/** A demo investor account that still needs its password, and the one-time link to set it. */
async function createDemoInvestor(email = 'inversionista.demo@cdm.local', name = 'Inversionista Demo'): Promise<void> {
  const config = loadConfig({ ...process.env, APP_ROLE: 'api', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), { logger: ['error', 'warn'] });
  try {
    const commands = app.get(CommandBus);
    const { investorAccountId, created } = await commands.execute<CreateInvestorAccountCommand, CreateInvestorAccountResult>(
      new CreateInvestorAccountCommand(email, name, SYSTEM_CONTEXT),
    );
    const token = await commands.execute<IssueSetupLinkCommand, string>(new IssueSetupLinkCommand(investorAccountId, false));
    console.log(created ? `Cuenta creada: ${email}` : `La cuenta ya existía: ${email}`);
    console.log(`Set-up link: ${config.publicUrl}/investors/activar/${token}`);
  } finally {
    await app.close();
  }
}

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command === 'demo-investor') return createDemoInvestor(args[0], args[1]);
  const { databaseUrl, isProduction } = loadConfig();
  if (command === 'migrate' || command === 'setup') {
    if (await ensureDatabase(databaseUrl)) console.log('Base de datos creada.');
    const applied = await runMigrations(databaseUrl);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Migraciones al día.');
  }
  if (command === 'seed' || command === 'setup') {
    await seedReferenceData(databaseUrl, { demoReferralCode: !isProduction });
    console.log('Datos de referencia listos.');
    if (!isProduction) console.log(`Código de referido de prueba: ${DEMO_REFERRAL_CODE.code}`);
  }
  if (!['migrate', 'seed', 'setup', 'demo-investor'].includes(command ?? '')) {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
