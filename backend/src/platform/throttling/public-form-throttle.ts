import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type IORedis from 'ioredis';
import { createHash } from 'node:crypto';
import { AppConfig, type PublicForm } from '../config';
import { DomainError, ServiceUnavailableError } from '../errors';
import { defineCounter, Metrics } from '../metrics';
import { RedisClient } from '../redis/redis.module';

const PUBLIC_FORM_KEY = 'cdm:public-form';

/** Requests refused with 429 by a limit: a public form's per-IP figures, or an attempt limit (sign-in, gates, links). */
export const LIMIT_REFUSALS = defineCounter({
  name: 'cdm_limit_refusals_total',
  help: 'Requests refused with 429 by a limit, by form (a public form, or the purpose of an attempt limit)',
  labelNames: ['form'],
});

/** Marks a public POST route with the form whose per-IP limits it counts against. */
export const PublicFormThrottle = (form: PublicForm) => SetMetadata(PUBLIC_FORM_KEY, form);

export class TooManyFormRequestsError extends DomainError {
  readonly code = 'too_many_requests';
  readonly kind = 'rate_limited';
  constructor(override readonly retryAfterSeconds: number) {
    super(`Recibimos demasiadas solicitudes desde tu conexión. Espera ${waitText(retryAfterSeconds)} e inténtalo de nuevo.`);
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

function formOf(context: ExecutionContext): PublicForm | undefined {
  return Reflect.getMetadata(PUBLIC_FORM_KEY, context.getHandler()) as PublicForm | undefined;
}

const WINDOWS = [
  { window: 'perMinute', ttlMs: 60_000 },
  { window: 'perDay', ttlMs: 86_400_000 },
] as const;

/**
 * Counts one request in each window of a form, narrowest first, in one atomic step: a window over
 * its figure refuses, answering the milliseconds until it resets, and the request is not counted in
 * the wider windows after it (being refused for the minute costs nothing of the day). -1: allowed.
 * KEYS: the windows' counters; ARGV: figure and length in ms of each, in the same order.
 */
const COUNT_IN_WINDOWS = `
for i = 1, #KEYS do
  local count = redis.call('INCR', KEYS[i])
  if count == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i]) end
  if count > tonumber(ARGV[2 * i - 1]) then
    local wait = redis.call('PTTL', KEYS[i])
    -- A counter without an expiry would refuse forever (or, read as -1, allow): give it its window.
    if wait < 0 then
      redis.call('PEXPIRE', KEYS[i], ARGV[2 * i])
      wait = tonumber(ARGV[2 * i])
    end
    return wait
  end
end
return -1`;

type CountingConnection = IORedis & { cdmCountInWindows(...keysThenArgs: Array<string | number>): Promise<number> };

/**
 * The one global guard of the public forms: each marked route counts against its form's limits per
 * client IP (`request.ip`, which honours the trusted proxies), a minute's and a day's, before the
 * work, atomically, in one round trip to Redis (shared by every replica). Routes without a form
 * (staff, reads, health) are never counted. A refused request gets 429 in Spanish with Retry-After.
 */
@Injectable()
export class PublicFormThrottlerGuard implements CanActivate {
  private readonly connection: CountingConnection;
  private readonly refusals;

  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    redis.connection.defineCommand('cdmCountInWindows', { lua: COUNT_IN_WINDOWS });
    this.connection = redis.connection as CountingConnection;
    this.refusals = metrics.counter(LIMIT_REFUSALS);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const form = formOf(context);
    if (form === undefined) return true;
    // Redis keys carry a digest of the IP, never the address itself.
    const tracker = createHash('sha256')
      .update(String(context.switchToHttp().getRequest<FastifyRequest>().ip ?? 'unknown'))
      .digest('hex')
      .slice(0, 32);
    const keys = WINDOWS.map(({ window }) => `${this.config.redisPrefix}:throttle:${form}:${window}:${tracker}`);
    const figures = WINDOWS.flatMap(({ window, ttlMs }) => [this.config.publicFormLimits[form][window], ttlMs]);
    let waitMs: number;
    try {
      await this.redis.ready();
      waitMs = await this.connection.cdmCountInWindows(keys.length, ...keys, ...figures);
    } catch {
      // Redis cannot count: nothing goes through without a count (503, the client may retry).
      throw new ServiceUnavailableError();
    }
    if (waitMs === -1) return true;
    this.refusals.inc({ form });
    throw new TooManyFormRequestsError(Math.max(1, Math.ceil(waitMs / 1_000)));
  }
}
