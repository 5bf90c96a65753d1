import { referralCode, referralCredit, REFERRAL_CODE_PATTERN } from './referral-credit';

describe('referral credit (investor-portal.md §9)', () => {
  it('earns 250,000 MXN for a box and gives the buyer 250,000 MXN extra discount', () => {
    expect(referralCredit('box-premium-panamericana', 8_500_000_00, 40)).toEqual({ referrerCentavos: 250_000_00, buyerDiscountCentavos: 250_000_00 });
    expect(referralCredit('box-karts', 2_500_000_00, 20)).toEqual({ referrerCentavos: 250_000_00, buyerDiscountCentavos: 250_000_00 });
  });

  it('earns 2.5 % of the price for other products', () => {
    expect(referralCredit('lote-residencial', 5_000_000_00, 30)?.referrerCentavos).toBe(125_000_00);
    expect(referralCredit('membresia-vitalicia', 1_000_000_00, 50)?.referrerCentavos).toBe(25_000_00);
  });

  it('earns nothing under 20 % down', () => {
    expect(referralCredit('box-premium-monza', 5_100_000_00, 19)).toBeNull();
    expect(referralCredit('box-premium-monza', 5_100_000_00, 10)).toBeNull();
  });
});

describe('referral codes', () => {
  it('are CDM-XXXX-XXXX without look-alike characters', () => {
    const code = referralCode([0, 1, 2, 3, 28, 29, 30, 31]);
    expect(code).toBe('CDM-2345-WXYZ');
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(() => referralCode([1, 2, 3])).toThrow(RangeError);
  });
});
