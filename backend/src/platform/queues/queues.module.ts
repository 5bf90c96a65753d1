import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfig } from '../config';
import { redisOptionsFromUrl } from '../redis/redis.module';
import { QueueMetrics } from './queue-metrics';

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
  providers: [QueueMetrics],
})
export class QueuesModule {}
