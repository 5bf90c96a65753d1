import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource, QueryRunner } from 'typeorm';
import { AppConfig } from '../config';
import { Outbox } from './outbox';
import { OUTBOX_QUEUE, OutboxJob, outboxJobId } from './outbox.job';

const KEEP_DISPATCHED_DAYS = 7;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Moves outbox rows to BullMQ (worker role). Each batch is one transaction: rows are taken with
 * FOR UPDATE SKIP LOCKED (two relays never take the same row), added with their deterministic job
 * ids and marked dispatched. A relay that dies before marking leaves the rows for the next one; the
 * job ids make that second add a no-op, and the consumers are idempotent besides. The relay keeps a
 * connection of its own (opened again after an error), so its polling never takes a pooled
 * connection that a request is waiting for.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private stopNudges?: () => void;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPurge = 0;
  private runner: QueryRunner | null = null;
  private passes: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(OUTBOX_QUEUE) private readonly queue: Queue<OutboxJob>,
    private readonly outbox: Outbox,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.stopNudges = this.outbox.onCommit(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.config.outboxPollMs);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopNudges?.();
    if (this.timer) clearInterval(this.timer);
    await this.draining;
    await this.dropConnection();
  }

  /** Drain now (or right after the drain under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Outbox relay pass failed; the next poll retries'))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Relays batches until none is full; returns how many rows this relay moved. One pass at a time. */
  drain(): Promise<number> {
    const pass = this.passes.then(() => this.drainOnce());
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  private async drainOnce(): Promise<number> {
    try {
      let moved = 0;
      for (;;) {
        const count = await this.relayBatch();
        moved += count;
        if (count < this.config.outboxBatchSize || this.stopped) break;
      }
      await this.purgeDispatched();
      return moved;
    } catch (error) {
      await this.dropConnection();
      throw error;
    }
  }

  private async connection(): Promise<QueryRunner> {
    if (!this.runner || this.runner.isReleased) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      this.runner = runner;
    }
    return this.runner;
  }

  private async dropConnection(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    if (!runner || runner.isReleased) return;
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release().catch(() => undefined);
  }

  private async relayBatch(): Promise<number> {
    const runner = await this.connection();
    await runner.startTransaction();
    try {
      const moved = await this.relayRows(runner);
      await runner.commitTransaction();
      return moved;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
  }

  private async relayRows(runner: QueryRunner): Promise<number> {
    const rows = (await runner.query(
      `SELECT id::text AS id, type, payload FROM outbox
       WHERE queue_prefix = $1 AND dispatched_at IS NULL
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [this.config.redisPrefix, this.config.outboxBatchSize],
    )) as Array<{ id: string; type: string; payload: Record<string, unknown> }>;
    if (rows.length === 0) return 0;
    await this.queue.addBulk(
      rows.map((row) => ({
        name: row.type,
        data: { outboxId: row.id, type: row.type, payload: row.payload },
        opts: {
          jobId: outboxJobId(row.id),
          attempts: this.config.emailMaxAttempts,
          backoff: { type: 'exponential', delay: this.config.emailRetryBaseMs },
          removeOnComplete: { age: 24 * 3600, count: 100_000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      })),
    );
    await runner.query('UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
    return rows.length;
  }

  private async purgeDispatched(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await (await this.connection()).query(`DELETE FROM outbox WHERE dispatched_at < now() - make_interval(days => $1)`, [KEEP_DISPATCHED_DAYS]);
  }
}
