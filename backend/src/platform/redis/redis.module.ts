import { Global, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
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
export class RedisClient implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly connection: IORedis;
  private readonly logger = new Logger(RedisClient.name);

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

  /** Redis must never evict: a dropped key would be a lost email or a hold that never expires. */
  async evictionPolicy(): Promise<string | null> {
    try {
      const reply = (await (await this.ready()).config('GET', 'maxmemory-policy')) as string[];
      return reply[1] ?? null;
    } catch {
      // Managed Redis may refuse CONFIG; the policy is then the operator's to check.
      return null;
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    const policy = await this.evictionPolicy();
    if (policy !== null && policy !== 'noeviction') {
      this.logger.warn({ policy }, 'Redis maxmemory-policy is not noeviction: queued jobs may be evicted under memory pressure');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.connection.disconnect();
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisModule {}
