import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * Sends a JSON list with an ETag and lets the browser revalidate: an unchanged list costs a 304.
 * The app keeps its own 5-minute cache (TanStack Query) and refetches after staff edits.
 * The body is serialised once, for the hash and the answer alike.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): void {
  const json = JSON.stringify(body);
  sendJsonWithEtag(request, reply, json, etagOf(json));
}

/** The same for a list serialised (and hashed) beforehand. */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, json: string, etag: string): void {
  void reply.header('ETag', etag).header('Cache-Control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === etag) {
    void reply.status(304).send();
    return;
  }
  void reply.type('application/json; charset=utf-8').send(json);
}
