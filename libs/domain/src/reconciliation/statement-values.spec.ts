import fc from 'fast-check';
import { parseAmountCentavos, parseStatementDate } from './statement-values';

describe('parseAmountCentavos', () => {
  it.each([
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1234,5', 123450],
    ['100000', 10000000],
    ['100.000,00', 10000000],
    ['100,000.00', 10000000],
    ['-500.00', -50000],
    ['500.00-', -50000],
    ['(1.000,00)', -100000],
    ['$ 2 500,50', 250050],
    ['12.500,00 MXN', 1250000],
    ['+75,25', 7525],
  ])('%s → %d centavos', (raw, centavos) => {
    expect(parseAmountCentavos(raw)).toBe(centavos);
  });

  it.each(['', 'abc', '12a', '-', ',,'])('refuses %j', (raw) => {
    expect(parseAmountCentavos(raw)).toBeNull();
  });

  it('reads back any amount written with a decimal comma and dotted thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (centavos) => {
        const pesos = Math.trunc(centavos / 100).toLocaleString('de-DE');
        expect(parseAmountCentavos(`${pesos},${String(centavos % 100).padStart(2, '0')}`)).toBe(centavos);
      }),
    );
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['31/01/2026', '2026-01-31'],
    ['1/2/2026', '2026-02-01'],
    ['15-03-2026', '2026-03-15'],
    ['15.03.2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026-03-15T10:20:00-06:00', '2026-03-15'],
  ])('%s → %s', (raw, iso) => {
    expect(parseStatementDate(raw)).toBe(iso);
  });

  it.each(['30/02/2026', '2026-13-01', '03/15', 'mañana', ''])('refuses %j', (raw) => {
    expect(parseStatementDate(raw)).toBeNull();
  });
});
