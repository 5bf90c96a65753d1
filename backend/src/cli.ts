import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RebuildFunnelCommand, type RebuildFunnelResult } from './analytics';
import { AppModule } from './app.module';
import { type DailyRemindersResult, RunDailyPartnerRemindersCommand } from './partners';
import { SYSTEM_CONTEXT } from './platform/audit';
import { ConfigError, loadConfig } from './platform/config';
import { createMigrationDataSource, DatabaseUnreachableError, DEMO_REFERRAL_CODE, ensureDatabase, runMigrations, seedReferenceData } from './platform/database';
import { redispatchRecentOutbox } from './platform/outbox/redispatch';
import { p12Certificate } from './platform/pdf/seal-certificate';
import { CreateInvestorAccountCommand, CreateInvestorAccountResult, IssueSetupLinkCommand } from './platform/identity';

const USAGE = [
  'Uso: node cli.js <comando>',
  '  migrate                        crea la base si falta y aplica migraciones',
  '  seed                           datos de referencia (idempotente)',
  '  setup                          migrate + seed',
  '  demo-investor [email] [nombre] cuenta de inversionista de prueba y su enlace para configurar contraseña',
  '  run-partner-reminders          la corrida diaria de socios (la de las 09:00) ahora; espera a que un worker ponga sus correos en la cola',
  '  seal-certificates              el certificado de sello configurado (huella, vigencia) y los que ya sellaron contratos',
  '  redispatch-outbox [minutos]    tras restaurar un respaldo con Redis vacío: vuelve a encolar lo relevado en los últimos minutos (60) antes del respaldo',
  '  rebuild-funnel                 reconstruye el embudo de ventas (pestaña Embudo) desde los registros de cada contexto',
].join('\n');

// The CLI never opens the internal listener (a worker in the same container already holds OPS_PORT).
const cliEnv = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ ...process.env, OPS_PORT: '', ...overrides });

