// Many clients of the inventory stream in one or more processes of their own
// (tools/bench/stream-clients-process.mjs), for the streams bench and the drills.
import { fork } from 'node:child_process';
import path from 'node:path';
import { root } from '../workspace.mjs';

const CLIENT = path.join(root, 'tools/bench/stream-clients-process.mjs');

class ClientProcess {
  constructor(niceness) {
    this.nextId = 0;
    this.pending = new Map();
    // `nice` keeps the pid Node's (exec), as production-app.mjs's startApp does.
    this.child = fork(CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execPath: niceness ? 'nice' : process.execPath, execArgv: niceness ? ['-n', String(niceness), process.execPath] : [] });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`A stream client process exited (${code})`)));
      this.child.on('message', (message) => {
        if (message.ready) return resolve();
        const waiter = this.pending.get(message.id);
        if (!waiter) return;
        this.pending.delete(message.id);
        if (message.error) waiter.reject(new Error(message.error));
        else waiter.resolve(message.answer);
      });
    });
  }

  ask(type, body = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, type, ...body });
    });
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * `processes` client processes; `open(count, originsOf)` spreads `count` streams over them (stream i
 * in process i mod processes), stream i connecting to `originsOf(i)` (its preferred origin first).
 */
export class StreamClients {
  constructor({ processes = 1, niceness = 0 } = {}) {
    this.processes = Array.from({ length: processes }, () => new ClientProcess(niceness));
    this.count = 0;
  }

  async ready() {
    await Promise.all(this.processes.map((client) => client.ready));
    return this;
  }

  get pids() {
    return this.processes.map((client) => client.child.pid);
  }

  /** Opens the streams; resolves when each has its snapshot (or its `timeoutMs` passed). */
  async open(count, originsOf, { retryMs = 1_000, batch = 100, timeoutMs = 30_000 } = {}) {
    const shares = this.processes.map(() => []);
    for (let index = this.count; index < this.count + count; index++) shares[index % shares.length].push({ index, origins: originsOf(index) });
    this.count += count;
    const answers = await Promise.all(this.processes.map((client, number) => client.ask('open', { streams: shares[number], retryMs, batch, timeoutMs })));
    return { opened: answers.reduce((sum, answer) => sum + answer.opened, 0), failed: answers.reduce((sum, answer) => sum + answer.failed, 0), ms: Math.max(...answers.map((answer) => answer.ms)) };
  }

  async progress() {
    const answers = await Promise.all(this.processes.map((client) => client.ask('progress')));
    const present = answers.filter((answer) => answer.streams > 0);
    return {
      streams: answers.reduce((sum, answer) => sum + answer.streams, 0),
      open: answers.reduce((sum, answer) => sum + answer.open, 0),
      minLastVersion: present.length ? Math.min(...present.map((answer) => answer.minLastVersion)) : null,
      maxLastVersion: present.length ? Math.max(...present.map((answer) => answer.maxLastVersion)) : null,
      connects: answers.reduce((sum, answer) => sum + answer.connects, 0),
      events: answers.reduce((sum, answer) => sum + answer.events, 0),
    };
  }

  /** Polls until every stream has `version` (or the time runs out); returns the last progress. */
  async waitForVersion(version, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const now = await this.progress();
      if (now.minLastVersion >= version || Date.now() > deadline) return now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Every stream's verdict (tools/bench/sse-stream.mjs judgeStream), sorted by stream index. */
  async report(finalVersion, commitAt = null) {
    const answers = await Promise.all(this.processes.map((client) => client.ask('report', { finalVersion, commitAt: commitAt ? [...commitAt] : null })));
    return answers.flat().sort((a, b) => a.index - b.index);
  }

  /** Closes every stream; the next `open` starts a new set. */
  async close() {
    await Promise.all(this.processes.map((client) => client.ask('close').catch(() => undefined)));
    this.count = 0;
  }

  async stop() {
    await Promise.all(this.processes.map((client) => client.stop()));
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : null);

/** The streams' verdicts added up: streams, lost, duplicated, out of order, later snapshots, latency percentiles. */
export function totals(verdicts) {
  const sum = (pick) => verdicts.reduce((acc, verdict) => acc + pick(verdict), 0);
  const latencies = verdicts.flatMap((verdict) => verdict.latencies).sort((a, b) => a - b);
  const statuses = {};
  for (const verdict of verdicts) for (const [code, count] of Object.entries(verdict.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    streams: verdicts.length,
    neverOpened: verdicts.filter((verdict) => !verdict.opened).length,
    received: sum((verdict) => verdict.received),
    lost: sum((verdict) => verdict.lost),
    duplicated: sum((verdict) => verdict.duplicated),
    outOfOrder: sum((verdict) => verdict.outOfOrder),
    laterSnapshots: sum((verdict) => verdict.laterSnapshots),
    streamsThatReconnected: verdicts.filter((verdict) => verdict.connects > 1).length,
    reconnects: sum((verdict) => Math.max(0, verdict.connects - 1)),
    statuses,
    latency: latencies.length
      ? { deliveries: latencies.length, p50Ms: percentile(latencies, 50), p90Ms: percentile(latencies, 90), p99Ms: percentile(latencies, 99), maxMs: latencies.at(-1) }
      : null,
  };
}
