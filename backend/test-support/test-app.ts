import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { Clock } from '../src/platform/clock/clock';
import { loadConfig } from '../src/platform/config';
import { configureApp, createHttpAdapter } from '../src/platform/http/configure-app';

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
