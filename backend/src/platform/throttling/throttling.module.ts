import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { AppConfig } from '../config';
import { RedisClient } from '../redis/redis.module';
import { PublicFormThrottlerGuard, publicFormThrottlers } from './public-form-throttle';

/** The Redis store under this deployment's key prefix (one Redis may serve several deployments or test runs). */
function prefixedStorage(redis: RedisClient, prefix: string): ThrottlerStorage {
  const store = new ThrottlerStorageRedisService(redis.connection);
  return {
    increment: (key, ttl, limit, blockDuration, throttlerName) =>
      store.increment(`${prefix}:throttle:${key}`, ttl, limit, blockDuration, throttlerName),
  };
}

/** Throttles the public forms per IP on the shared Redis connection (see PublicFormThrottle). */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisClient],
      useFactory: (config: AppConfig, redis: RedisClient) => ({
        throttlers: publicFormThrottlers(config.publicFormLimits),
        storage: prefixedStorage(redis, config.redisPrefix),
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: PublicFormThrottlerGuard }],
})
export class ThrottlingModule {}
