import type { FastifyReply, FastifyRequest } from 'fastify';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { EventStream, type EventStreamEnd } from './event-stream';

/** A reply whose client reads nothing (`reading: false`: no write ever completes) or everything. */
function fakeExchange({ reading }: { reading: boolean }) {
  const written: string[] = [];
  const raw = Object.assign(
    new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        if (reading) done();
      },
    }),
    { setHeader: () => undefined, writeHead: () => undefined },
  );
  const requestRaw = Object.assign(new EventEmitter(), { socket: { setNoDelay: () => undefined, destroyed: false } });
  const reply = { raw, hijack: () => reply } as unknown as FastifyReply;
  const request = { raw: requestRaw, id: 'req-1' } as unknown as FastifyRequest;
  const stream = EventStream.open(request, reply, 2_000);
  const ends: EventStreamEnd[] = [];
  stream.onEnd((how) => ends.push(how));
  return { stream, written, ends, requestRaw, raw };
}

describe('an event stream and a client that does not keep up', () => {
  it('starts with the retry hint and passes frames and heartbeats on to a client that reads', () => {
    const { stream, written, ends } = fakeExchange({ reading: true });
    stream.write('id: 1\nevent: unit\ndata: {}\n\n');
    stream.ping(1_000);
    expect(written).toEqual(['retry: 2000\n\n', 'id: 1\nevent: unit\ndata: {}\n\n', ': ping\n\n']);
    expect(ends).toEqual([]);
  });

  it('closes the stream of a client that reads nothing once half a megabyte waits for it, instead of buffering on', () => {
    const { stream, ends } = fakeExchange({ reading: false });
    const frame = `data: ${'x'.repeat(10_000)}\n\n`;
    for (let sent = 0; sent < 60 && stream.isOpen; sent += 1) stream.write(frame);
    expect(stream.isOpen).toBe(false);
    expect(ends).toEqual(['slow']);
  });

  it('closes a stream that has not drained for the stall time at the next heartbeat', () => {
    const { stream, ends } = fakeExchange({ reading: false });
    stream.write(`data: ${'x'.repeat(2_000)}\n\n`);
    const now = Date.now();
    stream.ping(30_000, now + 1_000);
    expect(stream.isOpen).toBe(true);
    stream.ping(30_000, now + 31_000);
    expect(ends).toEqual(['slow']);
  });

  it('says once that the client left', () => {
    const { stream, ends, requestRaw, raw } = fakeExchange({ reading: true });
    requestRaw.emit('close');
    raw.emit('close');
    expect(stream.isOpen).toBe(false);
    expect(ends).toEqual(['client']);
  });
});
