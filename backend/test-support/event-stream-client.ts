import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { eventually } from './eventually';

export type StreamEvent = { id: string | null; event: string; data: string };

/**
 * A Server-Sent Events client for tests: a plain HTTP GET whose frames are parsed as they arrive
 * (ids, event names, data, comment lines and the retry hint), as a browser's EventSource reads them.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  readonly comments: string[] = [];
  retryMs: number | null = null;
  ended = false;
  /** Everything received, as text (a refusal's JSON body, say). */
  text = '';
  private buffer = '';

  private constructor(
    readonly response: IncomingMessage,
    private readonly clientRequest: ClientRequest,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.take(chunk));
    response.on('end', () => {
      this.ended = true;
    });
    response.on('close', () => {
      this.ended = true;
    });
  }

  /** Opens the stream; resolves with the client once the status and headers are in (any status). */
  static open(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
    return new Promise((resolve, reject) => {
      const clientRequest = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => resolve(new EventStreamClient(response, clientRequest)));
      clientRequest.on('error', reject);
      clientRequest.end();
    });
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  header(name: string): string | undefined {
    const value = this.response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /** The JSON of every event of this name, in arrival order. */
  data<T>(event: string): T[] {
    return this.events.filter((candidate) => candidate.event === event).map((candidate) => JSON.parse(candidate.data) as T);
  }

  get lastId(): string | null {
    return [...this.events].reverse().find((event) => event.id !== null)?.id ?? null;
  }

  /** Waits until an event passes the check; returns it. */
  waitFor(check: (event: StreamEvent) => boolean, timeoutMs = 10_000): Promise<StreamEvent> {
    return eventually(
      () => {
        const found = this.events.find(check);
        if (!found) throw new Error(`No such event yet (${this.events.length} received)`);
        return found;
      },
      { timeoutMs, intervalMs: 20 },
    );
  }

  waitForEnd(timeoutMs = 10_000): Promise<void> {
    return eventually(
      () => {
        if (!this.ended) throw new Error('The stream is still open');
      },
      { timeoutMs, intervalMs: 20 },
    );
  }

  close(): void {
    this.clientRequest.destroy();
    this.response.destroy();
  }

  private take(chunk: string): void {
    this.text += chunk;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
        else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7));
      }
      if (data.length > 0) this.events.push({ id, event, data: data.join('\n') });
    }
  }
}
