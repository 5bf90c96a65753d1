import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { defineGauge, Metrics, sharedRead } from '../metrics';

export const OUTBOX_PENDING = defineGauge({
  name: 'cdm_outbox_pending_rows',
  help: 'Outbox rows of this deployment not yet relayed to the queue',
  labelNames: [],
});

export const OUTBOX_OLDEST_AGE = defineGauge({
  name: 'cdm_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest outbox row of this deployment not yet relayed (0 when none waits)',
  labelNames: [],
});

export const SCHEDULED_RUN_LAST_DAY = defineGauge({
  name: 'cdm_scheduled_run_last_completed_day_timestamp_seconds',
  help: 'The last day each scheduled run completed for, as 00:00 UTC of that calendar day (unix seconds)',
  labelNames: ['run'],
});

export type OutboxBacklogFigures = { pending: number; oldestAgeSeconds: number };

/**
 * How far behind the relay is (rows of this deployment still to relay, and the age of the oldest),
 * for the worker's health and the metrics; and the scheduled runs' last completed days.
 */
@Injectable()
export class OutboxBacklog implements OnModuleInit {
  private readonly shared = sharedRead(() => this.read());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(OUTBOX_PENDING, async (set) => set({}, (await this.shared()).pending));
    this.metrics.gauge(OUTBOX_OLDEST_AGE, async (set) => set({}, (await this.shared()).oldestAgeSeconds));
    this.metrics.gauge(SCHEDULED_RUN_LAST_DAY, async (set) => {
      for (const { run, day } of await this.lastCompletedDays()) set({ run }, Date.parse(`${day}T00:00:00Z`) / 1000);
    });
  }

  async read(): Promise<OutboxBacklogFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - min(created_at)), 0)::float8 AS "oldestAgeSeconds"
       FROM outbox WHERE queue_prefix = $1 AND dispatched_at IS NULL`,
      [this.config.redisPrefix],
    )) as OutboxBacklogFigures[];
    return { pending: row.pending, oldestAgeSeconds: Math.max(0, row.oldestAgeSeconds) };
  }

  /** Each scheduled run of this deployment (its name without the deployment's prefix) and its last completed day. */
  async lastCompletedDays(): Promise<Array<{ run: string; day: string }>> {
    const prefix = `${this.config.redisPrefix}:`;
    const rows = (await this.dataSource.query(
      `SELECT name, to_char(last_completed_for, 'YYYY-MM-DD') AS day FROM scheduled_runs WHERE starts_with(name, $1)`,
      [prefix],
    )) as Array<{ name: string; day: string }>;
    return rows.map((row) => ({ run: row.name.slice(prefix.length), day: row.day }));
  }
}
