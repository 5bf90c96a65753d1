import { categoryFigures, formatMillionsMxn, moduleDistribution, myInvestmentCentavos, portfolioReservations, unitAvailability } from './figures';
import { productTypesFixture, reservationFixture, unitsFixture } from './testing/fixtures';

describe('dashboard figures', () => {
  it("adds up 'my investment' from the confirmed reservations only (active or converted)", () => {
    const reservations = [
      reservationFixture({ id: 'a', status: 'active', totalAmountCentavos: 850_000_000 }),
      reservationFixture({ id: 'b', status: 'converted', totalAmountCentavos: 600_000_000 }),
      reservationFixture({ id: 'c', status: 'pending', totalAmountCentavos: 1_000_000_000 }),
      reservationFixture({ id: 'd', status: 'blocked', totalAmountCentavos: 1_000_000_000 }),
      reservationFixture({ id: 'e', status: 'expired', totalAmountCentavos: 1_000_000_000 }),
      reservationFixture({ id: 'f', status: 'cancelled', totalAmountCentavos: 1_000_000_000 }),
    ];

    expect(myInvestmentCentavos(reservations)).toBe(1_450_000_000);
    expect(portfolioReservations(reservations).map((reservation) => reservation.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    [0, '$0.0M MXN'],
    [850_000_000, '$8.5M MXN'],
    [1_450_000_000, '$14.5M MXN'],
    [123_456_789_000, '$1,234.6M MXN'],
  ])('shows %i centavos in millions with one decimal as %s', (centavos, shown) => {
    expect(formatMillionsMxn(centavos)).toBe(shown);
  });

  it('counts the units available out of all the units', () => {
    expect(unitAvailability(unitsFixture({ A1P: 'sold', A1M: 'reserved', B2P: 'blocked' }))).toEqual({ available: 57, total: 60 });
    expect(unitAvailability([])).toEqual({ available: 0, total: 0 });
  });

  it('adds up a category of the catalogue: premium boxes are Panamericana and Monza together', () => {
    const types = productTypesFixture({
      'box-premium-panamericana': { availableUnits: 20, totalUnits: 30 },
      'box-premium-monza': { availableUnits: 17, totalUnits: 30 },
    });

    expect(categoryFigures(types, 'boxes-premium')).toEqual({
      available: 37,
      total: 60,
      minPriceCentavos: 6_000_000_00,
      maxPriceCentavos: 10_000_000_00,
      areasM2: [60],
    });
    expect(categoryFigures(types, 'boxes-karting')).toMatchObject({ available: 24, total: 30, minPriceCentavos: 2_500_000_00, areasM2: [45] });
    expect(categoryFigures(types.filter((type) => type.category !== 'boxes-drift'), 'boxes-drift')).toBeNull();
  });

  it('distributes the units per module and type', () => {
    const rows = moduleDistribution(unitsFixture({ A1P: 'sold' }));

    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ module: 'A', byType: { 'box-premium-panamericana': 5, 'box-premium-monza': 5 }, available: 9, total: 10 });
  });
});
