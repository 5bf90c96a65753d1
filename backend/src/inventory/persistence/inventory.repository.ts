import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import { ProductTypeEntity } from './product-type.entity';
import { UnitEntity } from './unit.entity';

export type UnitRow = Record<string, string | number | null>;
export type ProductTypeRow = Record<string, unknown>;
export type ProductTypePrice = { code: string; basePriceCentavos: number; areaM2: number };

/**
 * What a version of the units' rows and of the product types their prices come from looks like, as
 * one short string: every row version PostgreSQL writes (an UPDATE, INSERT or DELETE, from any
 * process or replica, by any code path or by hand) gets a newer transaction id in `xmin`, so the sum
 * of the xmins and the row count change with every committed change. Locking a row does not.
 */
const VERSION_SQL = `
  SELECT (SELECT coalesce(sum(xmin::text::bigint), 0)::text || ':' || count(*) FROM units)
      || '/' || (SELECT coalesce(sum(xmin::text::bigint), 0)::text || ':' || count(*) FROM product_types) AS version`;

/** The SQL of the inventory context's reads and of the staff's product-type edits. */
@Injectable()
export class InventoryRepository extends TransactionalRepository {
  async listVersion(): Promise<string> {
    const [{ version }] = await this.dataSource.query<Array<{ version: string }>>(VERSION_SQL);
    return version;
  }

  /** How many units are in each status (the metrics' unit counts). */
  async countsByStatus(): Promise<Array<{ status: string; units: number }>> {
    return this.dataSource.query('SELECT status, count(*)::int AS units FROM units GROUP BY status ORDER BY status');
  }

  /** Every unit as plain rows (the busiest read of the site: no entity hydration), in map order. */
  unitRows(): Promise<UnitRow[]> {
    return this.dataSource.query(
      `SELECT unit_code, unit_number, module, level, product_type, status, area_m2, base_price_centavos, current_price_centavos
       FROM units ORDER BY module, unit_number`,
    );
  }

  async productTypePrices(): Promise<ProductTypePrice[]> {
    const rows = await this.dataSource.query<Array<{ code: string; base_price_centavos: string; area_m2: number }>>(
      'SELECT code, base_price_centavos, area_m2 FROM product_types',
    );
    return rows.map((type) => ({ code: type.code, basePriceCentavos: Number(type.base_price_centavos), areaM2: type.area_m2 }));
  }

  /** Product types with their units counted live (`unit_rows`, `units_available`). */
  productTypesWithCounts(includeInactive: boolean): Promise<ProductTypeRow[]> {
    return this.dataSource.query(
      `SELECT t.*, count(u.unit_code)::int AS unit_rows, count(u.unit_code) FILTER (WHERE u.status = 'available')::int AS units_available
       FROM product_types t LEFT JOIN units u ON u.product_type = t.code
       ${includeInactive ? '' : 'WHERE t.is_active'}
       GROUP BY t.id ORDER BY t.sort_order, t.code`,
    );
  }

  units(): Promise<UnitEntity[]> {
    return this.dataSource.getRepository(UnitEntity).find();
  }

  unit(unitCode: string): Promise<UnitEntity | null> {
    return this.dataSource.getRepository(UnitEntity).findOne({ where: { unitCode } });
  }

  productTypes(): Promise<ProductTypeEntity[]> {
    return this.dataSource.getRepository(ProductTypeEntity).find({ order: { sortOrder: 'ASC' } });
  }

  lockProductType(id: string, manager: EntityManager): Promise<ProductTypeEntity | null> {
    return manager.getRepository(ProductTypeEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateProductType(id: string, changes: Partial<ProductTypeEntity>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(ProductTypeEntity).update(id, changes);
  }
}
