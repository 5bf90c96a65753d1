import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorBody } from '@cdm/contracts';

/** Deeper JSON is refused before any pipe or handler walks it (a 5,000-deep array used to end in a 500). */
export const JSON_MAX_DEPTH = 32;

const TOO_DEEP: ApiErrorBody = {
  code: 'invalid_json',
  message: `La solicitud tiene demasiados niveles anidados (máximo ${JSON_MAX_DEPTH}).`,
};

const SLOW_BODY: ApiErrorBody = { code: 'request_timeout', message: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.' };

/** The nesting depth of a parsed JSON value (a scalar is 0, `[]` is 1), without recursion. */
export function jsonDepth(value: unknown, stopAbove = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, here]);
    }
  }
  return deepest;
}

/** Fastify preValidation hook: 400 in Spanish for bodies nested deeper than JSON_MAX_DEPTH. */
export async function refuseDeepJson(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.body !== null && typeof request.body === 'object' && jsonDepth(request.body, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    await reply.status(400).header('X-Content-Type-Options', 'nosniff').type('application/json; charset=utf-8').send(TOO_DEEP);
  }
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/**
 * Fastify onRequest hook: a request body that has not fully arrived after `timeoutMs` is cut off
 * with 408 (one byte every 2 s would otherwise hold a connection for as long as the client likes).
 * Multipart uploads are bounded by the server's own, longer requestTimeout instead.
 */
export function cutSlowBodies(timeoutMs: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete || isMultipart(request)) return;
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (raw.complete || socket.destroyed) return;
      const json = JSON.stringify(SLOW_BODY);
      if (socket.writable && !raw.socket.writableEnded) {
        socket.write(
          `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
            `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
        );
      }
      socket.destroy();
    }, timeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  };
}
