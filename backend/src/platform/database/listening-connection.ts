import { Logger } from '@nestjs/common';
import { Client, DatabaseError } from 'pg';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
// A query on this connection that has no answer by then means the connection is gone (a server that
// vanished without closing it): it is dropped and made again.
const QUERY_TIMEOUT_MS = 10_000;

export type ListeningSignal = 'notified' | 'connected';

/**
 * One PostgreSQL connection of its own that LISTENs on a channel and stays up: when it fails or ends
 * it is made again with a growing wait (100 ms to 5 s), LISTENs again, and says `connected`, so its
 * owner reads what it may have missed while it was down (a NOTIFY sent then is lost; the data is not).
 * The owner may also run short reads on it (`query`): they are never queued behind the app's pool.
 */
export class ListeningConnection {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private stopped = false;
  private readonly logger = new Logger(ListeningConnection.name);

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onSignal: (signal: ListeningSignal) => void,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  }

  get isConnected(): boolean {
    return this.client !== null;
  }

  /** Connects and listens; rejects when the first connection cannot be made (the caller answers 503). */
  start(): Promise<void> {
    this.stopped = false;
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    const client = this.client;
    if (!client) throw new Error('The listening connection is down');
    try {
      const result = await client.query(sql, parameters);
      return result.rows as T[];
    } catch (error) {
      // A timed-out or broken connection is replaced; an error of the statement itself leaves it be.
      if (this.client === client && !(error instanceof DatabaseError)) this.drop(client, error);
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true, query_timeout: QUERY_TIMEOUT_MS, application_name: `listen:${this.channel}` });
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, null));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onSignal('notified');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.onSignal('connected');
  }

  private drop(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn({ err: error ?? undefined, channel: this.channel }, 'The LISTEN connection to PostgreSQL was lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(LAST_RETRY_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start().catch(() => this.scheduleReconnect());
    }, wait);
    this.retryTimer.unref();
  }
}
