import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { Clock } from '../../src/platform/clock/clock';
import { loadConfig } from '../../src/platform/config';
import { dropDatabase, ensureDatabase, runMigrations, seedReferenceData } from '../../src/platform/database';
import { MovableClock } from '../test-app';

/** The app's module without HTTP, on a database of its own: a handler test calls the command bus directly. */
export type HandlerApp = {
  context: INestApplicationContext;
  db: DataSource;
  clock: MovableClock;
  commands: CommandBus;
  queries: QueryBus;
  close: () => Promise<void>;
};

/** A database of the test file's own, migrated and seeded, beside the run's (drop it with dropDatabase). */
export async function freshDatabase(label: string): Promise<string> {
  const server = new URL(process.env.DATABASE_URL as string);
  server.pathname = `${server.pathname}_${label}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = server.toString();
  await ensureDatabase(databaseUrl);
  await runMigrations(databaseUrl);
  await seedReferenceData(databaseUrl);
  return databaseUrl;
}

/**
 * Starts the whole module graph (handlers, listeners, workers) against a freshly migrated and seeded
 * database that no other test file touches, so counts and the seeded inventory are the test's own.
 */
export async function startHandlerApp(env: Record<string, string | undefined> = {}): Promise<HandlerApp> {
  const databaseUrl = await freshDatabase('handlers');

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${randomBytes(3).toString('hex')}`,
    FRONTEND_DIST: '/nonexistent',
    ...env,
  });
  const clock = new MovableClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forConfig(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  moduleRef.useLogger(false);
  const context = await moduleRef.init();
  return {
    context,
    db: context.get<DataSource>(getDataSourceToken()),
    clock,
    commands: context.get(CommandBus),
    queries: context.get(QueryBus),
    close: async () => {
      await context.close();
      await dropDatabase(databaseUrl);
    },
  };
}
