import type { ProductTypeView, UnitView } from '@cdm/contracts';
import { MODULES, moduleProgressPercent, unitAreaM2, unitPriceCentavos, type ModuleLetter } from '@cdm/domain';
import { productTypeLabel } from './texts';

export type ModuleCounts = { module: ModuleLetter; available: number; reserved: number; sold: number; total: number; progressPercent: number };

/** Counts per module for the master plan; a blocked unit counts as reserved (yellow on the map). */
export function moduleCounts(units: readonly UnitView[]): ModuleCounts[] {
  return MODULES.map((module) => {
    const inModule = units.filter((unit) => unit.module === module);
    const available = inModule.filter((unit) => unit.status === 'available').length;
    const reserved = inModule.filter((unit) => unit.status === 'reserved' || unit.status === 'blocked').length;
    const sold = inModule.filter((unit) => unit.status === 'sold').length;
    const total = inModule.length;
    return { module, available, reserved, sold, total, progressPercent: moduleProgressPercent({ sold, reserved, total }) };
  });
}

export function unitsOfModule(units: readonly UnitView[], module: string): UnitView[] {
  return units.filter((unit) => unit.module === module).sort((a, b) => a.unitNumber - b.unitNumber);
}

/**
 * The price the plan starts from. The server already resolved the product type's price into
 * currentPriceCentavos; the domain's fallbacks (base price, then 10 M / 6 M) cover a unit without one.
 */
export function planPriceCentavos(unit: UnitView): number {
  return unitPriceCentavos(unit, []);
}

export function unitArea(unit: UnitView, productTypes: readonly ProductTypeView[]): number {
  return unitAreaM2(unit, productTypes);
}

export function unitTypeName(unit: Pick<UnitView, 'productType'>, productTypes: readonly ProductTypeView[]): string {
  return productTypes.find((type) => type.code === unit.productType)?.name ?? productTypeLabel(unit.productType);
}