/** A demo investor account that still needs its password, and the one-time link to set it. */
async function createDemoInvestor(email = 'inversionista.demo@cdm.local', name = 'Inversionista Demo'): Promise<void> {
  const config = loadConfig(cliEnv({ APP_ROLE: 'api', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
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

/**
 * The daily partner run now, in this process: the same command the worker's schedule executes
 * (idempotent per partner, due date and kind), for operators and `npm run bench:reminders`. The run
 * writes one outbox row per reminder, in batches; a worker's relay turns them into email jobs. This
 * waits until that many reminder emails are queued (at most 10 minutes, or 60 s without progress),
 * so a worker must be running. Prints one JSON line: the run's result and its timestamps (epoch
 * ms). Counts only, no personal data.
 */
async function runPartnerReminders(): Promise<void> {
  const config = loadConfig(cliEnv({ APP_ROLE: 'api', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), { logger: ['error', 'warn'] });
  try {
    const db = app.get<DataSource>(getDataSourceToken());
    const [{ since }] = (await db.query('SELECT now() AS since')) as Array<{ since: Date }>;
    const startedAt = Date.now();
    const result = await app.get(CommandBus).execute<RunDailyPartnerRemindersCommand, DailyRemindersResult>(new RunDailyPartnerRemindersCommand());
    const committedAt = Date.now();
    // The reminders this run sent, as email rows (each queued with its job in the same step).
    const countQueued = async () => {
      const [{ count }] = (await db.query(
        `SELECT count(*)::int AS count FROM partner_reminders_sent sent
         JOIN email_log email ON email.dedupe_key = 'partner-reminder.' || sent.partner_id || '.' || to_char(sent.due_date, 'YYYY-MM-DD') || '.' || sent.kind
         WHERE sent.sent_at >= $1`,
        [since],
      )) as Array<{ count: number }>;
      return count;
    };
    let queued = 0;
    let allQueuedAt = 0;
    let progressAt = committedAt;
    // Bounded: 10 minutes in all, or 60 s without a new email (no worker, or a listener failing).
    const deadline = committedAt + 10 * 60_000;
    for (;;) {
      const now = await countQueued();
      if (now > queued) {
        queued = now;
        allQueuedAt = Date.now();
        progressAt = allQueuedAt;
      }
      if (queued >= result.reminders || Date.now() > deadline || Date.now() - progressAt > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(JSON.stringify({ ...result, queued, startedAt, committedAt, allQueuedAt: allQueuedAt || committedAt }));
    if (queued < result.reminders) {
      console.error(`Solo ${queued} de ${result.reminders} recordatorios llegaron a la cola (¿hay un worker en marcha?).`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

/** The configured sealing certificate and every one that sealed a contract (docs/runbook.md, "Rotate the seal certificate"). */
async function sealCertificates(): Promise<void> {
  const config = loadConfig(cliEnv());
  const current = p12Certificate(readFileSync(config.sealP12Path), config.sealP12Password);
  const days = Math.floor((current.notAfter.getTime() - Date.now()) / 86_400_000);
  console.log(`Configurado (${config.sealP12Path}):`);
  console.log(`  huella SHA-256 ${current.fingerprintSha256}`);
  console.log(`  sujeto ${current.subject}; emisor ${current.issuer}`);
  console.log(`  vigente del ${current.notBefore.toISOString()} al ${current.notAfter.toISOString()} (${days} días restantes)`);
  const db = createMigrationDataSource(config.databaseUrl);
  await db.initialize();
  try {
    const rows = (await db.query(
      `SELECT c.fingerprint_sha256, c.subject, c.not_after, c.first_sealed_at, c.last_sealed_at,
         (SELECT count(*)::int FROM contracts WHERE seal_certificate_fingerprint = c.fingerprint_sha256) AS contracts
       FROM seal_certificates c ORDER BY c.last_sealed_at DESC`,
    )) as Array<{ fingerprint_sha256: string; subject: string; not_after: Date; first_sealed_at: Date; last_sealed_at: Date; contracts: number }>;
    console.log(rows.length ? 'Certificados que han sellado contratos:' : 'Ningún contrato sellado todavía.');
    for (const row of rows) {
      const mark = row.fingerprint_sha256 === current.fingerprintSha256 ? ' (el configurado)' : '';
      console.log(`  ${row.fingerprint_sha256}${mark}: ${row.subject}; vence ${row.not_after.toISOString()}; ${row.contracts} contratos, del ${row.first_sealed_at.toISOString()} al ${row.last_sealed_at.toISOString()}`);
    }
  } finally {
    await db.destroy();
  }
}

async function redispatchOutbox(minutesArg: string | undefined): Promise<void> {
  const minutes = minutesArg === undefined ? 60 : Number(minutesArg);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 10_080) throw new Error('minutos: un entero entre 1 y 10080');
  const config = loadConfig(cliEnv());
  const db = createMigrationDataSource(config.databaseUrl);
  await db.initialize();
  try {
    const rows = await redispatchRecentOutbox(db, config.redisPrefix, minutes);
    console.log(`${rows} filas del outbox (${config.redisPrefix}) se volverán a encolar; un worker las lleva a la cola.`);
  } finally {
    await db.destroy();
  }
}

/**
 * Rebuilds the funnel's read model from the owners' records, in this process (a worker does it by
 * itself when the model was never built or the key changed). Prints one JSON line: counts and time.
 */
async function rebuildFunnel(): Promise<void> {
  const config = loadConfig(cliEnv({ APP_ROLE: 'api', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), { logger: ['error', 'warn'] });
  try {
    const result = await app.get(CommandBus).execute<RebuildFunnelCommand, RebuildFunnelResult>(new RebuildFunnelCommand());
    console.log(JSON.stringify(result));
    if (!result.ran) {
      console.error('Otra reconstrucción del embudo está en curso.');
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command === 'demo-investor') return createDemoInvestor(args[0], args[1]);
  if (command === 'run-partner-reminders') return runPartnerReminders();
  if (command === 'seal-certificates') return sealCertificates();
  if (command === 'redispatch-outbox') return redispatchOutbox(args[0]);
  if (command === 'rebuild-funnel') return rebuildFunnel();
  const { databaseUrl, isProduction } = loadConfig(cliEnv());
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
