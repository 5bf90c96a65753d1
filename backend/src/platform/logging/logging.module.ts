import { Module } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config';

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
          },
          redact: { paths: ['req.headers', 'res.headers', '*.email', '*.phone'], remove: true },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
