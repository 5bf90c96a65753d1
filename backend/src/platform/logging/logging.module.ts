import { Global, Module } from '@nestjs/common';
import { Logger, PARAMS_PROVIDER_TOKEN, Params, PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../config';
import { rootLoggerFor } from './root-logger';

/**
 * Nest's logger (nestjs-pino's Logger) writing to the process's root pino logger. Requests are
 * logged by Fastify through the same logger (createHttpAdapter, RequestLog), so nestjs-pino's
 * LoggerModule and its per-request pino-http middleware are not used.
 */
@Global()
@Module({
  providers: [
    {
      provide: PARAMS_PROVIDER_TOKEN,
      inject: [AppConfig],
      useFactory: (config: AppConfig): Params => ({ pinoHttp: { logger: rootLoggerFor(config) } }),
    },
    PinoLogger,
    Logger,
  ],
  exports: [Logger],
})
export class LoggingModule {}
