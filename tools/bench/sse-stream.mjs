// One client of GET /api/units/events (libs/contracts' inventory stream) for the streams bench and
// the drills: a raw HTTP request read line by line, so that 2,000 of them cost little in the client
// (an EventSource polyfill per stream costs far more). It behaves as a browser's EventSource does:
// after the connection drops it reconnects with `Last-Event-ID` (the last `id:` it read), waiting the
// server's `retry:` or its own delay; like a load balancer in front of replicas, a connection that is
// refused goes to the next origin of its list. It records every event's version and arrival instant.
import http from 'node:http';

export const UNIT_EVENTS_PATH = '/api/units/events';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes of one machine. */
export const now = () => performance.timeOrigin + performance.now();

export class SseStream {
  /**
   * @param origins where to connect, the first one preferred (`http://127.0.0.1:port`)
   * @param options retryMs: delay before a reconnect when the server sent no `retry:`; keepData: keep each
   *   event's parsed data (the harness's observer does; the many clients do not)
   */
  constructor(origins, { retryMs = 1_000, keepData = false, path = UNIT_EVENTS_PATH } = {}) {
    this.origins = origins;
    this.options = { retryMs, keepData, path };
    /** Events in arrival order: { kind: 'snapshot' | 'unit', version, at, data? }. */
    this.events = [];
    this.lastEventId = null;
    this.connects = 0;
    this.statuses = {};
    this.errors = 0;
    this.open = false;
    this.closed = false;
    this.originIndex = 0;
    this.serverRetryMs = null;
    this.request = null;
    this.timer = null;
    this.waiters = [];
  }

  get lastVersion() {
    return this.lastEventId === null ? null : Number(this.lastEventId);
  }

  get snapshots() {
    return this.events.filter((event) => event.kind === 'snapshot').length;
  }

  start() {
    this.#connect();
    return this;
  }

  /** Resolves once an event has arrived (the first one is the snapshot), or rejects after `timeoutMs`. */
  firstEvent(timeoutMs) {
    if (this.events.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event')), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }

  #connect() {
    if (this.closed) return;
    const origin = this.origins[this.originIndex % this.origins.length];
    const headers = { accept: 'text/event-stream', 'accept-encoding': 'identity', 'cache-control': 'no-cache' };
    if (this.lastEventId !== null) headers['last-event-id'] = this.lastEventId;
    let buffer = '';
    let event = { type: 'message', id: null, data: [] };
    const request = http.request(`${origin}${this.options.path}`, { agent: false, headers });
    this.request = request;
    request.on('response', (response) => {
      this.statuses[response.statusCode] = (this.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode !== 200) {
        // 429 (the per-IP cap), 503 (a dependency down): the browser would try again later.
        response.resume();
        response.on('end', () => this.#reconnect(false));
        return;
      }
      this.connects += 1;
      this.open = true;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let newline;
        while ((newline = buffer.indexOf('\n')) !== -1) {
          let line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line.endsWith('\r')) line = line.slice(0, -1);
          if (line === '') {
            if (event.id !== null || event.data.length) this.#dispatch(event);
            event = { type: 'message', id: null, data: [] };
            continue;
          }
          if (line.startsWith(':')) continue; // a heartbeat
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          let value = colon === -1 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'event') event.type = value;
          else if (field === 'id') event.id = value;
          else if (field === 'data') event.data.push(value);
          else if (field === 'retry' && /^\d+$/.test(value)) this.serverRetryMs = Number(value);
        }
      });
      const ended = () => {
        if (!this.open) return;
        this.open = false;
        this.#reconnect(false);
      };
      response.on('end', ended);
      response.on('close', ended);
      response.on('error', ended);
    });
    request.on('error', (error) => {
      this.errors += 1;
      const wasOpen = this.open;
      this.open = false;
      // Nobody listens there (a replica gone): the next origin at once, as a load balancer would.
      this.#reconnect(!wasOpen && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET'));
    });
    request.end();
  }

  #reconnect(refused) {
    if (this.closed || this.timer) return;
    if (refused) this.originIndex += 1;
    // A little spread, as browsers' reconnects of many pages are never all at the same millisecond.
    const base = refused ? 100 : (this.serverRetryMs ?? this.options.retryMs);
    const delay = base * (0.75 + Math.random() * 0.5);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.#connect();
    }, delay);
  }

  #dispatch(event) {
    const at = now();
    if (event.id !== null) this.lastEventId = event.id;
    const kind = event.type === 'snapshot' ? 'snapshot' : event.type === 'unit' ? 'unit' : null;
    if (kind) {
      const record = { kind, version: Number(event.id), at };
      if (this.options.keepData) record.data = JSON.parse(event.data.join('\n'));
      this.events.push(record);
    }
    if (this.waiters.length) for (const waiter of this.waiters.splice(0)) waiter();
  }
}

/**
 * What one stream saw, judged against the last version committed: every version after its first
 * snapshot once and in order. `lost`: versions it never received (a later snapshot that covers them
 * is counted apart, in `laterSnapshots`); `duplicated`: versions received twice; `outOfOrder`: a
 * version lower than one received before it. `latencies`: arrival minus commit instant, for the
 * versions whose commit instant is known (`commitAt`: version → wall-clock ms).
 */
export function judgeStream(events, finalVersion, commitAt = null) {
  const verdict = { opened: false, firstVersion: null, received: 0, lost: 0, duplicated: 0, outOfOrder: 0, laterSnapshots: 0, lastVersion: null, latencies: [] };
  const seen = new Set();
  let last = null;
  for (const event of events) {
    if (event.kind === 'snapshot') {
      if (last === null) {
        verdict.opened = true;
        verdict.firstVersion = event.version;
      } else {
        verdict.laterSnapshots += 1;
      }
      last = Math.max(last ?? event.version, event.version);
      continue;
    }
    if (last === null) continue; // a unit event before any snapshot: not this contract
    verdict.received += 1;
    if (seen.has(event.version)) verdict.duplicated += 1;
    else if (event.version <= last) {
      verdict.outOfOrder += 1;
      // Late, not lost: the gap it left was counted when a later version arrived.
      if (event.version > verdict.firstVersion) verdict.lost -= 1;
    } else {
      verdict.lost += event.version - last - 1;
      last = event.version;
    }
    seen.add(event.version);
    const committed = commitAt?.get(event.version);
    if (committed !== undefined) verdict.latencies.push(Number((event.at - committed).toFixed(1)));
  }
  if (last !== null && finalVersion !== null && last < finalVersion) verdict.lost += finalVersion - last;
  verdict.lastVersion = last;
  return verdict;
}
