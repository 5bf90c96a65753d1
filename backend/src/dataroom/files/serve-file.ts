import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ServedFile } from '../commands/open-data-room-document.command';

// The app's policy forbids plugins (object-src 'none'), and Chrome shows PDFs through a plugin
// frame (crbug.com/271452): a served file gets its own policy that lets the viewer run and
// nothing else (no scripts, no framing by other pages).
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A private file: never kept by a cache, shown in the tab only when it is a view of a PDF or an image. */
export function serveFile(reply: FastifyReply, file: ServedFile): StreamableFile {
  void reply.header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY);
  void reply.header('Cache-Control', 'no-store');
  const options = { type: file.contentType, disposition: `${file.disposition}; filename="${file.fileName}"`, length: file.sizeBytes };
  return Buffer.isBuffer(file.body) ? new StreamableFile(file.body, options) : new StreamableFile(file.body, options);
}
