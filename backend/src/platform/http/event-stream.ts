import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';

export const EVENT_STREAM_TYPE = 'text/event-stream';

/** What the stream of a client that does not read would otherwise keep in memory: past this, it is closed. */
const MAX_BUFFERED_BYTES = 512 * 1024;

export type EventStreamEnd = 'client' | 'slow' | 'server';

/**
 * One Server-Sent Events frame. `data` must be one line (JSON.stringify writes no line breaks); the id is
 * what the browser sends back as Last-Event-ID when it reconnects.
 */
export function eventFrame(id: number | string, event: string, data: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;
}

/**
 * A Server-Sent Events answer written straight to the socket: Fastify lets go of the reply (hijack), so
 * no compression, no onSend hook and no buffering stand between a frame and the client (`no-transform`
 * and `X-Accel-Buffering: no` ask the same of proxies). A client that stops reading is not buffered for
 * without end: a stream whose unsent bytes pass 512 KB, or that has not drained for `stallMs`, is closed;
 * the browser reconnects and catches up from its Last-Event-ID.
 */
export class EventStream {
  private readonly raw: ServerResponse;
  private ended: EventStreamEnd | null = null;
  private waitingSince: number | null = null;
  private readonly endListeners: Array<(how: EventStreamEnd) => void> = [];

  private constructor(reply: FastifyReply, request: FastifyRequest) {
    this.raw = reply.raw;
    request.raw.on('close', () => this.finish('client'));
    this.raw.on('close', () => this.finish('client'));
    this.raw.on('error', () => this.finish('client'));
    this.raw.on('drain', () => {
      this.waitingSince = null;
    });
  }

  /** Takes the reply over from Fastify and sends the headers and the reconnection delay. */
  static open(request: FastifyRequest, reply: FastifyReply, retryMs: number): EventStream {
    void reply.hijack();
    const stream = new EventStream(reply, request);
    const raw = reply.raw;
    raw.setHeader('Content-Type', `${EVENT_STREAM_TYPE}; charset=utf-8`);
    raw.setHeader('Cache-Control', 'no-cache, no-transform');
    raw.setHeader('X-Accel-Buffering', 'no');
    raw.setHeader('X-Request-Id', String(request.id));
    raw.writeHead(200);
    // No Nagle delay for small frames.
    request.raw.socket?.setNoDelay(true);
    stream.write(`retry: ${retryMs}\n\n`);
    // The client may have gone while the stream was being prepared.
    if (!request.raw.socket || request.raw.socket.destroyed) stream.close('client');
    return stream;
  }

  get isOpen(): boolean {
    return this.ended === null;
  }

  /** Called once when the stream ends (at once if it already has). */
  onEnd(listener: (how: EventStreamEnd) => void): void {
    if (this.ended) listener(this.ended);
    else this.endListeners.push(listener);
  }

  write(chunk: string): void {
    if (this.ended) return;
    const flushed = this.raw.write(chunk);
    if (!flushed && this.waitingSince === null) this.waitingSince = Date.now();
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) this.close('slow');
  }

  /** A comment line that keeps idle proxies from closing the stream; a stream stuck for `stallMs` is closed instead. */
  ping(stallMs: number, now = Date.now()): void {
    if (this.waitingSince !== null && now - this.waitingSince > stallMs) {
      this.close('slow');
      return;
    }
    this.write(': ping\n\n');
  }

  close(how: EventStreamEnd): void {
    if (this.ended) return;
    this.raw.end();
    // A client that does not read would keep the socket open until its buffers drain.
    if (how === 'slow') this.raw.destroy();
    this.finish(how);
  }

  private finish(how: EventStreamEnd): void {
    if (this.ended) return;
    this.ended = how;
    for (const listener of this.endListeners.splice(0)) listener(how);
  }
}
