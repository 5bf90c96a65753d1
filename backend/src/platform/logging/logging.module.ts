import { Module } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { stdSerializers } from 'pino';
import { AppConfig } from '../config';

/**
 * Errors without the values they carried: a failed query's parameters (names, emails, an
 * uploaded ID's bytes) and the database's detail line ("Key (email)=(…)") never reach a log.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const { parameters: _parameters, detail: _detail, driverError, ...kept } = serialized;
  const code = (driverError as { code?: unknown } | undefined)?.code;
  return code === undefined ? kept : { ...kept, driverCode: code };
}

// Structured JSON logs with a request id. Only method, path and status are logged:
// never bodies, query strings, cookies or headers that could carry personal data.
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          // The request id is Fastify's (see createHttpAdapter); pino-http reuses it.
          autoLogging: { ignore: (request: IncomingMessage) => /\/health(\?|$)/.test(request.url ?? '') },
          serializers: {
            req: (request: { id: string; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              path: request.url.split('?')[0],
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
            err: serializeError,
          },
          redact: { paths: ['req.headers', 'res.headers', '*.email', '*.phone'], remove: true },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
