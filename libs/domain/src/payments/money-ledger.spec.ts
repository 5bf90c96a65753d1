import fc from 'fast-check';
import { SETTING_DEFAULTS } from '../settings/setting-defaults';
import { depositConfirmationProblem, depositMethodOf, isTargetCovered, outstandingCentavos, splitReceipt, waivedByConfirmation } from './money-ledger';

// The unit reservation deposit of the decisions: 100,000 MXN.
const DEPOSIT = SETTING_DEFAULTS.unitReservationDepositCentavos;
const deposit = (applied = 0, waived = 0, open = true) => ({ owedCentavos: DEPOSIT, appliedCentavos: applied, waivedCentavos: waived, open });

describe('splitReceipt', () => {
  it('applies 1.00 MXN to a 100,000 MXN deposit and leaves it open', () => {
    expect(DEPOSIT).toBe(10_000_000);
    expect(splitReceipt(100, deposit())).toEqual({ appliedCentavos: 100, toReturnCentavos: 0 });
    expect(isTargetCovered(deposit(100))).toBe(false);
    expect(outstandingCentavos(deposit(100))).toBe(9_999_900);
  });
  it('applies the exact deposit and covers it', () => {
    expect(splitReceipt(DEPOSIT, deposit())).toEqual({ appliedCentavos: DEPOSIT, toReturnCentavos: 0 });
    expect(isTargetCovered(deposit(DEPOSIT))).toBe(true);
  });
  it('keeps what arrives beyond the deposit to return: 150,000 → 100,000 applied, 50,000 to return', () => {
    expect(splitReceipt(15_000_000, deposit())).toEqual({ appliedCentavos: DEPOSIT, toReturnCentavos: 5_000_000 });
  });
  it('keeps a second payment of a paid deposit whole, to return', () => {
    expect(splitReceipt(DEPOSIT, deposit(DEPOSIT))).toEqual({ appliedCentavos: 0, toReturnCentavos: DEPOSIT });
  });
  it('applies nothing to a target that ended', () => {
    expect(splitReceipt(DEPOSIT, deposit(0, 0, false))).toEqual({ appliedCentavos: 0, toReturnCentavos: DEPOSIT });
  });
  it('counts what an admin waived as paid', () => {
    expect(isTargetCovered(deposit(9_900_000, 100_000))).toBe(true);
    expect(splitReceipt(100_000, deposit(9_900_000, 100_000))).toEqual({ appliedCentavos: 0, toReturnCentavos: 100_000 });
  });
  it('refuses what is not a positive number of centavos', () => {
    expect(() => splitReceipt(0, deposit())).toThrow(RangeError);
    expect(() => splitReceipt(1.5, deposit())).toThrow(RangeError);
  });
  it('never applies beyond what is owed and never loses a centavo, whatever arrives in whatever order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20_000_000 }), { maxLength: 12 }), fc.integer({ min: 0, max: DEPOSIT }), (amounts, waived) => {
        let applied = 0;
        let toReturn = 0;
        for (const amount of amounts) {
          const split = splitReceipt(amount, deposit(applied, Math.min(waived, DEPOSIT)));
          expect(split.appliedCentavos + split.toReturnCentavos).toBe(amount);
          applied += split.appliedCentavos;
          toReturn += split.toReturnCentavos;
        }
        expect(applied + Math.min(waived, DEPOSIT)).toBeLessThanOrEqual(Math.max(DEPOSIT, Math.min(waived, DEPOSIT)));
        expect(applied + toReturn).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
      }),
    );
  });
});

describe('depositConfirmationProblem', () => {
  const base = { outstandingCentavos: DEPOSIT, amountCentavos: DEPOSIT, byAdmin: false, reason: null };
  it('lets any staff member confirm the whole deposit', () => {
    expect(depositConfirmationProblem(base)).toBeNull();
  });
  it('needs an admin, and a reason, to confirm with less', () => {
    expect(depositConfirmationProblem({ ...base, amountCentavos: 100 })).toBe('short_needs_admin');
    expect(depositConfirmationProblem({ ...base, amountCentavos: 100, byAdmin: true })).toBe('short_needs_reason');
    expect(depositConfirmationProblem({ ...base, amountCentavos: 100, byAdmin: true, reason: '  ' })).toBe('short_needs_reason');
    expect(depositConfirmationProblem({ ...base, amountCentavos: 100, byAdmin: true, reason: 'Descuento autorizado por dirección' })).toBeNull();
    expect(waivedByConfirmation(DEPOSIT, 100)).toBe(9_999_900);
    expect(waivedByConfirmation(DEPOSIT, DEPOSIT + 5)).toBe(0);
  });
  it('confirms nothing for a paid deposit or a non-positive amount', () => {
    expect(depositConfirmationProblem({ ...base, outstandingCentavos: 0 })).toBe('already_paid');
    expect(depositConfirmationProblem({ ...base, amountCentavos: 0 })).toBe('not_positive');
  });
});

describe('depositMethodOf', () => {
  it.each([
    [{ card: DEPOSIT }, 'card'],
    [{ bank_line: DEPOSIT }, 'bank_transfer'],
    [{ bank_line: 100, staff: DEPOSIT - 100 }, 'staff'],
    [{ bank_line: DEPOSIT - 100, staff: 100 }, 'bank_transfer'],
    [{}, null],
  ] as const)('%j → %s', (applied, method) => {
    expect(depositMethodOf(applied)).toBe(method);
  });
});
