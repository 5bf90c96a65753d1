import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { UnitView } from '@cdm/contracts';
import { unitAreaM2, unitPriceCentavos } from '@cdm/domain';
import { InventoryRepository } from '../persistence/inventory.repository';
import { ListUnitsQuery } from './list-units.query';

@QueryHandler(ListUnitsQuery)
export class ListUnitsHandler implements IQueryHandler<ListUnitsQuery, UnitView[]> {
  constructor(private readonly inventory: InventoryRepository) {}

  async execute(): Promise<UnitView[]> {
    const [units, priced] = await Promise.all([this.inventory.unitRows(), this.inventory.productTypePrices()]);
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
