import { moduleProgressPercent, premiumBoxType, premiumUnits, unitAreaM2, unitCode, unitPriceCentavos, UNIT_CODE_PATTERN } from './units';

describe('unit codes', () => {
  it('follow module, ceil(n/2), P for odd and M for even', () => {
    expect([1, 2, 3, 4, 9, 10].map((n) => unitCode('A', n))).toEqual(['A1P', 'A1M', 'A2P', 'A2M', 'A5P', 'A5M']);
    expect(unitCode('F', 10)).toBe('F5M');
    expect(premiumBoxType(7)).toBe('box-premium-panamericana');
    expect(premiumBoxType(8)).toBe('box-premium-monza');
    expect(() => unitCode('A', 11)).toThrow(RangeError);
  });

  it('make 60 distinct premium units, 10 per module, half Panamericana at 10 M and half Monza at 6 M', () => {
    const units = premiumUnits();
    expect(units).toHaveLength(60);
    expect(new Set(units.map((unit) => unit.unitCode)).size).toBe(60);
    expect(units.every((unit) => UNIT_CODE_PATTERN.test(unit.unitCode) && unit.areaM2 === 60 && unit.level === 1)).toBe(true);
    expect(units.filter((unit) => unit.module === 'C')).toHaveLength(10);
    expect(units.filter((unit) => unit.basePriceCentavos === 10_000_000_00)).toHaveLength(30);
    expect(units.filter((unit) => unit.basePriceCentavos === 6_000_000_00)).toHaveLength(30);
  });
});

describe('unit price and area fallbacks (investor-portal.md §3)', () => {
  const types = [
    { code: 'box-premium-panamericana', basePriceCentavos: 11_000_000_00, areaM2: 62 },
    { code: 'box-premium-monza', basePriceCentavos: null, areaM2: null },
  ];

  it('take the product type first', () => {
    expect(unitPriceCentavos({ unitNumber: 1, currentPriceCentavos: 9_000_000_00 }, types)).toBe(11_000_000_00);
    expect(unitAreaM2({ unitNumber: 1, areaM2: 58 }, types)).toBe(62);
  });

  it('then the unit current price, its base price, then 10 M / 6 M and 60 m²', () => {
    expect(unitPriceCentavos({ unitNumber: 2, currentPriceCentavos: 6_500_000_00, basePriceCentavos: 6_000_000_00 }, types)).toBe(6_500_000_00);
    expect(unitPriceCentavos({ unitNumber: 2, currentPriceCentavos: null, basePriceCentavos: 5_900_000_00 }, types)).toBe(5_900_000_00);
    expect(unitPriceCentavos({ unitNumber: 2 }, types)).toBe(6_000_000_00);
    expect(unitPriceCentavos({ unitNumber: 1 }, [])).toBe(10_000_000_00);
    expect(unitAreaM2({ unitNumber: 2, areaM2: 55 }, types)).toBe(55);
    expect(unitAreaM2({ unitNumber: 2 }, [])).toBe(60);
  });
});

describe('module progress', () => {
  it('is (sold + reserved) / total', () => {
    expect(moduleProgressPercent({ sold: 3, reserved: 2, total: 10 })).toBe(50);
    expect(moduleProgressPercent({ sold: 0, reserved: 0, total: 0 })).toBe(0);
  });
});
