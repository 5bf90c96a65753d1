import type { ProductTypeView, UnitView } from '@cdm/contracts';
import { PRODUCT_TYPE_SEED, UNIT_PRODUCT_TYPES } from '@cdm/domain';

// investor-portal.md §3: the dashboard calculator's unit types. Their base prices come from the live price list
// (GET /api/product-types/active); the seeded catalogue of libs/domain is the fallback.
export const FINANCING_PRODUCT_CODES = ['box-premium-panamericana', 'box-premium-monza', 'box-karts', 'box-drift', 'lote-residencial'] as const;

export type FinancingProduct = {
  code: string;
  name: string;
  priceCentavos: number;
  /** Sold as a unit of the map: the server can quote it by email. */
  quotable: boolean;
};

export function financingProducts(productTypes: readonly ProductTypeView[]): FinancingProduct[] {
  return FINANCING_PRODUCT_CODES.map((code) => {
    const live = productTypes.find((type) => type.code === code);
    const seed = PRODUCT_TYPE_SEED.find((type) => type.code === code);
    const livePrice = live && live.basePriceCentavos > 0 ? live.basePriceCentavos : undefined;
    return {
      code,
      name: live?.name ?? seed?.name ?? code,
      priceCentavos: livePrice ?? seed?.basePriceCentavos ?? 0,
      quotable: (UNIT_PRODUCT_TYPES as readonly string[]).includes(code),
    };
  });
}

/** Units of a product type that can still be chosen, in map order. */
export function availableUnitsOf(units: readonly UnitView[], productType: string): UnitView[] {
  return units
    .filter((unit) => unit.productType === productType && unit.status === 'available')
    .sort((a, b) => a.module.localeCompare(b.module) || a.unitNumber - b.unitNumber);
}
