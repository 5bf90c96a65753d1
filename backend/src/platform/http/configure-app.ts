import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../config';
import { AllExceptionsFilter, createValidationPipe } from '../errors';
import { AppDocument } from './app-document';
import { rejectCrossSiteWrites } from './cross-site';
import { setupOpenApi } from './openapi';

const SAFE_REQUEST_ID = /^[a-zA-Z0-9_-]{8,64}$/;

/** Keeps a caller's X-Request-Id when it is safe to log, else makes one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: config.jsonBodyLimitBytes,
    trustProxy: config.isProduction,
    requestIdHeader: false,
    genReqId: requestId,
  });
}

/** Everything between the socket and the controllers; shared by main.ts and the integration tests. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(AppDocument)));
  app.enableShutdownHooks();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.header('X-Request-Id', request.id);
    });

  // The secret signs the gate cookies; session cookies are random tokens checked in the database.
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  app.getHttpAdapter().getInstance().addHook('onRequest', rejectCrossSiteWrites(config.publicUrl));

  // Brotli or gzip for the app's files and JSON; tiny answers are not worth it.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  if (existsSync(config.frontendDist)) {
    await app.register(fastifyStatic, {
      root: config.frontendDist,
      prefix: '/',
      // Only the built files become routes; every other GET (including '/') falls through to
      // the app document with its 200/404. The file list is read at start: restart after a rebuild.
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  setupOpenApi(app);
}
