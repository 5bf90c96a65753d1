import { plainToInstance, Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, validateSync } from 'class-validator';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { EXAMPLE_CLABE, isExampleClabe, isValidClabe, type BankDetails } from '@cdm/domain';
import { parseTrustedProxies, TrustedProxies } from './trusted-proxies';
import { PUBLIC_FORM_LIMIT_DEFAULTS, PUBLIC_FORMS, throttleEnvName, type PublicForm, type PublicFormLimit } from './public-form-limits';

export type AppRole = 'all' | 'api' | 'worker';
export type NodeEnvironment = 'development' | 'production' | 'test';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

// Local defaults let `npm start` run on a fresh machine; production refuses them (see loadConfig).
const LOCAL_DEFAULTS = {
  ADMIN_EMAIL: 'admin@cdm.local',
  ADMIN_PASSWORD: 'Admin-Local-2026',
  SESSION_SECRET: 'local-session-secret-change-me-0123456789',
  PORTAL_PASSWORD: 'socios-local',
  DECK_PASSWORD: 'deck-local',
} as const;

// The local sealing certificate: git-ignored, made on first use outside production.
export const LOCAL_SEAL = { path: path.resolve(process.cwd(), '.local/seal/contract-seal-local.p12'), password: 'cdm-local-seal' } as const;

