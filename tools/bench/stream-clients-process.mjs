// A process of stream clients (tools/bench/stream-clients.mjs starts it with fork): it holds its share
// of the streams, so that reading thousands of them does not run on the harness's own event loop, and
// answers its parent over IPC. Messages: open {streams: [{index, origins}], retryMs, batch, timeoutMs},
// progress, report {finalVersion, commitAt: [[version, ms]]}, close (every stream, forgotten after).
import { judgeStream, SseStream } from './sse-stream.mjs';

const streams = [];

async function open({ streams: wanted, retryMs, batch, timeoutMs }) {
  const started = performance.now();
  let failed = 0;
  // In batches, each waiting for its snapshots: 1,000 connections at the same instant measure the
  // accept queue, not what an open stream costs.
  for (let offset = 0; offset < wanted.length; offset += batch) {
    const group = wanted.slice(offset, offset + batch).map(({ index, origins }) => {
      const stream = new SseStream(origins, { retryMs }).start();
      stream.index = index;
      streams.push(stream);
      return stream;
    });
    const outcomes = await Promise.allSettled(group.map((stream) => stream.firstEvent(timeoutMs)));
    failed += outcomes.filter((outcome) => outcome.status === 'rejected').length;
  }
  return { opened: wanted.length - failed, failed, ms: Math.round(performance.now() - started) };
}

function progress() {
  const last = streams.map((stream) => stream.lastVersion ?? -1);
  return {
    streams: streams.length,
    open: streams.filter((stream) => stream.open).length,
    minLastVersion: last.length ? Math.min(...last) : null,
    maxLastVersion: last.length ? Math.max(...last) : null,
    connects: streams.reduce((sum, stream) => sum + stream.connects, 0),
    events: streams.reduce((sum, stream) => sum + stream.events.length, 0),
  };
}

function report({ finalVersion, commitAt }) {
  const commits = commitAt ? new Map(commitAt) : null;
  return streams.map((stream) => {
    const verdict = judgeStream(stream.events, finalVersion, commits);
    return { index: stream.index, origin: stream.origins[0], connects: stream.connects, statuses: stream.statuses, errors: stream.errors, ...verdict };
  });
}

process.on('message', async ({ id, type, ...body }) => {
  try {
    let answer = null;
    if (type === 'open') answer = await open(body);
    else if (type === 'progress') answer = progress();
    else if (type === 'report') answer = report(body);
    else if (type === 'close') {
      for (const stream of streams) stream.close();
      answer = { closed: streams.splice(0).length };
    }
    process.send({ id, answer });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
