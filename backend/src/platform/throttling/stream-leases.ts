import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../config';
import { DomainError, ServiceUnavailableError } from '../errors';
import { Metrics } from '../metrics';
import { RedisClient } from '../redis/redis.module';
import { LIMIT_REFUSALS } from './public-form-throttle';

/** A lease lives this long unless its process renews it: a replica that dies frees its streams' places by then. */
export const STREAM_LEASE_MS = 60_000;
const RENEW_EVERY_MS = STREAM_LEASE_MS / 3;
const RENEW_BATCH = 500;

export class TooManyStreamsError extends DomainError {
  readonly code = 'too_many_streams';
  readonly kind = 'rate_limited';
  override readonly retryAfterSeconds = 30;
  constructor() {
    super('Hay demasiadas conexiones en vivo abiertas desde tu red. Cierra otras pestañas o espera un momento e inténtalo de nuevo.');
  }
}

/**
 * Takes a place in the IP's sorted set (member → when its lease ends, by Redis's own clock) unless the
 * live places already reach the figure; expired leases are dropped first. 1: taken, 0: refused.
 * KEYS[1]: the IP's set; ARGV: member, figure, lease length in ms.
 */
const ACQUIRE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** Renews leases still held (XX: a lease already ended is not taken again): KEYS are their sets, ARGV[1] the length, ARGV[i + 1] the member in KEYS[i]. */
const RENEW = `
local time = redis.call('TIME')
local until_ms = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], 'XX', until_ms, ARGV[i + 1])
  redis.call('PEXPIRE', KEYS[i], ARGV[1])
end
return #KEYS`;

type LeasingConnection = IORedis & {
  cdmAcquireStreamLease(key: string, member: string, figure: number, leaseMs: number): Promise<number>;
  cdmRenewStreamLeases(...keysThenArgs: Array<string | number>): Promise<number>;
};

export type StreamLease = { release: () => Promise<void> };

/**
 * Long-lived streams open per client IP, counted across every replica in Redis before any work: each
 * open stream holds a lease (a member of the IP's sorted set) that its process renews every 20 s and
 * removes when the stream ends; a process that dies stops renewing, and its places free themselves
 * within a minute. Over the figure the request is refused with 429 in Spanish (`TooManyStreamsError`);
 * without Redis nothing is counted, so nothing opens (503).
 */
@Injectable()
export class StreamLeases implements OnModuleDestroy {
  private readonly connection: LeasingConnection;
  private readonly processId = randomBytes(6).toString('hex');
  private sequence = 0;
  private readonly held = new Map<string, string>();
  private renewTimer: NodeJS.Timeout | null = null;
  private readonly refusals;
  private readonly logger = new Logger(StreamLeases.name);

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    redis.connection.defineCommand('cdmAcquireStreamLease', { numberOfKeys: 1, lua: ACQUIRE });
    redis.connection.defineCommand('cdmRenewStreamLeases', { lua: RENEW });
    this.connection = redis.connection as LeasingConnection;
    this.refusals = metrics.counter(LIMIT_REFUSALS);
  }

  /** One place for a stream of `purpose` from `clientIp`, or TooManyStreamsError / ServiceUnavailableError. */
  async acquire(purpose: string, clientIp: string, figure: number): Promise<StreamLease> {
    // Redis keys carry a digest of the IP, never the address itself.
    const tracker = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
    const key = `${this.config.redisPrefix}:streams:${purpose}:${tracker}`;
    const member = `${this.processId}:${++this.sequence}`;
    let taken: number;
    try {
      await this.redis.ready();
      taken = await this.connection.cdmAcquireStreamLease(key, member, figure, STREAM_LEASE_MS);
    } catch {
      throw new ServiceUnavailableError();
    }
    if (taken !== 1) {
      this.refusals.inc({ form: purpose });
      throw new TooManyStreamsError();
    }
    this.held.set(member, key);
    this.startRenewing();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        this.held.delete(member);
        if (this.held.size === 0) this.stopRenewing();
        // Not removed (Redis down): the lease ends by itself within a minute.
        await this.connection.zrem(key, member).catch(() => undefined);
      },
    };
  }

  get heldCount(): number {
    return this.held.size;
  }

  onModuleDestroy(): void {
    this.stopRenewing();
  }

  private startRenewing(): void {
    if (this.renewTimer) return;
    this.renewTimer = setInterval(() => void this.renewAll(), RENEW_EVERY_MS);
    this.renewTimer.unref();
  }

  private stopRenewing(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
  }

  private async renewAll(): Promise<void> {
    const entries = [...this.held.entries()];
    try {
      for (let start = 0; start < entries.length; start += RENEW_BATCH) {
        const batch = entries.slice(start, start + RENEW_BATCH);
        await this.connection.cdmRenewStreamLeases(batch.length, ...batch.map(([, key]) => key), STREAM_LEASE_MS, ...batch.map(([member]) => member));
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'Stream leases could not be renewed in Redis; retrying at the next round');
    }
  }
}
