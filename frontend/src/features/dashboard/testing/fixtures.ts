import type { MyReservation, ProductTypeView, UnitStatus, UnitView } from '@cdm/contracts';
import { premiumUnits, PRODUCT_TYPE_SEED } from '@cdm/domain';
import type { Remote } from '../figures';

/** The 60 units, all available unless `statuses` says otherwise (by unit code). */
export function unitsFixture(statuses: Record<string, UnitStatus> = {}): UnitView[] {
  return premiumUnits().map((seed) => ({
    unitCode: seed.unitCode,
    unitNumber: seed.unitNumber,
    module: seed.module,
    level: seed.level,
    productType: seed.type,
    status: statuses[seed.unitCode] ?? 'available',
    areaM2: seed.areaM2,
    basePriceCentavos: seed.basePriceCentavos,
    currentPriceCentavos: seed.basePriceCentavos,
  }));
}

/** The seeded catalogue as GET /api/product-types/active answers it, with some changes. */
export function productTypesFixture(changes: Record<string, Partial<ProductTypeView>> = {}): ProductTypeView[] {
  return PRODUCT_TYPE_SEED.map((seed, index) => ({
    id: `pt-${index + 1}`,
    code: seed.code,
    name: seed.name,
    category: seed.category,
    basePriceCentavos: seed.basePriceCentavos,
    discountPriceCentavos: null,
    areaM2: seed.areaM2,
    totalUnits: seed.totalUnits,
    availableUnits: seed.availableUnits,
    isActive: true,
    ...changes[seed.code],
  }));
}

export function reservationFixture(overrides: Partial<MyReservation> = {}): MyReservation {
  return {
    id: '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41',
    unitCode: 'A1P',
    productType: 'box-premium-panamericana',
    status: 'active',
    basePriceCentavos: 1_000_000_000,
    discountPercent: 15,
    totalAmountCentavos: 850_000_000,
    termMonths: 36,
    downPaymentCentavos: 340_000_000,
    downPaymentPercent: 40,
    monthlyPaymentCentavos: 5_327_183,
    reservationDepositCentavos: 10_000_000,
    reservationDepositPaid: true,
    referenceNumber: null,
    createdAt: '2026-03-02T16:00:00.000Z',
    expiresAt: '2026-03-12T16:00:00.000Z',
    contractStatus: null,
    ...overrides,
  };
}

export const loaded = <T,>(data: T): Remote<T> => ({ data, isPending: false, isError: false, refetch: jest.fn() });
export const loading = <T,>(): Remote<T> => ({ data: undefined, isPending: true, isError: false, refetch: jest.fn() });
export const failed = <T,>(): Remote<T> => ({ data: undefined, isPending: false, isError: true, refetch: jest.fn() });
