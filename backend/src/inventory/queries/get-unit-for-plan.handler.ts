import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { unitAreaM2, unitPriceCentavos } from '@cdm/domain';
import { InventoryRepository } from '../persistence/inventory.repository';
import { GetUnitForPlanQuery, UnitForPlan } from './get-unit-for-plan.query';
import { premiumTypes } from './premium-types';

@QueryHandler(GetUnitForPlanQuery)
export class GetUnitForPlanHandler implements IQueryHandler<GetUnitForPlanQuery, UnitForPlan | null> {
  constructor(private readonly inventory: InventoryRepository) {}

  async execute({ unitCode }: GetUnitForPlanQuery): Promise<UnitForPlan | null> {
    const unit = await this.inventory.unit(unitCode);
    if (!unit) return null;
    const types = await this.inventory.productTypes();
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
