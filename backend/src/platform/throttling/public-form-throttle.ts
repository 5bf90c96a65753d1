import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { PUBLIC_FORMS, type PublicForm, type PublicFormLimit } from '../config';
import { DomainError } from '../errors';

const PUBLIC_FORM_KEY = 'cdm:public-form';

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
 * Two named throttlers per public form (a minute and a day). Each applies only to the routes marked
 * with its form, so staff routes, reads and health are never counted.
 */
export function publicFormThrottlers(limits: Record<PublicForm, PublicFormLimit>): ThrottlerOptions[] {
  return PUBLIC_FORMS.flatMap((form) =>
    WINDOWS.map(({ window, ttlMs }) => ({
      name: `${form}:${window}`,
      limit: limits[form][window],
      ttl: ttlMs,
      skipIf: (context: ExecutionContext) => formOf(context) !== form,
    })),
  );
}

/**
 * The one global guard: counts before the work, in Redis (shared by every replica), per client IP
 * (`request.ip`, which honours the trusted proxies) and per form. A refused request gets 429 with
 * a Spanish message and Retry-After.
 */
@Injectable()
export class PublicFormThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http' || formOf(context) === undefined;
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    // Redis keys carry a digest of the IP, never the address itself.
    return createHash('sha256').update(String(request.ip ?? 'unknown')).digest('hex').slice(0, 32);
  }

  // The storage adds the throttler's name (form and window): routes of one form share their count.
  protected override generateKey(_context: ExecutionContext, tracker: string): string {
    return tracker;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyFormRequestsError(Math.max(1, detail.timeToBlockExpire));
  }
}
