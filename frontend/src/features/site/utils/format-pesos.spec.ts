import { formatWholePesos } from './format-pesos';

describe('formatWholePesos', () => {
  it.each([
    [1_000_000, '$10,000 MXN'],
    [100_000_000, '$1,000,000 MXN'],
    [0, '$0 MXN'],
  ])('formats %d centavos as %s', (centavos, text) => {
    expect(formatWholePesos(centavos)).toBe(text);
  });

  it.each([[undefined], [null], ['1000000'], [-100], [12.5], [Number.NaN]])('shows nothing for %p', (value) => {
    expect(formatWholePesos(value)).toBeNull();
  });
});
