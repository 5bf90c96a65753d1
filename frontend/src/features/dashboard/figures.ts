import type { MyReservation, ProductTypeView, UnitView } from '@cdm/contracts';
import { formatMillionsOfPesos, PRODUCT_TYPE_SEED, type PremiumBoxType } from '@cdm/domain';

/**
 * What a tab needs to know of a server answer. The app layer passes the queries of other
 * contexts (a TanStack Query result fits), so that every screen shares one request per resource.
 */
export type Remote<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

// A reservation confirmed by its paid deposit, or already a sale.
const CONFIRMED: ReadonlySet<string> = new Set(['active', 'converted']);
// Holds a unit: confirmed, or waiting for its deposit (card window or bank-transfer block).
const AWAITING: ReadonlySet<string> = new Set(['pending', 'blocked']);

export const isConfirmed = (reservation: Pick<MyReservation, 'status'>) => CONFIRMED.has(reservation.status);
export const isAwaitingDeposit = (reservation: Pick<MyReservation, 'status'>) => AWAITING.has(reservation.status);

/** The units in the investor's portfolio: confirmed ones first, then those awaiting their deposit. */
export function portfolioReservations(reservations: readonly MyReservation[]): MyReservation[] {
  return [...reservations.filter(isConfirmed), ...reservations.filter(isAwaitingDeposit)];
}

/** 'My investment': the price of the confirmed reservations, in MXN centavos. */
export function myInvestmentCentavos(reservations: readonly MyReservation[]): number {
  return reservations.filter(isConfirmed).reduce((sum, reservation) => sum + reservation.totalAmountCentavos, 0);
}

/** investor-portal.md §2.4, §9: in millions with 1 decimal. 850_000_000 centavos → '$8.5M MXN'. */
export function formatMillionsMxn(centavos: number): string {
  return formatMillionsOfPesos(centavos);
}

/** 'Units available': the units of the map that can be chosen now, out of all of them. */
export function unitAvailability(units: readonly UnitView[]): { available: number; total: number } {
  return { available: units.filter((unit) => unit.status === 'available').length, total: units.length };
}

export type CategoryFigures = {
  available: number;
  total: number;
  minPriceCentavos: number;
  maxPriceCentavos: number;
  areasM2: number[];
};

/** A catalogue category's live figures (premium boxes add up Panamericana and Monza); null when none is on sale. */
export function categoryFigures(productTypes: readonly ProductTypeView[], category: string): CategoryFigures | null {
  const types = productTypes.filter((type) => type.category === category);
  if (types.length === 0) return null;
  const prices = types.map((type) => type.basePriceCentavos).filter((price) => price > 0);
  return {
    available: types.reduce((sum, type) => sum + type.availableUnits, 0),
    total: types.reduce((sum, type) => sum + type.totalUnits, 0),
    minPriceCentavos: prices.length ? Math.min(...prices) : 0,
    maxPriceCentavos: prices.length ? Math.max(...prices) : 0,
    areasM2: [...new Set(types.map((type) => type.areaM2).filter((area) => area > 0))].sort((a, b) => a - b),
  };
}

export type ModuleDistribution = { module: string; byType: Record<PremiumBoxType, number>; available: number; total: number };

/** Units per module and type, with how many can still be chosen. */
export function moduleDistribution(units: readonly UnitView[]): ModuleDistribution[] {
  const modules = [...new Set(units.map((unit) => unit.module))].sort();
  return modules.map((module) => {
    const inModule = units.filter((unit) => unit.module === module);
    return {
      module,
      byType: {
        'box-premium-panamericana': inModule.filter((unit) => unit.productType === 'box-premium-panamericana').length,
        'box-premium-monza': inModule.filter((unit) => unit.productType === 'box-premium-monza').length,
      },
      available: inModule.filter((unit) => unit.status === 'available').length,
      total: inModule.length,
    };
  });
}

/** A product type's name: the live one when known, else the catalogue's. */
export function productTypeName(code: string, productTypes: readonly ProductTypeView[] = []): string {
  return productTypes.find((type) => type.code === code)?.name ?? PRODUCT_TYPE_SEED.find((type) => type.code === code)?.name ?? code;
}

/** The live price of a product type, else the catalogue's seeded one. */
export function productTypePriceCentavos(code: string, productTypes: readonly ProductTypeView[] = []): number | null {
  const live = productTypes.find((type) => type.code === code)?.basePriceCentavos;
  if (live && live > 0) return live;
  return PRODUCT_TYPE_SEED.find((type) => type.code === code)?.basePriceCentavos ?? null;
}
