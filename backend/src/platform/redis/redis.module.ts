import { Global, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import IORedis, { RedisOptions } from 'ioredis';
import { AppConfig } from '../config';

/** ioredis options from a redis:// URL (BullMQ takes options, not a URL). */
export function redisOptionsFromUrl(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/** A shared connection for short commands (health, counters); queues open their own. */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly connection: IORedis;

  constructor(config: AppConfig) {
    this.connection = new IORedis({ ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: 2, lazyConnect: true });
  }

  async ready(): Promise<IORedis> {
    if (this.connection.status === 'wait') await this.connection.connect();
    return this.connection;
  }

  async ping(): Promise<boolean> {
    try {
      return (await (await this.ready()).ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.connection.disconnect();
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
