import type { FastifyReply, FastifyRequest } from 'fastify';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;

/**
 * Compresses the app's pages (brotli or gzip). They are sent from the not-found path (pages have
 * no route of their own), which @fastify/compress does not reach: it compresses routes only.
 */
export async function compressPages(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return payload;
  void reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding');
  reply.removeHeader('content-length');
  // A mid level: a page is compressed on every request, in well under a millisecond.
  return encoding === 'br' ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(payload, { level: 6 });
}
