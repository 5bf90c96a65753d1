import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { defineGauge, Metrics } from '../metrics';

export const QUEUE_JOBS = defineGauge({
  name: 'cdm_queue_jobs',
  help: 'Jobs of each queue of this deployment by state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'],
});

export const QUEUE_WORKERS = defineGauge({
  name: 'cdm_queue_workers',
  help: 'Consumers connected to each queue of this deployment, from every worker process (Redis CLIENT LIST)',
  labelNames: ['queue'],
});

/**
 * The depth of every BullMQ queue the app registered (whichever module owns it), read from Redis at
 * each scrape; the same figures from every process, since the queues are shared.
 */
@Injectable()
export class QueueMetrics implements OnModuleInit {
  private found: Queue[] | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(QUEUE_JOBS, async (set) => {
      for (const queue of this.queues()) {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        // BullMQ keeps prioritized jobs (and a paused queue's) apart from the waiting list: all of them wait.
        set({ queue: queue.name, state: 'waiting' }, (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.paused ?? 0));
        for (const state of ['active', 'delayed', 'failed'] as const) set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    });
    this.metrics.gauge(QUEUE_WORKERS, async (set) => {
      for (const queue of this.queues()) set({ queue: queue.name }, await queue.getWorkersCount());
    });
  }

  /** The queues registered by every module, once each. */
  queues(): Queue[] {
    if (!this.found) {
      const byName = new Map<string, Queue>();
      for (const { instance } of this.discovery.getProviders()) {
        if (instance instanceof Queue && !byName.has(instance.name)) byName.set(instance.name, instance);
      }
      this.found = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
    }
    return this.found;
  }
}
