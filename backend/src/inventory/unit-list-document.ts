import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { UnitView } from '@cdm/contracts';
import { etagOf } from './http-cache';
import { InventoryRepository } from './persistence/inventory.repository';
import { ListUnitsQuery } from './queries/list-units.query';

export type UnitListDocument = {
  version: string;
  json: string;
  etag: string;
  /** The same list by unit code (the live stream's events carry one unit each). */
  byCode: ReadonlyMap<string, UnitView>;
};

/**
 * GET /api/units, the busiest read of the site, answered from the serialised list and its ETag,
 * kept in memory per process and keyed by the rows' version (InventoryRepository.listVersion): each request costs one tiny query
 * instead of two reads, the mapping, the serialisation and the hash. A hold or a release is in the
 * very next answer of every replica, because the version is read from PostgreSQL on every request
 * (no in-process invalidation to miss). The version is read before the list, so a change that
 * commits in between can only make the kept list newer than its version (rebuilt once more next
 * time), never older.
 */
@Injectable()
export class UnitListDocuments {
  private kept: UnitListDocument | null = null;
  private building: Promise<UnitListDocument> | null = null;
  private buildingVersion: string | null = null;

  constructor(
    private readonly inventory: InventoryRepository,
    private readonly queries: QueryBus,
  ) {}

  async current(): Promise<UnitListDocument> {
    const version = await this.inventory.listVersion();
    if (this.kept?.version === version) return this.kept;
    // Requests that find the same new version share one rebuild.
    if (this.building && this.buildingVersion === version) return this.building;
    const building = this.build(version);
    this.building = building;
    this.buildingVersion = version;
    try {
      return await building;
    } finally {
      if (this.building === building) {
        this.building = null;
        this.buildingVersion = null;
      }
    }
  }

  private async build(version: string): Promise<UnitListDocument> {
    const units = await this.queries.execute<ListUnitsQuery, UnitView[]>(new ListUnitsQuery());
    const json = JSON.stringify(units);
    const document = { version, json, etag: etagOf(json), byCode: new Map(units.map((unit) => [unit.unitCode, unit])) };
    this.kept = document;
    return document;
  }
}
