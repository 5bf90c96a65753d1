import { Injectable, OnModuleInit } from '@nestjs/common';
import { UNIT_STATUSES } from '@cdm/contracts';
import { defineGauge, Metrics } from '../platform/metrics';
import { InventoryRepository } from './persistence/inventory.repository';

export const UNITS_BY_STATUS = defineGauge({
  name: 'cdm_units',
  help: 'Units of the inventory in each status (available, blocked, reserved, sold)',
  labelNames: ['status'],
});

/** The inventory's figures for the metrics, read from its own table at each scrape. */
@Injectable()
export class InventoryMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly inventory: InventoryRepository,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(UNITS_BY_STATUS, async (set) => {
      const counts = new Map((await this.inventory.countsByStatus()).map((row) => [row.status, row.units]));
      // Every status is shown, 0 included, so a graph or a rule never loses a series.
      for (const status of new Set<string>([...UNIT_STATUSES, ...counts.keys()])) set({ status }, counts.get(status) ?? 0);
    });
  }
}
