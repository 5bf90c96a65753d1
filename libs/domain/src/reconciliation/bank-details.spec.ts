import { clabeCheckDigit, EXAMPLE_CLABE, formatClabe, isExampleClabe, isValidClabe } from './bank-details';

describe('CLABE', () => {
  // A published example of the algorithm: 032180000118359719 (bank 032, branch 180, check digit 9).
  it('computes the check digit with the weights 3, 7, 1 and the last digit of each product', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('032180000118359719')).toBe(true);
  });

  it('refuses a wrong check digit, a length other than 18 and anything but digits', () => {
    expect(isValidClabe('032180000118359710')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('0321800001183597190')).toBe(false);
    expect(isValidClabe('03218000011835971a')).toBe(false);
    expect(isValidClabe('032 180 00011835971 9')).toBe(false);
  });

  it('completes a sum that is already a ten with 0', () => {
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
    expect(isValidClabe(EXAMPLE_CLABE)).toBe(true);
    expect(isExampleClabe(EXAMPLE_CLABE)).toBe(true);
    expect(isExampleClabe('032180000118359719')).toBe(false);
  });

  it('prints bank, branch, account and check digit apart', () => {
    expect(formatClabe('032180000118359719')).toBe('032 180 00011835971 9');
    expect(formatClabe(EXAMPLE_CLABE)).toBe('000 000 00000000000 0');
    expect(formatClabe('12345')).toBe('12345');
  });
});
