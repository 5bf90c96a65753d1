import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config';
import { redisOptionsFromUrl } from '../redis/redis.module';
import { AnsweredRequests, BackgroundPace } from './background-pace';
import { QueueMetrics } from './queue-metrics';

/** BullMQ on the app's Redis, the queues' metrics, and the pace of background work (requests first). */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Workers block on Redis; BullMQ requires unlimited retries per request for them.
        connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null },
        prefix: config.redisPrefix,
      }),
    }),
  ],
  providers: [QueueMetrics, AnsweredRequests, BackgroundPace],
  exports: [AnsweredRequests, BackgroundPace],
})
export class QueuesModule {}
