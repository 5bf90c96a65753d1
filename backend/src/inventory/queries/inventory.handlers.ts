import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { unitAreaM2, unitPriceCentavos } from '@cdm/domain';
import type { InventoryStats, ProductTypeView, UnitView } from '@cdm/contracts';
import { DataSource } from 'typeorm';
import { ProductTypeEntity } from '../persistence/product-type.entity';
import { UnitEntity } from '../persistence/unit.entity';
import { GetInventoryStatsQuery, GetUnitForPlanQuery, ListProductTypesQuery, ListUnitsQuery, UnitForPlan } from './inventory.queries';

const premiumTypes = (types: ProductTypeEntity[]) =>
  types.map((type) => ({ code: type.code, basePriceCentavos: type.basePriceCentavos, areaM2: type.areaM2 }));

@QueryHandler(ListUnitsQuery)
export class ListUnitsHandler implements IQueryHandler<ListUnitsQuery, UnitView[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // The busiest read of the site (every unit map): plain SQL rows, no entity hydration.
  async execute(): Promise<UnitView[]> {
    const [units, types] = (await Promise.all([
      this.dataSource.query(
        `SELECT unit_code, unit_number, module, level, product_type, status, area_m2, base_price_centavos, current_price_centavos
         FROM units ORDER BY module, unit_number`,
      ),
      this.dataSource.query('SELECT code, base_price_centavos, area_m2 FROM product_types'),
    ])) as [Array<Record<string, string | number | null>>, Array<{ code: string; base_price_centavos: string; area_m2: number }>];
    const priced = types.map((type) => ({ code: type.code, basePriceCentavos: Number(type.base_price_centavos), areaM2: type.area_m2 }));
    return units.map((row) => {
      const unit = {
        unitNumber: Number(row.unit_number),
        currentPriceCentavos: row.current_price_centavos === null ? null : Number(row.current_price_centavos),
        basePriceCentavos: Number(row.base_price_centavos),
        areaM2: Number(row.area_m2),
      };
      return {
        unitCode: String(row.unit_code),
        unitNumber: unit.unitNumber,
        module: String(row.module),
        level: Number(row.level),
        productType: String(row.product_type),
        status: row.status as UnitView['status'],
        areaM2: unitAreaM2(unit, priced),
        basePriceCentavos: unit.basePriceCentavos,
        currentPriceCentavos: unitPriceCentavos(unit, priced),
      };
    });
  }
}

@QueryHandler(ListProductTypesQuery)
export class ListProductTypesHandler implements IQueryHandler<ListProductTypesQuery, ProductTypeView[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ includeInactive }: ListProductTypesQuery): Promise<ProductTypeView[]> {
    // Mapped products count their units live; the others carry their counts on the type.
    const rows = (await this.dataSource.query(
      `SELECT t.*, count(u.unit_code)::int AS unit_rows, count(u.unit_code) FILTER (WHERE u.status = 'available')::int AS units_available
       FROM product_types t LEFT JOIN units u ON u.product_type = t.code
       ${includeInactive ? '' : 'WHERE t.is_active'}
       GROUP BY t.id ORDER BY t.sort_order, t.code`,
    )) as Array<Record<string, unknown>>;
    return rows.map((row) => {
      const hasUnits = Number(row.unit_rows) > 0;
      return {
        id: String(row.id),
        code: String(row.code),
        name: String(row.name),
        category: String(row.category),
        basePriceCentavos: Number(row.base_price_centavos),
        discountPriceCentavos: row.discount_price_centavos === null ? null : Number(row.discount_price_centavos),
        areaM2: Number(row.area_m2),
        totalUnits: hasUnits ? Number(row.unit_rows) : Number(row.total_units),
        availableUnits: hasUnits ? Number(row.units_available) : Number(row.available_units),
        isActive: Boolean(row.is_active),
      };
    });
  }
}

@QueryHandler(GetInventoryStatsQuery)
export class GetInventoryStatsHandler implements IQueryHandler<GetInventoryStatsQuery, InventoryStats> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<InventoryStats> {
    const [units, types] = await Promise.all([
      this.dataSource.getRepository(UnitEntity).find(),
      this.dataSource.getRepository(ProductTypeEntity).find({ order: { sortOrder: 'ASC' } }),
    ]);
    const priced = premiumTypes(types);
    const count = (list: UnitEntity[], status: string) => list.filter((unit) => unit.status === status).length;
    const modules = [...new Set(units.map((unit) => unit.module))].sort();
    return {
      totalUnits: units.length,
      available: count(units, 'available'),
      reserved: count(units, 'reserved'),
      blocked: count(units, 'blocked'),
      sold: count(units, 'sold'),
      byModule: modules.map((module) => {
        const inModule = units.filter((unit) => unit.module === module);
        return {
          module,
          available: count(inModule, 'available'),
          reserved: count(inModule, 'reserved'),
          blocked: count(inModule, 'blocked'),
          sold: count(inModule, 'sold'),
          total: inModule.length,
          revenueCentavos: inModule.filter((unit) => unit.status === 'sold').reduce((sum, unit) => sum + unitPriceCentavos(unit, priced), 0),
        };
      }),
      byType: types
        .filter((type) => units.some((unit) => unit.productType === type.code))
        .map((type) => {
          const ofType = units.filter((unit) => unit.productType === type.code);
          return {
            type: type.code,
            name: type.name,
            total: ofType.length,
            available: count(ofType, 'available'),
            reserved: count(ofType, 'reserved'),
            blocked: count(ofType, 'blocked'),
            sold: count(ofType, 'sold'),
          };
        }),
    };
  }
}

@QueryHandler(GetUnitForPlanQuery)
export class GetUnitForPlanHandler implements IQueryHandler<GetUnitForPlanQuery, UnitForPlan | null> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ unitCode }: GetUnitForPlanQuery): Promise<UnitForPlan | null> {
    const unit = await this.dataSource.getRepository(UnitEntity).findOne({ where: { unitCode } });
    if (!unit) return null;
    const types = await this.dataSource.getRepository(ProductTypeEntity).find();
    const type = types.find((candidate) => candidate.code === unit.productType);
    return {
      unitCode: unit.unitCode,
      productType: unit.productType,
      productTypeName: type?.name ?? unit.productType,
      priceCentavos: unitPriceCentavos(unit, premiumTypes(types)),
      areaM2: unitAreaM2(unit, premiumTypes(types)),
    };
  }
}
