import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config';
import { OutboxBacklog } from '../outbox';
import { RedisClient } from '../redis/redis.module';

type CheckState = 'ok' | 'down';

export type ProcessHealthReport = {
  status: CheckState;
  role: AppConfig['appRole'];
  checks: {
    database: CheckState;
    redis: CheckState;
    /** Worker roles: every queue consumer of this process is running. */
    consumers?: CheckState;
    /** Worker roles: the oldest outbox row still to relay is younger than HEALTH_OUTBOX_MAX_AGE_SECONDS. */
    outbox?: CheckState;
  };
  /** The queues whose consumer in this process is not running. */
  stoppedConsumers?: string[];
  outboxOldestAgeSeconds?: number | null;
};

// A probe gives up after 5 s (docker-compose.yml): each check answers well before that.
const CHECK_TIMEOUT_MS = 3_000;

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The health of this process as its internal listener answers it (GET /health): PostgreSQL and
 * Redis answer; and where jobs are processed, every queue consumer is running and the outbox relay
 * keeps up. A worker whose consumer died while the process lives on is then reported down.
 */
@Injectable()
export class ProcessHealth {
  private consumerHosts: Array<{ queue: string; host: WorkerHost }> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
    private readonly backlog: OutboxBacklog,
  ) {}

  async check(): Promise<ProcessHealthReport> {
    const worker = this.config.runsWorkers;
    const [database, redis, outboxAge] = await Promise.all([
      within(this.dataSource.query('SELECT 1').then(() => true), false),
      within(this.redis.ping(), false),
      worker ? within(this.backlog.read().then((figures) => figures.oldestAgeSeconds), null) : Promise.resolve(null),
    ]);
    const report: ProcessHealthReport = {
      status: 'ok',
      role: this.config.appRole,
      checks: { database: database ? 'ok' : 'down', redis: redis ? 'ok' : 'down' },
    };
    if (worker) {
      const stopped = this.stoppedConsumers();
      report.checks.consumers = stopped.length === 0 ? 'ok' : 'down';
      report.stoppedConsumers = stopped;
      report.checks.outbox = outboxAge !== null && outboxAge <= this.config.healthOutboxMaxAgeSeconds ? 'ok' : 'down';
      report.outboxOldestAgeSeconds = outboxAge === null ? null : Math.round(outboxAge);
    }
    report.status = Object.values(report.checks).every((state) => state === 'ok') ? 'ok' : 'down';
    return report;
  }

  /** The queues of this process whose consumer is not running (closed, closing, paused or never started). */
  stoppedConsumers(): string[] {
    return this.consumers()
      .filter(({ host }) => {
        try {
          const worker = host.worker;
          return !worker.isRunning() || worker.isPaused() || Boolean(worker.closing);
        } catch {
          return true;
        }
      })
      .map(({ queue }) => queue);
  }

  /** Every queue consumer (@Processor) of this process, found once. */
  consumers(): Array<{ queue: string; host: WorkerHost }> {
    if (!this.consumerHosts) {
      this.consumerHosts = this.discovery
        .getProviders()
        .filter((wrapper) => wrapper.instance instanceof WorkerHost)
        .map((wrapper) => {
          const host = wrapper.instance as WorkerHost;
          let queue = wrapper.name;
          try {
            queue = host.worker.name;
          } catch {
            // not started: named by its class
          }
          return { queue, host };
        });
    }
    return this.consumerHosts;
  }
}
