// Units of the six grandstand modules (investor-portal.md §3, §9; product-decisions.md "Business rules kept exactly").

export const MODULES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ModuleLetter = (typeof MODULES)[number];

export const UNITS_PER_MODULE = 10;
export const MODULE_AREA_M2 = 2_200;
export const PREMIUM_BOX_AREA_M2 = 60;
export const PREMIUM_BOX_LEVEL = 1;

export type PremiumBoxType = 'box-premium-panamericana' | 'box-premium-monza';

/** Odd unit numbers are Panamericana boxes, even ones Monza. */
export function premiumBoxType(unitNumber: number): PremiumBoxType {
  return unitNumber % 2 === 1 ? 'box-premium-panamericana' : 'box-premium-monza';
}

/** Module letter, then ceil(n/2), then P for odd n or M for even n: A1P, A1M, … A5M. */
export function unitCode(module: ModuleLetter, unitNumber: number): string {
  if (!Number.isInteger(unitNumber) || unitNumber < 1 || unitNumber > UNITS_PER_MODULE) {
    throw new RangeError(`Unit number must be 1–${UNITS_PER_MODULE}`);
  }
  return `${module}${Math.ceil(unitNumber / 2)}${unitNumber % 2 === 1 ? 'P' : 'M'}`;
}

export const UNIT_CODE_PATTERN = /^[A-F][1-5][PM]$/;

/** Fallback prices when neither the product type nor the unit carries one (MXN centavos). */
export const PREMIUM_FALLBACK_PRICE_CENTAVOS: Record<PremiumBoxType, number> = {
  'box-premium-panamericana': 10_000_000_00,
  'box-premium-monza': 6_000_000_00,
};

export type PremiumUnitSeed = {
  unitCode: string;
  unitNumber: number;
  module: ModuleLetter;
  level: number;
  type: PremiumBoxType;
  areaM2: number;
  basePriceCentavos: number;
};

/** The 60 premium boxes: 6 modules × 10. */
export function premiumUnits(): PremiumUnitSeed[] {
  return MODULES.flatMap((module) =>
    Array.from({ length: UNITS_PER_MODULE }, (_, index) => {
      const unitNumber = index + 1;
      const type = premiumBoxType(unitNumber);
      return {
        unitCode: unitCode(module, unitNumber),
        unitNumber,
        module,
        level: PREMIUM_BOX_LEVEL,
        type,
        areaM2: PREMIUM_BOX_AREA_M2,
        basePriceCentavos: PREMIUM_FALLBACK_PRICE_CENTAVOS[type],
      };
    }),
  );
}

type PricedUnit = { unitNumber: number; currentPriceCentavos?: number | null; basePriceCentavos?: number | null; areaM2?: number | null };
type PricedType = { code: string; basePriceCentavos?: number | null; areaM2?: number | null; isActive?: boolean };

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/**
 * Price of a unit: its product type's price, then the unit's current price, then its base
 * price, then 10 M (Panamericana) or 6 M (Monza). investor-portal.md §3.
 */
export function unitPriceCentavos(unit: PricedUnit, productTypes: readonly PricedType[]): number {
  const type = premiumBoxType(unit.unitNumber);
  const fromType = productTypes.find((productType) => productType.code === type)?.basePriceCentavos;
  if (positive(fromType)) return fromType;
  if (positive(unit.currentPriceCentavos)) return unit.currentPriceCentavos;
  if (positive(unit.basePriceCentavos)) return unit.basePriceCentavos;
  return PREMIUM_FALLBACK_PRICE_CENTAVOS[type];
}

/** Area of a unit: its product type's area, then the unit's, then 60 m². */
export function unitAreaM2(unit: PricedUnit, productTypes: readonly PricedType[]): number {
  const fromType = productTypes.find((productType) => productType.code === premiumBoxType(unit.unitNumber))?.areaM2;
  if (positive(fromType)) return fromType;
  if (positive(unit.areaM2)) return unit.areaM2;
  return PREMIUM_BOX_AREA_M2;
}

/** Share of a module already taken (investor-portal.md §9: progress = (sold + reserved) / total), 0–100. */
export function moduleProgressPercent(counts: { sold: number; reserved: number; total: number }): number {
  return counts.total === 0 ? 0 : Math.round(((counts.sold + counts.reserved) / counts.total) * 100);
}
