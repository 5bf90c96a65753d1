import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { DestinationStream, Logger, stdSerializers } from 'pino';
import type { AppConfig } from '../config';

/**
 * Errors without the values they carried: a failed query's parameters (names, emails, an
 * uploaded ID's bytes) and the database's detail line ("Key (email)=(…)") never reach a log.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  // Anything can be thrown: a string, a number, a plain object. pino's serializer hands a non-Error
  // back as it is, and a string spread into an object was logged as {"0":"T","1":"h",…}.
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && 'stack' in error && 'message' in error)) return nonErrorValue(error);
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const { parameters: _parameters, detail: _detail, driverError, ...kept } = serialized;
  const code = (driverError as { code?: unknown } | undefined)?.code;
  return code === undefined ? kept : { ...kept, driverCode: code };
}

/** A thrown value that is not an Error: its type and a readable message; of an object, its class and keys only (no values). */
function nonErrorValue(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { type: value === null ? 'null' : typeof value, message: String(value).slice(0, 1_000) };
  const message = (value as { message?: unknown }).message;
  return {
    type: value.constructor?.name ?? 'Object',
    message: typeof message === 'string' ? message.slice(0, 1_000) : `thrown object with keys: ${Object.keys(value).slice(0, 20).join(', ') || '(none)'}`,
  };
}

/**
 * The process's one pino logger: Fastify logs each request through it and Nest's logger writes
 * to it. Structured JSON; of a request only its id, method, path and status: never bodies, query
 * strings, cookies or headers that could carry personal data.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: {
      req: (request: Pick<FastifyRequest, 'id' | 'method' | 'url'>) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
    redact: { paths: ['req.headers', 'res.headers', '*.email', '*.phone'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

const rootLoggers = new WeakMap<AppConfig, Logger>();

/** One root logger per configuration: the HTTP adapter and the Nest logger of an app share it. */
export function rootLoggerFor(config: AppConfig): Logger {
  let logger = rootLoggers.get(config);
  if (!logger) {
    logger = createRootLogger(config);
    rootLoggers.set(config, logger);
  }
  return logger;
}

const HEALTH_CHECK = /^\/api\/health(\/|\?|$)/;

/**
 * Fastify's request logging, with one line per request when it is answered (Fastify's default
 * writes a second one when it arrives) and none for the health checks that probes send every few
 * seconds. It replaces a pino-http middleware: that ran through Nest's Express-style middleware
 * layer and an AsyncLocalStorage on every request, a tenth of the public write path's CPU (issue 18).
 */
export class RequestLog extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return HEALTH_CHECK.test(request.url);
  }

  override incomingRequest(): void {
    // Logged once, with its status, in requestCompleted.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    // A 5xx is an error of ours whoever handled it (Nest's filter answers most of them, not Fastify).
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
