// Product types seeded on a fresh installation (investor-portal.md §3 "Product type" and "Product
// catalogue on the dashboard"). Premium box counts come from the units themselves; the others have no
// unit rows yet.

/**
 * The product names, the one place they are written (decisions.md #34). The `product_types` table's
 * `name` column is a copy the seed writes from here; staff edit prices, areas and the active flag,
 * never the name, so this list is the source and the server and the browser both read it.
 */
export const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  'box-premium-panamericana': 'Box Premium Panamericana',
  'box-premium-monza': 'Box Premium Monza',
  'box-karts': 'Box de Karts',
  'box-drift': 'Box Off-Road / Drift',
  'lote-residencial': 'Lote Residencial',
  'membresia-vitalicia': 'Membresía Vitalicia',
};

/** A product type's name; an unknown code is shown as it is. */
export function productName(code: string): string {
  return PRODUCT_NAMES[code] ?? code;
}

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
  { code: 'box-premium-panamericana', name: PRODUCT_NAMES['box-premium-panamericana'], category: 'boxes-premium', basePriceCentavos: 10_000_000_00, areaM2: 60, totalUnits: 30, availableUnits: 30, sortOrder: 1 },
  { code: 'box-premium-monza', name: PRODUCT_NAMES['box-premium-monza'], category: 'boxes-premium', basePriceCentavos: 6_000_000_00, areaM2: 60, totalUnits: 30, availableUnits: 30, sortOrder: 2 },
  { code: 'box-karts', name: PRODUCT_NAMES['box-karts'], category: 'boxes-karting', basePriceCentavos: 2_500_000_00, areaM2: 45, totalUnits: 30, availableUnits: 24, sortOrder: 3 },
  { code: 'box-drift', name: PRODUCT_NAMES['box-drift'], category: 'boxes-drift', basePriceCentavos: 2_000_000_00, areaM2: 40, totalUnits: 30, availableUnits: 28, sortOrder: 4 },
  { code: 'lote-residencial', name: PRODUCT_NAMES['lote-residencial'], category: 'lotes-residenciales', basePriceCentavos: 5_000_000_00, areaM2: 500, totalUnits: 10, availableUnits: 8, sortOrder: 5 },
  { code: 'membresia-vitalicia', name: PRODUCT_NAMES['membresia-vitalicia'], category: 'membresias', basePriceCentavos: 1_000_000_00, areaM2: 0, totalUnits: 150, availableUnits: 150, sortOrder: 6 },
];

/** Product types that are sold as mapped units (the premium boxes). */
export const UNIT_PRODUCT_TYPES = ['box-premium-panamericana', 'box-premium-monza'] as const;

/** A card deposit must be paid within this window, or the unit returns to the map. */
export const CARD_PAYMENT_WINDOW_MINUTES = 30;
