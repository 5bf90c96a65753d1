import { formatDate, formatDateTime, formatMillionsOfPesos, formatPesos, mexicoCityIsoDate, mexicoCityIsoDateTime, pesosFieldValue, pesosToCentavos } from './format';

describe('dates in America/Mexico_City', () => {
  it('gives the Mexico City date, not the UTC one, for file names', () => {
    // 02:30 UTC on the 22nd is still the evening of the 21st in Guadalajara (UTC-6).
    expect(mexicoCityIsoDate('2026-11-22T02:30:00.000Z')).toBe('2026-11-21');
    expect(mexicoCityIsoDateTime('2026-11-22T02:30:00.000Z')).toBe('2026-11-21 20:30');
  });

  it('shows es-MX dates and nothing for a missing or invalid one', () => {
    expect(formatDateTime('2026-11-22T02:30:00.000Z')).toMatch(/21.*nov.*2026/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('no es fecha')).toBe('');
  });
});

describe('money in MXN centavos', () => {
  it('shows whole pesos without decimals and keeps centavos when there are any', () => {
    expect(formatPesos(1_000_000)).toBe('$10,000 MXN');
    expect(formatPesos(1_000_050)).toBe('$10,000.50 MXN');
    expect(formatPesos(0)).toBe('$0 MXN');
  });

  it('shows nothing for a value that is not an amount', () => {
    expect(formatPesos(null)).toBe('');
    expect(formatPesos(10.5)).toBe('');
  });
});

describe('statistics in millions of pesos with 1 decimal', () => {
  it('turns MXN centavos into millions of pesos, es-MX', () => {
    expect(formatMillionsOfPesos(1_250_000_000)).toBe('$12.5M MXN');
    expect(formatMillionsOfPesos(100_000_000_000)).toBe('$1,000.0M MXN');
    expect(formatMillionsOfPesos(0)).toBe('$0.0M MXN');
    expect(formatMillionsOfPesos(6_049_999_999)).toBe('$60.5M MXN');
  });

  it('shows nothing for a value that is not an amount', () => {
    expect(formatMillionsOfPesos(null)).toBe('');
    expect(formatMillionsOfPesos(Number.NaN)).toBe('');
  });
});

describe('dates without time', () => {
  it('shows a calendar date as written and an instant as its Mexico City date', () => {
    expect(formatDate('2026-12-01')).toBe(formatDate('2026-12-01T12:00:00.000-06:00'));
    expect(formatDate('2026-12-01')).toMatch(/^1 dic 2026$/);
    // 02:30 UTC on the 22nd is still the 21st in Guadalajara.
    expect(formatDate('2026-11-22T02:30:00.000Z')).toMatch(/^21 nov 2026$/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });
});

describe('an amount typed in pesos', () => {
  it('becomes whole MXN centavos without floating-point drift', () => {
    expect(pesosToCentavos('53271.83')).toBe(5_327_183);
    expect(pesosToCentavos('53,271.8')).toBe(5_327_180);
    expect(pesosToCentavos(' $1,000 ')).toBe(100_000);
    expect(pesosToCentavos('0.29')).toBe(29);
    expect(pesosToCentavos('1.005')).toBeNull();
    expect(pesosToCentavos('-5')).toBeNull();
    expect(pesosToCentavos('')).toBeNull();
    expect(pesosToCentavos('diez')).toBeNull();
  });

  it('starts a field with the amount in pesos, which reads back as the same centavos', () => {
    expect(pesosFieldValue(9_999_950)).toBe('99,999.50');
    expect(pesosFieldValue(10_000_000)).toBe('100,000.00');
    expect(pesosToCentavos(pesosFieldValue(100))).toBe(100);
  });
});
