import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Outbox } from './outbox';
import { OutboxBacklog } from './outbox-backlog';
import { OUTBOX_QUEUE } from './outbox.job';
import { OutboxRelay } from './outbox-relay';
import { DurableListeners, OutboxProcessor } from './outbox.processor';
import { ScheduledRuns } from './scheduled-runs';

@Global()
@Module({})
export class OutboxModule {
  /** Every process writes outbox rows; the relay and the consumer run where jobs are processed. */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: OutboxModule,
      imports: [DiscoveryModule, BullModule.registerQueue({ name: OUTBOX_QUEUE })],
      providers: [Outbox, ScheduledRuns, OutboxBacklog, ...(processJobs ? [OutboxRelay, DurableListeners, OutboxProcessor] : [])],
      exports: [Outbox, ScheduledRuns, OutboxBacklog],
    };
  }
}
