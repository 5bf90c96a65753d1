import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config';
import { ProcessHealth } from '../health/process-health';
import { Metrics } from '../metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The internal listener of every process (OPS_PORT on OPS_HOST, loopback by default; off when
 * OPS_PORT is unset): `GET /metrics` for Prometheus (a bearer token when METRICS_TOKEN is set) and
 * `GET /health` for the container's health check, which is how a worker (no HTTP otherwise) says it
 * is well. It is a plain Node server apart from the app's Fastify: nothing of it is on the public
 * address, and the public address serves neither path.
 */
@Injectable()
export class OpsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OpsListener.name);
  private server: Server | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly health: ProcessHealth,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.opsPort === undefined) return;
    const server = createServer((request, response) => {
      this.answer(request, response).catch((error: unknown) => {
        this.logger.error({ err: error }, 'The internal listener failed to answer');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('internal error\n');
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.opsPort, this.config.opsHost, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.logger.log({ host: this.config.opsHost, port }, 'Internal listener (/metrics, /health) ready');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Where the listener is (its port when OPS_PORT was 0); null when it is off. */
  address(): { host: string; port: number } | null {
    const address = this.server?.address() as AddressInfo | null | undefined;
    return address ? { host: this.config.opsHost, port: address.port } : null;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('method not allowed\n');
      return;
    }
    if (path === '/health') {
      const report = await this.health.check();
      response
        .writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify(report));
      return;
    }
    if (path === '/metrics') {
      if (!this.authorized(request)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain; charset=utf-8' }).end('unauthorized\n');
        return;
      }
      const text = await this.metrics.text();
      response.writeHead(200, { 'content-type': this.metrics.contentType, 'cache-control': 'no-store' }).end(text);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
  }

  private authorized(request: IncomingMessage): boolean {
    const token = this.config.metricsToken;
    if (!token) return true;
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(given), digest(token));
  }
}
