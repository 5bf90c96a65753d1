import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as wait } from 'node:timers/promises';
import { AppConfig } from '../config';
import { RedisClient } from '../redis/redis.module';

/** How often an API process adds the requests it answered to the shared count, and a worker reads it. */
export const PACE_REFRESH_MS = 250;
// Counts live a few seconds: only the last whole second is read.
const COUNT_TTL_SECONDS = 10;

/** The shared count of the requests every API process answered in one wall-clock second. */
export const answeredKey = (redisPrefix: string, second: number) => `${redisPrefix}:pace:answered:${second}`;

/**
 * API side: counts the requests this process answers and adds them every PACE_REFRESH_MS to the
 * second's count in Redis, shared by every replica (one INCRBY a quarter second, never one a request).
 */
@Injectable()
export class AnsweredRequests implements OnApplicationShutdown {
  private answered = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** One more request answered (called from the HTTP layer's one onResponse hook); starts the flushing. */
  count(): void {
    this.answered += 1;
    this.timer ??= setInterval(() => void this.flush(), PACE_REFRESH_MS).unref();
  }

  /** Adds what was counted since the last flush to this second's shared count. */
  async flush(now = Date.now()): Promise<void> {
    if (this.answered === 0) return;
    const count = this.answered;
    this.answered = 0;
    const key = answeredKey(this.config.redisPrefix, Math.floor(now / 1_000));
    try {
      await this.redis.connection.multi().incrby(key, count).expire(key, COUNT_TTL_SECONDS).exec();
    } catch {
      // Only the pace of background work reads it: a lost count lets that work run at full speed a moment.
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/**
 * Worker side: requests first (decisions.md #85). While the API processes together answered at
 * least BACKGROUND_YIELD_ABOVE_REQUESTS_PER_SECOND requests in the last whole second, this process
 * starts at most BACKGROUND_JOBS_PER_SECOND_WHEN_BUSY background jobs a second (emails, outbox
 * listeners), spaced evenly; otherwise every job starts at once. What waits stays in its queue,
 * nothing is dropped. The CPU priority of the worker (`nice`, cpu_shares) cannot do this alone: the
 * database and Redis serve the worker's queries at the same priority as the API's.
 */
@Injectable()
export class BackgroundPace {
  private busy = false;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private nextStartAt = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  /** Resolves when the next background job may start. */
  async turn(): Promise<void> {
    if (this.config.backgroundYieldAboveRequestsPerSecond === 0) return;
    if (this.now() - this.readAt >= PACE_REFRESH_MS) await (this.reading ??= this.readLoad().finally(() => (this.reading = null)));
    if (!this.busy) {
      this.nextStartAt = 0;
      return;
    }
    const now = this.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + 1_000 / this.config.backgroundJobsPerSecondWhenBusy;
    if (startAt > now) await this.sleep(startAt - now);
  }

  /** The clock and the wait, apart so a test can drive them. */
  protected now(): number {
    return Date.now();
  }

  protected async sleep(ms: number): Promise<void> {
    await wait(ms);
  }

  private async readLoad(): Promise<void> {
    const now = this.now();
    try {
      const answered = Number((await this.redis.connection.get(answeredKey(this.config.redisPrefix, Math.floor(now / 1_000) - 1))) ?? 0);
      this.busy = answered >= this.config.backgroundYieldAboveRequestsPerSecond;
    } catch {
      // Without Redis the queues stop anyway; a job that runs then does so at full speed.
      this.busy = false;
    }
    this.readAt = now;
  }
}
