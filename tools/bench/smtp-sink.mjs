// A local SMTP listener for the benchmark and the drills: it accepts every message, keeps its
// Message-ID and recipients, and can hold each message before answering (a slow server).
// A message counts as delivered only once the listener has answered 250 to it: a sender that
// disconnects before that answer has not handed the message over (RFC 5321 §6.1).
import { SMTPServer } from 'smtp-server';

export class SmtpSink {
  /** Every accepted message, in order: { messageId, to, acceptedAt }. */
  accepted = [];
  /** Messages read in full whose sender went away before the 250 (not delivered). */
  abandoned = 0;
  /** Messages read in full and not answered yet: message key → time the data ended. */
  pending = new Map();
  port = 0;
  #server = null;
  #closedSessions = new Set();

  /**
   * @param {{ delayMs?: number, keepBodies?: boolean }} options delayMs: time between the end of DATA and
   * the answer; keepBodies: keep each accepted message whole (`raw`, for a drill that reads one; small runs only).
   */
  constructor({ delayMs = 0, keepBodies = false } = {}) {
    this.delayMs = delayMs;
    this.keepBodies = keepBodies;
  }

  async start(port = 0) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      onClose: (session) => this.#closedSessions.add(session.id),
      onData: (stream, session, callback) => {
        let head = '';
        const chunks = [];
        stream.on('data', (chunk) => {
          if (this.keepBodies) chunks.push(chunk);
          if (head.length < 64 * 1024 && !head.includes('\r\n\r\n')) head += chunk.toString('utf8');
        });
        stream.on('end', () => {
          const messageId = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
          const to = session.envelope.rcptTo.map((address) => address.address);
          const key = `${session.id}:${session.transaction}`;
          this.pending.set(key, Date.now());
          const answer = () => {
            this.pending.delete(key);
            if (this.#closedSessions.has(session.id)) {
              this.abandoned += 1;
              return callback(new Error('connection closed before the answer'));
            }
            this.accepted.push({ messageId, to, acceptedAt: Date.now(), ...(this.keepBodies ? { raw: Buffer.concat(chunks) } : {}) });
            callback(null, 'Queued');
          };
          if (this.delayMs > 0) setTimeout(answer, this.delayMs);
          else answer();
        });
      },
    });
    this.#server.on('error', () => {
      // a client that vanished mid-conversation; nothing to do
    });
    await new Promise((resolve, reject) => {
      this.#server.server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', resolve);
    });
    this.port = this.#server.server.address().port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get count() {
    return this.accepted.length;
  }

  /** Distinct Message-IDs accepted. */
  uniqueMessageIds() {
    return new Set(this.accepted.map((message) => message.messageId));
  }

  /** How many times each Message-ID was accepted. */
  countsByMessageId() {
    const counts = new Map();
    for (const { messageId } of this.accepted) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
    return counts;
  }

  async stop() {
    if (!this.#server) return;
    const server = this.#server;
    this.#server = null;
    // Ends open connections too, like a server that goes down.
    for (const connection of server.connections ?? []) connection.close?.();
    await new Promise((resolve) => server.close(resolve));
  }
}
