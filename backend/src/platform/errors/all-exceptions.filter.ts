import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorBody, ERROR_CODE_BY_STATUS, GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { AppDocument } from '../http/app-document';
import { DomainError, STATUS_BY_KIND } from './domain-error';
import { isServiceUnavailable, ServiceUnavailableError } from './service-unavailable';

/** Fastify's own errors (body parsing, limits) carry a statusCode and an English message. */
type FrameworkError = Error & { statusCode?: number; code?: string };

/** One place that turns any error into `{ code, message }` in Spanish, or into the app's page for unknown pages. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly appDocument: AppDocument) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();

    if (exception instanceof NotFoundException && this.isPageRequest(request)) {
      const page = this.appDocument.render(new URL(request.url, 'http://app').pathname);
      void reply.status(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page.html);
      return;
    }

    // PostgreSQL full, restarting or unreachable: 503 with Retry-After, never a 500.
    const unavailable = !(exception instanceof DomainError) && isServiceUnavailable(exception);
    const error = unavailable ? new ServiceUnavailableError() : exception;
    const { status, body } = this.toResponse(error);
    if (error instanceof DomainError && error.retryAfterSeconds) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (unavailable) this.logger.error({ err: exception, requestId: request.id }, 'Service unavailable: a dependency refused the request');
    else if (status >= 500) this.logger.error({ err: exception, requestId: request.id }, 'Unhandled error');
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  private toResponse(exception: unknown): { status: number; body: ApiErrorBody } {
    if (exception instanceof DomainError) {
      const errors = exception.field ? { errors: [{ field: exception.field, message: exception.message }] } : {};
      return { status: STATUS_BY_KIND[exception.kind], body: { code: exception.code, message: exception.message, ...errors } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (isApiErrorBody(response)) return { status, body: response };
      // A 400 that is not ours comes from body parsing (malformed JSON, empty body).
      if (status === 400) return { status, body: { code: 'invalid_json', message: GENERIC_ERROR_MESSAGES.invalid_json } };
      return { status, body: this.generic(status) };
    }
    const frameworkStatus = (exception as FrameworkError)?.statusCode;
    if (typeof frameworkStatus === 'number' && frameworkStatus >= 400 && frameworkStatus < 500) {
      // A 400 from the framework is always a body it could not parse (bad JSON, empty body).
      if (frameworkStatus === 400) {
        return { status: 400, body: { code: 'invalid_json', message: GENERIC_ERROR_MESSAGES.invalid_json } };
      }
      return { status: frameworkStatus, body: this.generic(frameworkStatus) };
    }
    return { status: 500, body: { code: 'internal_error', message: GENERIC_ERROR_MESSAGES.internal_error } };
  }

  private generic(status: number): ApiErrorBody {
    const code = ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'validation_failed');
    return { code, message: GENERIC_ERROR_MESSAGES[code] };
  }

  private isPageRequest(request: FastifyRequest): boolean {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    return isRead && !request.url.startsWith('/api/') && request.url !== '/api' && this.appDocument.available;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
