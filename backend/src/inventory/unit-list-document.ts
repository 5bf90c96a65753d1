import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UnitView } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { etagOf } from './http-cache';
import { ListUnitsQuery } from './queries/inventory.queries';

export type UnitListDocument = { version: string; json: string; etag: string };

/**
 * What the units' rows (and the product types their prices come from) look like right now, as one
 * short string: every row version PostgreSQL writes (an UPDATE, INSERT or DELETE, from any process
 * or replica, by any code path or by hand) gets a newer transaction id in `xmin`, so the sum of
 * the xmins and the row count change with every committed change. Locking a row does not.
 */
const VERSION_SQL = `
  SELECT (SELECT coalesce(sum(xmin::text::bigint), 0)::text || ':' || count(*) FROM units)
      || '/' || (SELECT coalesce(sum(xmin::text::bigint), 0)::text || ':' || count(*) FROM product_types) AS version`;

/**
 * GET /api/units, the busiest read of the site, answered from the serialised list and its ETag,
 * kept in memory per process and keyed by the version above: each request costs one tiny query
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async current(): Promise<UnitListDocument> {
    const [{ version }] = (await this.dataSource.query(VERSION_SQL)) as Array<{ version: string }>;
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
    const document = { version, json, etag: etagOf(json) };
    this.kept = document;
    return document;
  }
}
