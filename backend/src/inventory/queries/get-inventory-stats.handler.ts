import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InventoryStats } from '@cdm/contracts';
import { unitPriceCentavos } from '@cdm/domain';
import { InventoryRepository } from '../persistence/inventory.repository';
import { UnitEntity } from '../persistence/unit.entity';
import { GetInventoryStatsQuery } from './get-inventory-stats.query';
import { premiumTypes } from './premium-types';

@QueryHandler(GetInventoryStatsQuery)
export class GetInventoryStatsHandler implements IQueryHandler<GetInventoryStatsQuery, InventoryStats> {
  constructor(private readonly inventory: InventoryRepository) {}

  async execute(): Promise<InventoryStats> {
    const [units, types] = await Promise.all([this.inventory.units(), this.inventory.productTypes()]);
    const priced = premiumTypes(types);
    const count = (list: UnitEntity[], status: string) => list.filter((unit) => unit.status === status).length;
    const byStatus = (list: UnitEntity[]) => ({
      available: count(list, 'available'),
      reserved: count(list, 'reserved'),
      blocked: count(list, 'blocked'),
      sold: count(list, 'sold'),
    });
    const modules = [...new Set(units.map((unit) => unit.module))].sort();
    return {
      totalUnits: units.length,
      ...byStatus(units),
      byModule: modules.map((module) => {
        const inModule = units.filter((unit) => unit.module === module);
        return {
          module,
          ...byStatus(inModule),
          total: inModule.length,
          revenueCentavos: inModule.filter((unit) => unit.status === 'sold').reduce((sum, unit) => sum + unitPriceCentavos(unit, priced), 0),
        };
      }),
      byType: types
        .filter((type) => units.some((unit) => unit.productType === type.code))
        .map((type) => {
          const ofType = units.filter((unit) => unit.productType === type.code);
          return { type: type.code, name: type.name, total: ofType.length, ...byStatus(ofType) };
        }),
    };
  }
}
