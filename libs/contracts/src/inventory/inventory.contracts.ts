import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import type { Page } from '../admin/admin.contracts';

export const UNIT_STATUSES = ['available', 'blocked', 'reserved', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** GET /api/units — every unit with its live status. Money in MXN centavos. */
export type UnitView = {
  unitCode: string;
  unitNumber: number;
  module: string;
  level: number;
  /** Product type code: box-premium-panamericana or box-premium-monza. */
  productType: string;
  status: UnitStatus;
  areaM2: number;
  basePriceCentavos: number;
  /** The price the plan starts from (product type price with the fallbacks of investor-portal.md §3). */
  currentPriceCentavos: number;
};

/** GET /api/product-types/active (and the staff list, with inactive ones). */
export type ProductTypeView = {
  id: string;
  code: string;
  name: string;
  category: string;
  basePriceCentavos: number;
  discountPriceCentavos: number | null;
  areaM2: number;
  totalUnits: number;
  availableUnits: number;
  isActive: boolean;
};

export type InventoryStats = {
  totalUnits: number;
  available: number;
  reserved: number;
  blocked: number;
  sold: number;
  byModule: Array<{ module: string; available: number; reserved: number; blocked: number; sold: number; total: number; revenueCentavos: number }>;
  byType: Array<{ type: string; name: string; total: number; available: number; reserved: number; blocked: number; sold: number }>;
};

// Staff edit prices in whole pesos and areas in whole m² (investor-portal.md §5: parsed as integers).
export const PRODUCT_EDIT_LIMITS = { minPrice: 10_000, maxPrice: 500_000_000, minArea: 1, maxArea: 100_000 } as const;

export class UpdateProductPriceDto {
  @Max(PRODUCT_EDIT_LIMITS.maxPrice, { message: 'El precio no puede pasar de $500,000,000 MXN' })
  @Min(PRODUCT_EDIT_LIMITS.minPrice, { message: 'El precio debe ser de al menos $10,000 MXN' })
  @IsInt({ message: 'El precio debe ser un número entero de pesos' })
  price!: number;
}

export class UpdateProductAreaDto {
  @Max(PRODUCT_EDIT_LIMITS.maxArea, { message: 'El área no puede pasar de 100,000 m²' })
  @Min(PRODUCT_EDIT_LIMITS.minArea, { message: 'El área debe ser de al menos 1 m²' })
  @IsInt({ message: 'El área debe ser un número entero de m²' })
  area!: number;
}

export class UpdateProductStatusDto {
  @IsBoolean({ message: 'Indica si el producto está activo' })
  isActive!: boolean;
}

export type ProductTypeList = Page<ProductTypeView>;

/**
 * GET /api/units/events — Server-Sent Events of the inventory (issue 29). Every event carries
 * `id: <version>`; versions grow by one per unit change, in commit order. A client that
 * reconnects with `Last-Event-ID` gets every change after it, or a fresh snapshot when that
 * version is too old to replay. Comment lines (`: ping`) are heartbeats.
 */
export const UNIT_EVENTS_PATH = '/api/units/events';

/** `event: snapshot` — the whole list as of `version` (first event of a stream without a usable Last-Event-ID). */
export type UnitSnapshotEvent = { version: number; units: UnitView[] };

/** `event: unit` — one unit's new status or public figures, as of `version`. */
export type UnitChangeEvent = { version: number; unit: UnitView; previousStatus: UnitStatus | null };
