import { pesosToCentavos } from './partner-labels';

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
});
