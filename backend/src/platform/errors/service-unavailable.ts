import { GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { DomainError } from './domain-error';

/** Seconds a client is asked to wait when a dependency (PostgreSQL) cannot take the request. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** 503: the request is fine, the service cannot serve it right now (database full, restarting, unreachable). */
export class ServiceUnavailableError extends DomainError {
  readonly code = 'service_unavailable';
  readonly kind = 'unavailable' as const;
  override readonly retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;

  constructor() {
    super(GENERIC_ERROR_MESSAGES.service_unavailable);
  }
}

// SQLSTATEs that say "not now" rather than "wrong request": class 08 (connection exception),
// 53300 too_many_connections, 53400 configuration_limit_exceeded, 57P01-57P03 (server shutting
// down, crashed, or not accepting connections yet).
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '53300', '53400', '57P01', '57P02', '57P03']);

// Socket errors of a dependency that does not answer.
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);

// What node-postgres says when its pool cannot hand out a connection in time, or a connection dies.
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout$/,
  /^Connection terminated unexpectedly$/,
  /^Connection terminated$/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown };

/**
 * True when an error means PostgreSQL could not serve the request (connections exhausted,
 * server restarting or unreachable, pool timed out): the client gets 503 and may retry, never a 500.
 * Looks through TypeORM's `driverError` and `cause` chains.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, driverError } = error as ErrorLike;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isServiceUnavailable(driverError, depth + 1) || isServiceUnavailable(cause, depth + 1);
}
