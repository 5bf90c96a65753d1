import type { MyReservation, UnitStatus, UnitView } from '@cdm/contracts';
import { premiumUnits } from '@cdm/domain';

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

export function reservationFixture(overrides: Partial<MyReservation> = {}): MyReservation {
  return {
    id: '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41',
    unitCode: 'A1P',
    productType: 'box-premium-panamericana',
    status: 'pending',
    basePriceCentavos: 1_000_000_000,
    discountPercent: 15,
    totalAmountCentavos: 850_000_000,
    termMonths: 36,
    downPaymentCentavos: 340_000_000,
    downPaymentPercent: 40,
    monthlyPaymentCentavos: 5_327_183,
    reservationDepositCentavos: 10_000_000,
    reservationDepositPaid: false,
    referenceNumber: null,
    createdAt: '2026-03-02T16:00:00.000Z',
    expiresAt: '2026-03-03T00:00:00.000Z',
    contractStatus: null,
    ...overrides,
  };
}
