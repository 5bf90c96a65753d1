import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineHistogram, Metrics } from '../metrics';
import { EVENT_STREAM_TYPE } from './event-stream';

export const HTTP_REQUEST_DURATION = defineHistogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route template and status class',
  labelNames: ['method', 'route', 'status_class'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request took, as its template (`/api/admin/contracts/:id/countersign`), never the
 * path it was sent to (which may carry ids or anything a client typed). Requests outside the API
 * (the built app's pages and files) are one label; an API path that matched no route is another.
 */
export function routeLabel(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const template = request.routeOptions?.url;
  if (template !== undefined && (template === '/api' || template.startsWith('/api/'))) return template;
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?') ? '/api/(no route)' : '(app)';
}

export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Times every answered request into the histogram (Fastify's own measure of each reply), live streams
 * aside, and tells `onAnswered` of each (the pace of background work counts them). One hook for both:
 * every hook costs each request its turn.
 */
export function instrumentRequests(fastify: FastifyInstance, metrics: Metrics, onAnswered: () => void = () => undefined): void {
  const histogram = metrics.histogram(HTTP_REQUEST_DURATION);
  fastify.addHook('onResponse', (request, reply, done) => {
    onAnswered();
    // A live stream lasts minutes or hours: it is no answer time (its streams are a gauge of their own).
    if (String(reply.raw.getHeader('content-type') ?? '').startsWith(EVENT_STREAM_TYPE)) {
      done();
      return;
    }
    histogram.observe(
      { method: METHODS.has(request.method) ? request.method : 'OTHER', route: routeLabel(request), status_class: statusClass(reply.statusCode) },
      reply.elapsedTime / 1_000,
    );
    done();
  });
}
