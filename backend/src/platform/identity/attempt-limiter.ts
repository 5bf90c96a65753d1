import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config';
import { ServiceUnavailableError } from '../errors';
import { Metrics } from '../metrics';
import { LIMIT_REFUSALS } from '../throttling/public-form-throttle';
import { RedisClient } from '../redis/redis.module';
import { TooManyAttemptsError } from './identity.errors';

/**
 * What is being limited. Each purpose has its own counters; the purposes that check a secret
 * share one per-IP counter ('credentials'), so spraying staff, investors and gates from one
 * address draws on a single budget.
 */
export type AttemptPurpose =
  | 'staff-sign-in'
  | 'investor-login'
  | 'gate'
  | 'password-change'
  | 'password-status'
  | 'email-link'
  | 'signing-code';

/** account+IP, the account across every IP, the IP across every account. */
export type AttemptScope = 'account-ip' | 'account' | 'ip';

export const ACCOUNT_IP_WINDOW_S = 15 * 60;
export const ACCOUNT_WINDOW_S = 60 * 60;
export const IP_WINDOW_S = 60 * 60;

type PurposeRule = {
  scopes: AttemptScope[];
  // Failures: a success gives its point back. Requests: every call counts, success or not.
  counts: 'failures' | 'requests';
  // The per-IP counter, shared by purposes of the same family.
  ipBucket: string;
  // The account counter takes the figure and window of the account+IP one (a session's own guesses).
  strictAccount?: true;
};

const RULES: Record<AttemptPurpose, PurposeRule> = {
  'staff-sign-in': { scopes: ['account-ip', 'account', 'ip'], counts: 'failures', ipBucket: 'credentials' },
  'investor-login': { scopes: ['account-ip', 'account', 'ip'], counts: 'failures', ipBucket: 'credentials' },
  // The "account" of a gate is the gate itself (one shared password).
  gate: { scopes: ['account-ip', 'account', 'ip'], counts: 'failures', ipBucket: 'credentials' },
  // A signed-in session guessing its own current password: the session ends at the limit.
  'password-change': { scopes: ['account'], counts: 'failures', ipBucket: 'credentials', strictAccount: true },
  'password-status': { scopes: ['account-ip', 'account', 'ip'], counts: 'requests', ipBucket: 'password-status' },
  // Reset and set-up link requests: each one may send an email.
  'email-link': { scopes: ['account-ip', 'account', 'ip'], counts: 'requests', ipBucket: 'email-link' },
  // Signing codes emailed for a document (the "account" is the document): each request sends an email.
  'signing-code': { scopes: ['account-ip', 'account', 'ip'], counts: 'requests', ipBucket: 'email-link' },
};

/** A claim on the counters, taken before the work; `succeeded()` gives back what a success should not cost. */
export type AttemptTicket = { succeeded: () => Promise<void> };

/**
 * Attempt limits counted in Redis BEFORE the work (the argon2 check, the email), atomically
 * (rate-limiter-flexible's INCR + TTL script), so parallel requests cannot slip past a limit and
 * every API instance shares the counters. The account is hashed: Redis never holds an email.
 */
@Injectable()
export class AttemptLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly refusals;

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    this.refusals = metrics.counter(LIMIT_REFUSALS);
  }

  private figure(scope: AttemptScope, strict: boolean): { points: number; duration: number } {
    if (scope === 'account-ip' || strict) return { points: this.config.attemptLimitAccountIp, duration: ACCOUNT_IP_WINDOW_S };
    if (scope === 'account') return { points: this.config.attemptLimitAccount, duration: ACCOUNT_WINDOW_S };
    return { points: this.config.attemptLimitIp, duration: IP_WINDOW_S };
  }

  private limiter(bucket: string, scope: AttemptScope, strict: boolean): RateLimiterRedis {
    const name = `${bucket}:${scope}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis.connection,
        keyPrefix: `${this.config.redisPrefix}:limits:${name}`,
        ...this.figure(scope, strict),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  private counters(purpose: AttemptPurpose, account: string, ip: string): Array<{ limiter: RateLimiterRedis; key: string; scope: AttemptScope }> {
    const rule = RULES[purpose];
    const accountHash = createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
    return rule.scopes.map((scope) => ({
      scope,
      limiter: this.limiter(scope === 'ip' ? rule.ipBucket : purpose, scope, scope === 'account' && rule.strictAccount === true),
      key: scope === 'account-ip' ? `${accountHash}:${ip}` : scope === 'account' ? accountHash : ip,
    }));
  }

  /**
   * Takes one point of every counter of the purpose, narrowest first; the first counter that is
   * spent refuses (429 with Retry-After) and the points already taken by this call are given back.
   */
  async consume(purpose: AttemptPurpose, account: string, ip: string): Promise<AttemptTicket> {
    await this.redis.ready().catch(() => {
      throw new ServiceUnavailableError();
    });
    const counters = this.counters(purpose, account, ip);
    const taken: typeof counters = [];
    for (const counter of counters) {
      try {
        await counter.limiter.consume(counter.key);
        taken.push(counter);
      } catch (rejection) {
        // Redis cannot count: nothing is checked without a count (503, the client may retry).
        if (!(rejection instanceof RateLimiterRes)) throw new ServiceUnavailableError();
        await Promise.all(taken.map(({ limiter, key }) => limiter.reward(key)));
        this.refusals.inc({ form: purpose });
        throw new TooManyAttemptsError(Math.ceil(Math.max(rejection.msBeforeNext, 1000) / 1000), RULES[purpose].counts);
      }
    }
    return {
      succeeded: async () => {
        if (RULES[purpose].counts === 'requests') return;
        // The run of failures of this account from this IP starts again; the wider counters only
        // get back the point of this success, so failures from elsewhere keep counting.
        await Promise.all(
          counters.map(({ limiter, key, scope }) => (scope === 'account-ip' || counters.length === 1 ? limiter.delete(key) : limiter.reward(key))),
        );
      },
    };
  }

  /** Starts the account+IP counter of a purpose again, once the person proved the account is theirs. */
  async forgive(purpose: AttemptPurpose, account: string, ip: string): Promise<void> {
    await Promise.all(
      this.counters(purpose, account, ip)
        .filter(({ scope }) => scope === 'account-ip')
        .map(({ limiter, key }) => limiter.delete(key)),
    ).catch(() => {
      // Best effort: the counter then simply runs out its window; the sign-in it follows stands.
    });
  }
}
