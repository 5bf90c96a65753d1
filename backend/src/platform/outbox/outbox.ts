import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { AppConfig } from '../config';
import { toOutboxRow } from './durable-event';
import { SealedFields } from './sealed-fields';

/**
 * The write side of the transactional outbox. `add` runs inside the caller's transaction: the rows
 * commit with the state change or not at all. Once that transaction commits, a relay in this process
 * (if any) is nudged; relays elsewhere find the rows on their next poll.
 */
@Injectable()
export class Outbox implements OnModuleInit, EntitySubscriberInterface {
  private readonly waiting = new WeakSet<QueryRunner>();
  private readonly nudges = new Set<() => void>();
  private readonly sealer: SealedFields;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.sealer = new SealedFields(config.sessionSecret);
  }

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  async add(manager: EntityManager, ...events: object[]): Promise<void> {
    if (events.length === 0) return;
    if (!manager.queryRunner?.isTransactionActive) throw new Error('Outbox.add needs the transaction of the state change');
    const rows = events.map((event) => toOutboxRow(event, this.sealer));
    await manager.query(
      `INSERT INTO outbox (type, payload, queue_prefix)
       SELECT type, payload, $3 FROM unnest($1::text[], $2::jsonb[]) AS row (type, payload)`,
      [rows.map((row) => row.type), rows.map((row) => JSON.stringify(row.payload)), this.config.redisPrefix],
    );
    this.waiting.add(manager.queryRunner);
  }

  /**
   * The row of one event, for a write path that stores it in the same single statement as its state
   * change (no transaction object to pass to `add`); call `committed` once that statement has returned.
   */
  rowFor(event: object): { type: string; payload: string; queuePrefix: string } {
    const row = toOutboxRow(event, this.sealer);
    return { type: row.type, payload: JSON.stringify(row.payload), queuePrefix: this.config.redisPrefix };
  }

  /** Rows written by a statement of their own have committed: the relays in this process move them now. */
  committed(): void {
    this.nudges.forEach((nudge) => nudge());
  }

  /** A relay in this process asks to hear of every commit that wrote outbox rows. */
  onCommit(nudge: () => void): () => void {
    this.nudges.add(nudge);
    return () => this.nudges.delete(nudge);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.waiting.has(event.queryRunner)) return;
    this.waiting.delete(event.queryRunner);
    this.committed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.waiting.delete(event.queryRunner);
  }
}
