import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';

/**
 * Scheduled runs that catch up: each run records the day it completed for (`scheduled_runs`), so a
 * day missed while no worker was up is seen when one comes back; and one instance at a time runs a
 * schedule (a session advisory lock held on its own connection for the whole run, released by
 * PostgreSQL if the process dies). Runs are kept per deployment (its REDIS_PREFIX), like the
 * outbox rows: processes of another deployment on the same database neither see nor lock them.
 */
@Injectable()
export class ScheduledRuns {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The row name of a schedule in this deployment. */
  key(name: string): string {
    return `${this.config.redisPrefix}:${name}`;
  }

  async lastCompletedFor(name: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT to_char(last_completed_for, 'YYYY-MM-DD') AS day FROM scheduled_runs WHERE name = $1`, [
      this.key(name),
    ])) as Array<{ day: string }>;
    return row?.day ?? null;
  }

  /** Never moves backwards: a late catch-up does not undo a later completed day. */
  async markCompleted(name: string, day: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO scheduled_runs (name, last_completed_for, completed_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET last_completed_for = GREATEST(scheduled_runs.last_completed_for, EXCLUDED.last_completed_for),
         completed_at = now()`,
      [this.key(name), day],
    );
  }

  /** Runs `work` unless another instance is running this schedule (then `{ ran: false }`). */
  async exclusive<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`scheduled-run:${this.key(name)}`])) as Array<{
        locked: boolean;
      }>;
      if (!locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`scheduled-run:${this.key(name)}`]);
      }
    } finally {
      await runner.release();
    }
  }
}
