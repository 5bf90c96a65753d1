import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config';
import { RedisClient } from '../redis/redis.module';
import { TooManyAttemptsError } from './identity.errors';

export type AttemptScope = 'staff-sign-in' | 'investor-login' | 'password-status' | 'password-reset' | 'gate-portal' | 'gate-deck';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Counts failures per account and IP in Redis, so the limit holds across API instances.
 * The account is hashed: Redis never holds an email.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
  ) {}

  private key(scope: AttemptScope, account: string, ip: string): string {
    const accountHash = createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `${this.config.redisPrefix}:attempts:${scope}:${accountHash}:${ip}`;
  }

  async assertAllowed(scope: AttemptScope, account: string, ip: string): Promise<void> {
    const key = this.key(scope, account, ip);
    const connection = await this.redis.ready();
    const [count, ttl] = await Promise.all([connection.get(key), connection.pttl(key)]);
    if (Number(count ?? 0) >= MAX_FAILURES) throw new TooManyAttemptsError(Math.ceil(Math.max(ttl, 1000) / 1000));
  }

  async recordFailure(scope: AttemptScope, account: string, ip: string): Promise<void> {
    const key = this.key(scope, account, ip);
    const connection = await this.redis.ready();
    const count = await connection.incr(key);
    if (count === 1) await connection.pexpire(key, FAILURE_WINDOW_MS);
  }

  async clear(scope: AttemptScope, account: string, ip: string): Promise<void> {
    const connection = await this.redis.ready();
    await connection.del(this.key(scope, account, ip));
  }
}
