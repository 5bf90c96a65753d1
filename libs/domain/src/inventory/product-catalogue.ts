// Product types seeded on a fresh installation (spec investor-portal §3 product catalogue; issue 8).
// Premium box counts come from the units themselves; the others have no unit rows yet.

export type ProductTypeSeed = {
  code: string;
  name: string;
  category: string;
  basePriceCentavos: number;
  areaM2: number;
  totalUnits: number;
  availableUnits: number;
  sortOrder: number;
};

export const PRODUCT_TYPE_SEED: readonly ProductTypeSeed[] = [
  { code: 'box-premium-panamericana', name: 'Box Premium Panamericana', category: 'boxes-premium', basePriceCentavos: 10_000_000_00, areaM2: 60, totalUnits: 30, availableUnits: 30, sortOrder: 1 },
  { code: 'box-premium-monza', name: 'Box Premium Monza', category: 'boxes-premium', basePriceCentavos: 6_000_000_00, areaM2: 60, totalUnits: 30, availableUnits: 30, sortOrder: 2 },
  { code: 'box-karts', name: 'Box de Karts', category: 'boxes-karting', basePriceCentavos: 2_500_000_00, areaM2: 45, totalUnits: 30, availableUnits: 24, sortOrder: 3 },
  { code: 'box-drift', name: 'Box Off-Road / Drift', category: 'boxes-drift', basePriceCentavos: 2_000_000_00, areaM2: 40, totalUnits: 30, availableUnits: 28, sortOrder: 4 },
  { code: 'lote-residencial', name: 'Lote Residencial', category: 'lotes-residenciales', basePriceCentavos: 5_000_000_00, areaM2: 500, totalUnits: 10, availableUnits: 8, sortOrder: 5 },
  { code: 'membresia-vitalicia', name: 'Membresía Vitalicia', category: 'membresias', basePriceCentavos: 1_000_000_00, areaM2: 0, totalUnits: 150, availableUnits: 150, sortOrder: 6 },
];

/** Product types that are sold as mapped units (the premium boxes). */
export const UNIT_PRODUCT_TYPES = ['box-premium-panamericana', 'box-premium-monza'] as const;

/** A card deposit must be paid within this window, or the unit returns to the map. */
export const CARD_PAYMENT_WINDOW_MINUTES = 30;