/** Every setting of the process, read once from the environment and validated at boot. */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  nodeEnv: NodeEnvironment = 'development';

  @IsIn(['all', 'api', 'worker'], { message: 'APP_ROLE debe ser all, api o worker' })
  appRole: AppRole = 'all';

  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  port = 3000;

  @IsString()
  host = '127.0.0.1';

  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'PUBLIC_URL debe ser un origen http(s) sin ruta, p. ej. http://localhost:3000' })
  publicUrl = 'http://localhost:3000';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL debe ser una URL postgres://' })
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/cdm';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL debe ser una URL redis://' })
  redisUrl = 'redis://127.0.0.1:6379';

  // Keeps the keys of one deployment (or one test run) apart from any other on the same Redis.
  @Matches(/^[a-zA-Z0-9_-]+$/, { message: 'REDIS_PREFIX solo admite letras, números, - y _' })
  redisPrefix = 'cdm';

  @Transform(blankToUndefined) @IsOptional() @Matches(/^smtps?:\/\//, { message: 'SMTP_URL debe ser una URL smtp:// o smtps://' })
  smtpUrl?: string;

  @IsString() @MinLength(3)
  mailFrom = 'Ciudad Deporte Motor ZMG <no-reply@cdm.local>';

  @IsEmail({}, { message: 'STAFF_NOTIFY_EMAIL debe ser un email' })
  staffNotifyEmail = 'ventas@cdm.local';

  // External scheduling page opened after a booking and from the deck ("Agendar Presentación").
  @Matches(/^(https?:\/\/|\/)/, { message: 'SCHEDULING_URL debe ser una URL http(s) o una ruta del sitio' })
  schedulingUrl = '/agendar';

  // The mediator's ID offered for download beside the letter of intent: a marked sample ships
  // with the app; point this at the real document (a path of the site or an https URL).
  @Matches(/^(https?:\/\/|\/)/, { message: 'MEDIATOR_ID_DOCUMENT_URL debe ser una URL http(s) o una ruta del sitio' })
  mediatorIdDocumentUrl = '/documentos/identificacion-mediador-muestra.pdf';

  // The advisor's contact shown in emails and on the deck.
  @IsEmail({}, { message: 'CONTACT_EMAIL debe ser un email' })
  contactEmail = 'direccion@cdm.local';

  @IsEmail({}, { message: 'ADMIN_EMAIL debe ser un email' })
  adminEmail: string = LOCAL_DEFAULTS.ADMIN_EMAIL;

  @IsString() @MinLength(12, { message: 'ADMIN_PASSWORD debe tener al menos 12 caracteres' })
  adminPassword: string = LOCAL_DEFAULTS.ADMIN_PASSWORD;

  @IsString() @MinLength(32, { message: 'SESSION_SECRET debe tener al menos 32 caracteres' })
  sessionSecret: string = LOCAL_DEFAULTS.SESSION_SECRET;

  @IsString() @MinLength(6)
  portalPassword: string = LOCAL_DEFAULTS.PORTAL_PASSWORD;

  @IsString() @MinLength(6)
  deckPassword: string = LOCAL_DEFAULTS.DECK_PASSWORD;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  logLevel = 'info';

  @Transform(toInt) @IsInt() @Min(1) @Max(50)
  emailMaxAttempts = 10;

  // First retry delay; BullMQ doubles it on every further attempt.
  @Transform(toInt) @IsInt() @Min(10) @Max(3_600_000)
  emailRetryBaseMs = 5_000;

  // Emails one worker process sends at once: the work is waiting on SMTP, not the CPU.
  @Transform(toInt) @IsInt() @Min(1) @Max(500)
  emailWorkerConcurrency = 50;

  // SMTP connections one process keeps open and reuses (nodemailer pool).
  @Transform(toInt) @IsInt() @Min(1) @Max(100)
  smtpPoolConnections = 8;

  // Document work (PDFs, seals, watermarks, statement parsing, images people send) runs on this many
  // worker threads, started on first use, each bounded in time and heap (platform/documents).
  @Transform(toInt) @IsInt() @Min(1) @Max(8)
  documentThreads = 1;

  @Transform(toInt) @IsInt() @Min(100) @Max(600_000)
  documentTaskTimeoutMs = 30_000;

  @Transform(toInt) @IsInt() @Min(32) @Max(4_096)
  documentTaskMemoryMb = 256;

  // How long a run owns an email it is sending; a run that died lets another send after this.
  // Longer than the slowest SMTP exchange (connection 10 s + socket 30 s timeouts, plus the pool queue).
  @Transform(toInt) @IsInt() @Min(1) @Max(3_600)
  emailLeaseSeconds = 120;

  // Emails an anonymous visitor can trigger (acknowledgements, receipts, links, quotations) per
  // recipient mailbox (+tags removed) and day; the rest are suppressed.
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  emailCapPerRecipientPerDay = 10;

  @Transform(toInt) @IsInt() @Min(1_000) @Max(10_000_000)
  jsonBodyLimitBytes = 100_000;

  // Which proxies in front of us may set X-Forwarded-For (see trusted-proxies.ts); none by default.
  @IsString() @MaxLength(2000)
  trustedProxiesSetting = '';

  // Attempt limits (sign-in, gates, reset/set-up links, password status): per account+IP in
  // 15 minutes, per account across every IP in an hour, per IP across every account in an hour.
  @Transform(toInt) @IsInt() @Min(1) @Max(10_000)
  attemptLimitAccountIp = 5;

  @Transform(toInt) @IsInt() @Min(1) @Max(10_000)
  attemptLimitAccount = 20;

  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  attemptLimitIp = 50;

  // A request whose body has not fully arrived by then is cut off (slow clients, slowloris).
  @Transform(toInt) @IsInt() @Min(100) @Max(600_000)
  httpRequestTimeoutMs = 60_000;

  // The same bound for multipart uploads (files up to 50 MB on a slow line).
  @Transform(toInt) @IsInt() @Min(100) @Max(3_600_000)
  httpUploadTimeoutMs = 600_000;

  // A connection with no traffic at all for this long is closed.
  @Transform(toInt) @IsInt() @Min(100) @Max(600_000)
  httpConnectionTimeoutMs = 60_000;

  @IsString() @MaxLength(1000)
  frontendDist = path.resolve(process.cwd(), 'frontend/dist');

  // Stripe when a secret key is set; otherwise the simulated provider (product-decisions.md "Configuration names").
  @Transform(blankToUndefined) @IsOptional() @Matches(/^(sk|rk)_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY debe empezar con sk_test_ o sk_live_' })
  stripeSecretKey?: string;

  @Transform(blankToUndefined) @IsOptional() @Matches(/^pk_(test|live)_\w+$/, { message: 'STRIPE_PUBLISHABLE_KEY debe empezar con pk_test_ o pk_live_' })
  stripePublishableKey?: string;

  @Transform(blankToUndefined) @IsOptional() @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET debe empezar con whsec_' })
  stripeWebhookSecret?: string;

  // Where the Stripe SDK sends its requests; only tests point it at a local fake server.
  @Transform(blankToUndefined) @IsOptional() @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'STRIPE_API_URL debe ser un origen http(s)' })
  stripeApiUrl?: string;

  // Unset: Stripe when its keys are set, the simulated provider otherwise (refused in production).
  @Transform(blankToUndefined) @IsOptional() @IsIn(['stripe', 'simulated'], { message: 'PAYMENT_PROVIDER debe ser stripe o simulated' })
  paymentProviderName?: 'stripe' | 'simulated';

  // Requests per IP of each public form (THROTTLE_<FORM>_PER_MINUTE / _PER_DAY), shared by every replica through Redis.
  publicFormLimits: Record<PublicForm, PublicFormLimit> = { ...PUBLIC_FORM_LIMIT_DEFAULTS };

  // Unpaid unit holds (blocks and card holds not yet paid) open at once from one IP, and across
  // everyone as a percentage of the inventory (10 % of 60 units = 6).
  @Transform(toInt) @IsInt() @Min(1) @Max(10_000)
  maxUnpaidHoldsPerIp = 3;

  @Transform(toInt) @IsInt() @Min(1) @Max(100)
  maxUnpaidHoldsPercent = 10;
  // The inventory's live stream (GET /api/units/events): a comment line this often keeps proxies and
  // the server's own idle timeout (HTTP_CONNECTION_TIMEOUT_MS, which must be longer) from closing it.
  @Transform(toInt) @IsInt() @Min(50) @Max(300_000)
  unitEventsHeartbeatMs = 15_000;

  // The `retry:` hint: how long a browser waits before reconnecting a dropped stream.
  @Transform(toInt) @IsInt() @Min(100) @Max(60_000)
  unitEventsRetryMs = 2_000;

  // Streams open at once from one client IP across every replica (an office behind one address opens
  // one per tab); over it the request is refused with 429. Counted in Redis with leases that expire.
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000)
  unitEventsMaxStreamsPerIp = 20;

  // A reconnect missing more changes than this gets a fresh snapshot instead of the replay.
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  unitEventsReplayMax = 1_000;

  // The transactional outbox's relay (worker role): how often it looks for new rows when not nudged,
  // how many rows it moves per transaction, and how many outbox jobs a worker handles at once.
  @Transform(toInt) @IsInt() @Min(20) @Max(60_000)
  outboxPollMs = 500;

  @Transform(toInt) @IsInt() @Min(1) @Max(5_000)
  outboxBatchSize = 500;

  @Transform(toInt) @IsInt() @Min(1) @Max(100)
  outboxConcurrency = 8;

  // Requests first (platform/queues/background-pace.ts): while the API processes answer at least this
  // many requests a second (0: never), each worker process starts at most the second figure of
  // background jobs (emails, outbox listeners) a second.
  @Transform(toInt) @IsInt() @Min(0) @Max(1_000_000)
  backgroundYieldAboveRequestsPerSecond = 100;

  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  backgroundJobsPerSecondWhenBusy = 50;

  // The internal listener of every process (GET /metrics, GET /health): off unless a port is set
  // (the image and `npm start` set 9464); 0 takes a free port (tests). Never the public address.
  @Transform(toInt) @IsOptional() @IsInt() @Min(0) @Max(65535)
  opsPort?: number;

  @IsString() @MinLength(1)
  opsHost = '127.0.0.1';

  // Bearer token GET /metrics asks for when set; required in production when OPS_HOST is not loopback.
  @Transform(blankToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'METRICS_TOKEN debe tener al menos 32 caracteres' })
  metricsToken?: string;

  // A worker's /health fails when the oldest outbox row still to relay is older than this.
  @Transform(toInt) @IsInt() @Min(5) @Max(86_400)
  healthOutboxMaxAgeSeconds = 300;

  // Partners read per transaction by the daily reminder run (keyset pages: memory stays flat).
  @Transform(toInt) @IsInt() @Min(1) @Max(5_000)
  dailyRunBatchSize = 500;

  // The developer as it signs purchase-promise contracts (product-decisions.md "Contracts").
  @IsString() @MinLength(3) @MaxLength(200)
  contractDeveloperName = 'Desarrolladora Ciudad Deporte Motor ZMG, S.A. de C.V. (datos locales de prueba)';

  @IsString() @MinLength(3) @MaxLength(200)
  contractRepresentative = 'Representante legal (datos locales de prueba)';

  // The certificate that seals signed contracts (PKCS#12). Outside production a self-signed one is
  // made at this path when it is missing; production refuses to start without one of its own.
  @IsString() @MaxLength(1000)
  sealP12Path: string = LOCAL_SEAL.path;

  @IsString() @MinLength(1)
  sealP12Password: string = LOCAL_SEAL.password;

  // The account people pay into by transfer (product-decisions.md "Bank details and references"),
  // shown beside every reference we ask people to pay with. Locally an example CLABE (18 zeros: it
  // passes the check digit and is no account); production reachable by others requires the real one.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
  @IsString()
  @Matches(/^\d{18}$/, { message: 'BANK_CLABE debe tener 18 dígitos' })
  bankClabe: string = EXAMPLE_CLABE;

  @IsString() @MinLength(2, { message: 'BANK_NAME debe tener al menos 2 caracteres' }) @MaxLength(80, { message: 'BANK_NAME admite hasta 80 caracteres' })
  bankName = 'Banco de Ejemplo, S.A.';

  @IsString() @MinLength(2, { message: 'BANK_BENEFICIARY debe tener al menos 2 caracteres' }) @MaxLength(120, { message: 'BANK_BENEFICIARY admite hasta 120 caracteres' })
  bankBeneficiary = 'Ciudad Deporte Motor ZMG';

  // Test-only fault point: the process exits (code 137) right after the named command commits.
  // Ignored in production. Used by `npm run drills -- commit-crash`.
  @Transform(blankToUndefined) @IsOptional() @IsIn(['information-request'])
  faultAfterCommit?: 'information-request';

  // Test-only: the clock starts at this instant (ISO 8601) and runs from there. Ignored in production.
  @Transform(blankToUndefined) @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'CLOCK_START debe ser una fecha ISO 8601 con zona, p. ej. 2026-03-02T17:00:00Z',
  })
  clockStart?: string;

  get bankDetails(): BankDetails {
    return { clabe: this.bankClabe, bankName: this.bankName, beneficiary: this.bankBeneficiary };
  }

  get paymentProvider(): 'stripe' | 'simulated' {
    return this.paymentProviderName ?? (this.stripeSecretKey ? 'stripe' : 'simulated');
  }

  get trustedProxies(): TrustedProxies {
    const parsed = parseTrustedProxies(this.trustedProxiesSetting);
    return parsed.ok ? parsed.value : false;
  }

  /** Whether a missing sealing certificate may be made locally (self-signed): anywhere but a reachable production. */
  get mayMakeLocalSeal(): boolean {
    return !this.isProduction || isLoopbackOrigin(this.publicUrl);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  get runsHttp(): boolean {
    return this.appRole !== 'worker';
  }

  get runsWorkers(): boolean {
    return this.appRole !== 'api';
  }
}

