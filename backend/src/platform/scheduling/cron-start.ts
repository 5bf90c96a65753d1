import { Global, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';

type Job = ReturnType<SchedulerRegistry['getCronJobs']> extends Map<string, infer J> ? J : never;

/**
 * Holds the crons from the moment @nestjs/schedule starts them until the whole app has bootstrapped.
 * The scheduler is a global module, so it starts the crons in one of the first bootstrap hooks, and
 * the command buses of the contexts' CqrsModule imports register their handlers in later ones; a
 * minute that ticked in between (the first admin's password hashed, Redis asked for its policy)
 * made a cron find "No handler found for the command" and log it at error level on start-up.
 * Imported right after ScheduleModule.forRoot() (its hook runs next, before any timer can fire);
 * AppModule's own hook, the last of the start-up, releases them.
 */
@Injectable()
export class CronStartGate implements OnApplicationBootstrap {
  private held: Job[] = [];

  constructor(private readonly registry: SchedulerRegistry) {}

  onApplicationBootstrap(): void {
    for (const job of this.registry.getCronJobs().values()) {
      if (!job.isActive) continue;
      job.stop();
      this.held.push(job);
    }
  }

  release(): void {
    for (const job of this.held.splice(0)) job.start();
  }
}

@Global()
@Module({ providers: [CronStartGate], exports: [CronStartGate] })
export class CronStartModule {}
