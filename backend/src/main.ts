import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './platform/config';
import { builtAppProblem } from './platform/http/built-app';
import { configureApp, createHttpAdapter } from './platform/http/configure-app';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction && config.runsHttp) {
    const problem = builtAppProblem(config.frontendDist);
    if (problem) throw new ConfigError([problem]);
  }
  const module = AppModule.forConfig(config);

  if (!config.runsHttp) {
    // Worker only: queue processors and scheduled sweeps, no HTTP port.
    const worker = await NestFactory.createApplicationContext(module, { bufferLogs: true });
    // The same structured logs as the API; this also flushes what start-up buffered.
    worker.useLogger(worker.get(Logger));
    worker.enableShutdownHooks();
    return;
  }

  const app = await NestFactory.create<NestFastifyApplication>(module, createHttpAdapter(config), {
    bufferLogs: true,
    // Payment webhooks are verified over the exact bytes received.
    rawBody: true,
  });
  await configureApp(app, config);
  await app.listen({ port: config.port, host: config.host });
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`El servidor no pudo iniciar: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
