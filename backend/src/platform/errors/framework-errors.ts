import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { ApiErrorBody, GENERIC_ERROR_MESSAGES } from '@cdm/contracts';

const INVALID_URL: ApiErrorBody = { code: 'invalid_url', message: 'La dirección solicitada no es válida.' };

/**
 * What Node's HTTP parser refuses before Fastify or Nest see a request (a header section over
 * the server's limit, a malformed request line, a request that never finished arriving): the
 * same `{ code, message }` in Spanish as every other error, instead of Fastify's English default.
 * Used as Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body]: [number, string, ApiErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { code: 'payload_too_large', message: GENERIC_ERROR_MESSAGES.payload_too_large }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { code: 'request_timeout', message: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.' }]
        : [400, 'Bad Request', { code: 'invalid_json', message: GENERIC_ERROR_MESSAGES.invalid_json }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors of Fastify's router before any route runs: a path that is not valid percent-encoding
 * (400) or a path parameter over the router's length limit (414). Fastify's `frameworkErrors`.
 */
export function answerFrameworkError(error: Error & { statusCode?: number; code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? (error.statusCode ?? 400) : 500;
  const body: ApiErrorBody = status === 500 ? { code: 'internal_error', message: GENERIC_ERROR_MESSAGES.internal_error } : INVALID_URL;
  void reply.status(status).header('X-Content-Type-Options', 'nosniff').type('application/json; charset=utf-8').send(body);
}
