import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { Clock } from '../src/platform/clock/clock';
import { loadConfig } from '../src/platform/config';
import { configureApp, createHttpAdapter } from '../src/platform/http/configure-app';
import { OpsListener } from '../src/platform/ops';

export type TestApp = {
  app: NestFastifyApplication;
  baseUrl: string;
  db: DataSource;
  clock: MovableClock;
  close: () => Promise<void>;
};

/** A clock the test moves by hand. */
export class MovableClock extends Clock {
  private offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * The whole app (API + worker) on a real loopback port against the run's database and
 * Redis. Each app gets its own queue prefix so parallel test files never share workers.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = loadConfig({
    ...process.env,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${randomBytes(3).toString('hex')}`,
    FRONTEND_DIST: '/nonexistent',
    EMAIL_RETRY_BASE_MS: '200',
    ...env,
  });
  const clock = new MovableClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forConfig(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), { logger: false, rawBody: true });
  await configureApp(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    db: app.get<DataSource>(getDataSourceToken()),
    clock,
    close: () => app.close(),
  };
}

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown>, text };
}

export type TestWorker = {
  context: INestApplicationContext;
  db: DataSource;
  prefix: string;
  /** The origin of its internal listener (/health, /metrics). */
  opsUrl: string;
  close: () => Promise<void>;
};

/**
 * A worker process as `APP_ROLE=worker` runs it (queues, relay, schedules; no HTTP app), with its
 * internal listener on a free loopback port and a queue prefix of its own.
 */
export async function startTestWorker(env: Record<string, string | undefined> = {}): Promise<TestWorker> {
  const prefix = env.REDIS_PREFIX ?? `${process.env.REDIS_PREFIX}-${randomBytes(3).toString('hex')}`;
  const config = loadConfig({ ...process.env, REDIS_PREFIX: prefix, FRONTEND_DIST: '/nonexistent', EMAIL_RETRY_BASE_MS: '200', OPS_PORT: '0', ...env, APP_ROLE: 'worker' });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forConfig(config)] }).compile();
  moduleRef.useLogger(false);
  const context = await moduleRef.init();
  const address = context.get(OpsListener).address();
  if (!address) throw new Error('The worker has no internal listener');
  return { context, db: context.get<DataSource>(getDataSourceToken()), prefix, opsUrl: `http://127.0.0.1:${address.port}`, close: () => context.close() };
}

/** The origin of a test app's internal listener (started with OPS_PORT=0). */
export function opsUrlOf(testApp: TestApp): string {
  const address = testApp.app.get(OpsListener).address();
  if (!address) throw new Error('Start the app with OPS_PORT to reach its internal listener');
  return `http://127.0.0.1:${address.port}`;
}