const ENV_NAMES: Record<string, keyof AppConfig> = {
  NODE_ENV: 'nodeEnv',
  APP_ROLE: 'appRole',
  PORT: 'port',
  HOST: 'host',
  PUBLIC_URL: 'publicUrl',
  DATABASE_URL: 'databaseUrl',
  REDIS_URL: 'redisUrl',
  REDIS_PREFIX: 'redisPrefix',
  SMTP_URL: 'smtpUrl',
  MAIL_FROM: 'mailFrom',
  STAFF_NOTIFY_EMAIL: 'staffNotifyEmail',
  CONTACT_EMAIL: 'contactEmail',
  SCHEDULING_URL: 'schedulingUrl',
  MEDIATOR_ID_DOCUMENT_URL: 'mediatorIdDocumentUrl',
  ADMIN_EMAIL: 'adminEmail',
  ADMIN_PASSWORD: 'adminPassword',
  SESSION_SECRET: 'sessionSecret',
  PORTAL_PASSWORD: 'portalPassword',
  DECK_PASSWORD: 'deckPassword',
  LOG_LEVEL: 'logLevel',
  EMAIL_MAX_ATTEMPTS: 'emailMaxAttempts',
  EMAIL_RETRY_BASE_MS: 'emailRetryBaseMs',
  EMAIL_WORKER_CONCURRENCY: 'emailWorkerConcurrency',
  SMTP_POOL_CONNECTIONS: 'smtpPoolConnections',
  EMAIL_LEASE_SECONDS: 'emailLeaseSeconds',
  DOCUMENT_THREADS: 'documentThreads',
  DOCUMENT_TASK_TIMEOUT_MS: 'documentTaskTimeoutMs',
  DOCUMENT_TASK_MEMORY_MB: 'documentTaskMemoryMb',
  JSON_BODY_LIMIT_BYTES: 'jsonBodyLimitBytes',
  EMAIL_CAP_PER_RECIPIENT_PER_DAY: 'emailCapPerRecipientPerDay',
  FRONTEND_DIST: 'frontendDist',
  TRUSTED_PROXIES: 'trustedProxiesSetting',
  ATTEMPT_LIMIT_ACCOUNT_IP: 'attemptLimitAccountIp',
  ATTEMPT_LIMIT_ACCOUNT: 'attemptLimitAccount',
  ATTEMPT_LIMIT_IP: 'attemptLimitIp',
  HTTP_REQUEST_TIMEOUT_MS: 'httpRequestTimeoutMs',
  HTTP_UPLOAD_TIMEOUT_MS: 'httpUploadTimeoutMs',
  HTTP_CONNECTION_TIMEOUT_MS: 'httpConnectionTimeoutMs',
  STRIPE_SECRET_KEY: 'stripeSecretKey',
  STRIPE_PUBLISHABLE_KEY: 'stripePublishableKey',
  STRIPE_WEBHOOK_SECRET: 'stripeWebhookSecret',
  STRIPE_API_URL: 'stripeApiUrl',
  PAYMENT_PROVIDER: 'paymentProviderName',
  HOLDS_MAX_UNPAID_PER_IP: 'maxUnpaidHoldsPerIp',
  HOLDS_MAX_UNPAID_PERCENT: 'maxUnpaidHoldsPercent',
  OUTBOX_POLL_MS: 'outboxPollMs',
  OUTBOX_BATCH_SIZE: 'outboxBatchSize',
  OUTBOX_CONCURRENCY: 'outboxConcurrency',
  BACKGROUND_YIELD_ABOVE_REQUESTS_PER_SECOND: 'backgroundYieldAboveRequestsPerSecond',
  BACKGROUND_JOBS_PER_SECOND_WHEN_BUSY: 'backgroundJobsPerSecondWhenBusy',
  DAILY_RUN_BATCH_SIZE: 'dailyRunBatchSize',
  BANK_CLABE: 'bankClabe',
  BANK_NAME: 'bankName',
  BANK_BENEFICIARY: 'bankBeneficiary',
  FAULT_AFTER_COMMIT: 'faultAfterCommit',
  CLOCK_START: 'clockStart',
  CONTRACT_DEVELOPER_NAME: 'contractDeveloperName',
  CONTRACT_REPRESENTATIVE: 'contractRepresentative',
  SEAL_P12_PATH: 'sealP12Path',
  SEAL_P12_PASSWORD: 'sealP12Password',
  OPS_PORT: 'opsPort',
  OPS_HOST: 'opsHost',
  METRICS_TOKEN: 'metricsToken',
  HEALTH_OUTBOX_MAX_AGE_SECONDS: 'healthOutboxMaxAgeSeconds',
  UNIT_EVENTS_HEARTBEAT_MS: 'unitEventsHeartbeatMs',
  UNIT_EVENTS_RETRY_MS: 'unitEventsRetryMs',
  UNIT_EVENTS_MAX_STREAMS_PER_IP: 'unitEventsMaxStreamsPerIp',
  UNIT_EVENTS_REPLAY_MAX: 'unitEventsReplayMax',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const plain: Record<string, unknown> = {};
  for (const [envName, key] of Object.entries(ENV_NAMES)) {
    if (env[envName] !== undefined) plain[key] = env[envName];
  }
  const config = plainToInstance(AppConfig, plain);
  const problems = validateSync(config).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) => `${envName(error.property)}: ${message}`),
  );
  if (config.isProduction) {
    // Secrets have no default in production: the process refuses to start.
    for (const [name, localDefault] of Object.entries(LOCAL_DEFAULTS)) {
      if (!env[name] || env[name] === localDefault) problems.push(`${name}: obligatorio en producción`);
    }
    // Secure cookies and HSTS follow from an https origin. A loopback origin reaches nobody else
    // (the local production-mode runs: docker compose on localhost, benchmarks, browser tests).
    if (!config.publicUrl.startsWith('https://') && !isLoopbackOrigin(config.publicUrl)) {
      problems.push(`PUBLIC_URL: debe ser https en producción (p. ej. https://ventas.ejemplo.mx); recibido ${config.publicUrl}`);
    }
  }
  if (/^\d{18}$/.test(config.bankClabe) && !isValidClabe(config.bankClabe)) {
    problems.push('BANK_CLABE: el dígito verificador no corresponde; revisa la CLABE (18 dígitos)');
  }
  // The example CLABE is no account: nobody outside this machine may be asked to pay into it.
  if (config.isProduction && isExampleClabe(config.bankClabe) && !isLoopbackOrigin(config.publicUrl)) {
    problems.push('BANK_CLABE: obligatorio en producción (la CLABE de ejemplo no recibe transferencias)');
  }
  if (config.unitEventsHeartbeatMs >= config.httpConnectionTimeoutMs) {
    problems.push('UNIT_EVENTS_HEARTBEAT_MS: debe ser menor que HTTP_CONNECTION_TIMEOUT_MS (el servidor cerraría los flujos en vivo entre latidos)');
  }
  const trustedProxies = parseTrustedProxies(config.trustedProxiesSetting);
  if (!trustedProxies.ok) problems.push(`TRUSTED_PROXIES: ${trustedProxies.problem}`);
  problems.push(...readPublicFormLimits(env, config));
  if (config.isProduction && config.paymentProvider === 'simulated') {
    // The simulated provider marks any deposit paid for free: never with real customers.
    problems.push(
      config.paymentProviderName === 'simulated'
        ? 'PAYMENT_PROVIDER: el proveedor de pagos simulado no está permitido en producción'
        : 'STRIPE_SECRET_KEY: obligatorio en producción (sin las claves de Stripe el proveedor de pagos simulado cobraría depósitos sin dinero)',
    );
  }
  // Like https, a certificate of its own is required wherever others can reach the app.
  if (config.isProduction && !isLoopbackOrigin(config.publicUrl)) problems.push(...sealCertificateProblems(env, config));
  // Metrics name the queues, the routes and the volumes of the business: beyond loopback only with a token.
  if (config.isProduction && config.opsPort !== undefined && !isLoopbackHost(config.opsHost) && !config.metricsToken) {
    problems.push(`METRICS_TOKEN: obligatorio en producción cuando OPS_HOST (${config.opsHost}) no es de loopback`);
  }
  if (config.paymentProvider === 'stripe' && !config.stripeSecretKey) {
    problems.push('STRIPE_SECRET_KEY: obligatorio cuando PAYMENT_PROVIDER es stripe');
  }
  if (config.stripeSecretKey) {
    // A live provider without these would take money it cannot confirm.
    if (!config.stripePublishableKey) problems.push('STRIPE_PUBLISHABLE_KEY: obligatorio cuando STRIPE_SECRET_KEY está definido');
    if (!config.stripeWebhookSecret) problems.push('STRIPE_WEBHOOK_SECRET: obligatorio cuando STRIPE_SECRET_KEY está definido');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

// A contract sealed with the local self-signed certificate proves nothing to anyone else.
function sealCertificateProblems(env: NodeJS.ProcessEnv, config: AppConfig): string[] {
  if (!env.SEAL_P12_PATH) return ['SEAL_P12_PATH: obligatorio en producción (el certificado PKCS#12 que sella los contratos)'];
  const problems: string[] = [];
  if (!existsSync(config.sealP12Path)) problems.push(`SEAL_P12_PATH: no existe el archivo ${config.sealP12Path}`);
  if (!env.SEAL_P12_PASSWORD || env.SEAL_P12_PASSWORD === LOCAL_SEAL.password) problems.push('SEAL_P12_PASSWORD: obligatorio en producción');
  return problems;
}

export function isLoopbackHost(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

function readPublicFormLimits(env: NodeJS.ProcessEnv, config: AppConfig): string[] {
  const problems: string[] = [];
  const limits = { ...PUBLIC_FORM_LIMIT_DEFAULTS };
  for (const form of PUBLIC_FORMS) {
    const limit = { ...limits[form] };
    for (const window of ['perMinute', 'perDay'] as const) {
      const name = throttleEnvName(form, window);
      const raw = env[name];
      if (raw === undefined || raw === '') continue;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1 || value > 1_000_000) problems.push(`${name}: debe ser un entero entre 1 y 1000000`);
      else limit[window] = value;
    }
    limits[form] = limit;
  }
  config.publicFormLimits = limits;
  return problems;
}

function envName(property: string): string {
  return Object.entries(ENV_NAMES).find(([, key]) => key === property)?.[0] ?? property;
}
