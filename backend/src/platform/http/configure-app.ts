import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../config';
import { RequestLog, rootLoggerFor } from '../logging/root-logger';
import { AllExceptionsFilter, answerClientError, answerFrameworkError, createValidationPipe } from '../errors';
import { Metrics } from '../metrics';
import { AnsweredRequests } from '../queues/background-pace';
import { AppDocument } from './app-document';
import { compressPages } from './compress-pages';
import { rejectCrossSiteWrites } from './cross-site';
import { cutSlowBodies, refuseDeepJson } from './edge';
import { instrumentRequests } from './http-metrics';
import { registerMultipart } from './multipart';
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
    // Only our own proxies may name the client (TRUSTED_PROXIES); by default the socket's address is the client.
    trustProxy: config.trustedProxies,
    // Node's bound on receiving a whole request, checked every 30 s: the long one of uploads.
    // Other bodies get the shorter HTTP_REQUEST_TIMEOUT_MS below (cutSlowBodies).
    requestTimeout: config.httpUploadTimeoutMs,
    connectionTimeout: config.httpConnectionTimeoutMs,
    requestIdHeader: false,
    genReqId: requestId,
    // Fastify logs each request (one line, when answered) through the app's one pino logger.
    loggerInstance: rootLoggerFor(config),
    logController: new RequestLog(),
    // No Express-style middleware: Nest would otherwise put @fastify/middie in front of every request.
    skipMiddie: true,
    // Requests refused before any route (header section too large, malformed URL) answer in Spanish too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
}

/** Everything between the socket and the controllers; shared by main.ts and the integration tests. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(AppDocument)));
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  const answered = app.get(AnsweredRequests);
  instrumentRequests(fastify, app.get(Metrics), () => answered.count());
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  fastify.addHook('onRequest', cutSlowBodies(config.httpRequestTimeoutMs));
  fastify.addHook('preValidation', refuseDeepJson);

  // The secret signs the gate cookies; session cookies are random tokens checked in the database.
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  app.getHttpAdapter().getInstance().addHook('onRequest', rejectCrossSiteWrites(config.publicUrl));
  // File uploads (the INE of a letter of intent); JSON bodies keep their own, smaller limit.
  await registerMultipart(app);

  // Brotli or gzip for the app's files and JSON; tiny answers are not worth it.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.getHttpAdapter().getInstance().addHook('onSend', compressPages);

  // Stripe Elements runs in frames served by Stripe and calls its API from the browser.
  const stripe = config.paymentProvider === 'stripe';
  // Built once: @fastify/helmet rebuilt this middleware (and re-parsed the policy) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        // blob: the contract the signing page fetched, hashed and shows (the hash of the exact bytes read).
        frameSrc: ["'self'", 'blob:', ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
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
  fastify.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

  if (existsSync(config.frontendDist)) {
    await app.register(fastifyStatic, {
      root: config.frontendDist,
      prefix: '/',
      // Only the built files become routes; every other GET (including '/') falls through to
      // the app document with its 200/404. The file list is read at start: restart after a rebuild.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The prerendered pages go out through the app document, with their meta tags; the .br and
      // .gz twins that the build writes are sent in place of their file (preCompressed).
      globIgnore: ['prerendered/**', '**/*.br', '**/*.gz', 'build-info.json'],
      preCompressed: true,
      // The ETag is enough to revalidate; every header is sent again with each file.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  setupOpenApi(app, config);
}
