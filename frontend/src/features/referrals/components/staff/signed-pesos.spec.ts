import { formatBalance, formatSignedPesos, signedPesosToCentavos } from './signed-pesos';

describe('signed pesos of the referral ledger', () => {
  it.each([
    ['5000', 500_000],
    ['5,000', 500_000],
    ['+5000', 500_000],
    ['-5000', -500_000],
    ['\u22125000', -500_000],
    ['-1250.5', -125_050],
    ['1250.05', 125_005],
    ['$ -5,000 MXN', -500_000],
    ['-$5,000', -500_000],
    ['0', 0],
  ])('reads %p as %p centavos', (input, centavos) => {
    expect(signedPesosToCentavos(input)).toBe(centavos);
  });

  it.each(['', '-', 'abc', '5.123', '5e3', '--5', '1.2.3', '99999999999999999999'])('refuses %p', (input) => {
    expect(signedPesosToCentavos(input)).toBeNull();
  });

  it('writes the sign of an amount and of a balance', () => {
    expect(formatSignedPesos(500_000)).toBe('+$5,000 MXN');
    expect(formatSignedPesos(-125_050)).toBe('-$1,250.50 MXN');
    expect(formatSignedPesos(0)).toBe('$0 MXN');
    expect(formatBalance(500_000)).toBe('$5,000 MXN');
    expect(formatBalance(-250_000)).toBe('-$2,500 MXN');
  });
});
