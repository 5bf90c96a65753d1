import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config';
import { redisOptionsFromUrl } from '../redis/redis.module';

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Workers block on Redis; BullMQ requires unlimited retries per request for them.
        connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null },
        prefix: config.redisPrefix,
      }),
    }),
  ],
})
export class QueuesModule {}
