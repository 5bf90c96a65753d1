import { CqrsModule } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
// Not exported by the package's index: the class whose bootstrap hook starts the crons.
import { SchedulerOrchestrator } from '@nestjs/schedule/dist/scheduler.orchestrator';
import { CronTime } from 'cron';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { eventually } from '../../../test-support/eventually';
import { freshDatabase } from '../../../test-support/factories';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { dropDatabase } from '../database';

// Issue 28: `npm start` logged "No handler found for the command: ExpireOverdueReservationsCommand"
// (and RequeueStalledEmailsCommand) at level 50 when a minute ticked between the scheduler starting
// its crons and the command buses registering their handlers. Here every cron ticks every second and
// the command buses take 1.1 s to register: a tick falls in that window, and more after it.
describe('start-up', () => {
  let testApp: TestApp;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabase('start_up');
    const mount = SchedulerOrchestrator.prototype.onApplicationBootstrap;
    jest.spyOn(SchedulerOrchestrator.prototype, 'onApplicationBootstrap').mockImplementation(function (this: SchedulerOrchestrator) {
      mount.call(this);
      const registry = (this as unknown as { schedulerRegistry: SchedulerRegistry }).schedulerRegistry;
      for (const job of registry.getCronJobs().values()) job.setTime(new CronTime('* * * * * *'));
    });
    const register = CqrsModule.prototype.onApplicationBootstrap;
    jest.spyOn(CqrsModule.prototype, 'onApplicationBootstrap').mockImplementation(async function (this: CqrsModule) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      register.call(this);
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp?.close();
    await dropDatabase(databaseUrl);
  });

  it('logs nothing at error level when a cron falls due while the app is still starting', async () => {
    const errors = jest.spyOn(PinoNestLogger.prototype, 'error');
    testApp = await startTestApp({ DATABASE_URL: databaseUrl });
    // Started once the app is up: they tick (and find their handlers) from now on.
    const jobs = [...testApp.app.get(SchedulerRegistry).getCronJobs().values()];
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((job) => job.isActive)).toBe(true);
    const started = new Date();
    await eventually(() => expect(jobs.every((job) => (job.lastDate()?.getTime() ?? 0) >= started.getTime())).toBe(true));
    expect(errors.mock.calls.map((call) => `${String(call[1])}: ${String((call[0] as { err?: Error }).err?.message ?? '')}`)).toEqual([]);
  });
});
