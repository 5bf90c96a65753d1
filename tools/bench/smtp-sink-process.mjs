// The benchmark's SMTP listener in a process of its own. Run inside the benchmark's process, it shared
// one event loop with the load generator: every email it read delayed the generator's next request and
// its reading of answers, which counted as API latency. A real mail server is never in the client.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SmtpSink } from './smtp-sink.mjs';

const isChild = process.argv[2] === '--serve';

if (isChild) {
  const sink = await new SmtpSink().start();
  process.on('message', ({ id, op, from }) => {
    if (op === 'count') process.send({ id, result: sink.count });
    else if (op === 'messageIdsSince') process.send({ id, result: sink.accepted.slice(from).map((message) => message.messageId) });
    else if (op === 'stop') void sink.stop().then(() => process.send({ id, result: null }));
  });
  process.send({ ready: true, port: sink.port });
}

export class SmtpSinkProcess {
  #child = null;
  #nextId = 0;
  #waiting = new Map();
  port = 0;

  async start() {
    this.#child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.port = await new Promise((resolve, reject) => {
      this.#child.once('error', reject);
      this.#child.once('exit', (code) => reject(new Error(`The SMTP listener exited (${code})`)));
      this.#child.on('message', (message) => {
        if (message.ready) return resolve(message.port);
        this.#waiting.get(message.id)?.(message.result);
        this.#waiting.delete(message.id);
      });
    });
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  #ask(op, extra = {}) {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#child.send({ id, op, ...extra });
    });
  }

  /** Messages accepted so far. */
  count() {
    return this.#ask('count');
  }

  /** The Message-IDs of the messages accepted from the `from`-th on. */
  messageIdsSince(from) {
    return this.#ask('messageIdsSince', { from });
  }

  async stop() {
    if (!this.#child) return;
    await this.#ask('stop');
    this.#child.removeAllListeners('exit');
    this.#child.kill('SIGTERM');
    this.#child = null;
  }
}
