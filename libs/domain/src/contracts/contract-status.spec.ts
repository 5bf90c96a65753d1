import { paymentPlan } from '../reservations/payment-plan';
import {
  canMoveContract,
  CONTRACT_STATUS_VALUES,
  CONTRACT_TRANSITIONS,
  contractCode,
  contractCodeExpiry,
  contractCodeProblem,
  contractOnReservationEnding,
  contractStatusAfter,
  mayInvestorSignContract,
  hasInvestorSigned,
  isOpenForInvestorSignature,
  type ContractMove,
  type ContractStatusValue,
  saleContractGate,
} from './contract-status';
import { contractFigures } from './contract-figures';

// Every move from every status, written out: true allowed, false refused.
const TABLE: Record<ContractMove, Record<ContractStatusValue, boolean>> = {
  investorSign: { pending_investor: true, pending_countersign: false, signed: false, cancelled: false, rescinded: false },
  countersign: { pending_investor: false, pending_countersign: true, signed: false, cancelled: false, rescinded: false },
  cancel: { pending_investor: true, pending_countersign: true, signed: false, cancelled: false, rescinded: false },
  rescind: { pending_investor: false, pending_countersign: true, signed: true, cancelled: false, rescinded: false },
};

const ENDS: Record<ContractMove, ContractStatusValue> = { investorSign: 'pending_countersign', countersign: 'signed', cancel: 'cancelled', rescind: 'rescinded' };

describe('contract status transitions', () => {
  const cases = (Object.keys(TABLE) as ContractMove[]).flatMap((move) => CONTRACT_STATUS_VALUES.map((from) => [move, from, TABLE[move][from]] as const));

  it.each(cases)('%s from %s: allowed=%s', (move, from, allowed) => {
    expect(canMoveContract(from, move)).toBe(allowed);
  });

  it.each(Object.entries(ENDS))('%s ends in %s', (move, to) => {
    expect(contractStatusAfter(move as ContractMove)).toBe(to);
  });

  it('lists every move in the table', () => {
    expect(Object.keys(CONTRACT_TRANSITIONS).sort()).toEqual(Object.keys(TABLE).sort());
  });

  it('lets a signed contract only be rescinded, and never moves a cancelled or rescinded one', () => {
    for (const move of Object.keys(TABLE) as ContractMove[]) {
      expect(canMoveContract('signed', move)).toBe(move === 'rescind');
      expect(canMoveContract('cancelled', move)).toBe(false);
      expect(canMoveContract('rescinded', move)).toBe(false);
    }
  });
});

describe("what a contract says of the deposit it rests on", () => {
  it('counts the investor as signed once they signed, countersigned or not', () => {
    expect(CONTRACT_STATUS_VALUES.filter((status) => hasInvestorSigned(status))).toEqual(['pending_countersign', 'signed']);
    expect(hasInvestorSigned(null)).toBe(false);
  });

  it('is open for the investor only while it waits for their signature', () => {
    expect(CONTRACT_STATUS_VALUES.filter((status) => isOpenForInvestorSignature(status))).toEqual(['pending_investor']);
    expect(isOpenForInvestorSignature(null)).toBe(false);
  });
});

describe('the signing code', () => {
  const issuedAt = new Date('2026-03-02T17:00:00Z');
  const fresh = { expiresAt: contractCodeExpiry(issuedAt), attempts: 0, usedAt: null, supersededAt: null };

  it('is six digits, zero-padded', () => {
    expect(contractCode(42)).toBe('000042');
    expect(contractCode(123_456_789)).toBe('456789');
    expect(contractCode(-7)).toBe('000007');
  });

  it('lasts ten minutes', () => {
    expect(contractCodeProblem(fresh, new Date('2026-03-02T17:09:59Z'))).toBeNull();
    expect(contractCodeProblem(fresh, new Date('2026-03-02T17:10:00Z'))).toBe('expired');
  });

  it('takes five tries, is used once, and ends when a new one is sent', () => {
    const now = new Date('2026-03-02T17:01:00Z');
    expect(contractCodeProblem({ ...fresh, attempts: 4 }, now)).toBeNull();
    expect(contractCodeProblem({ ...fresh, attempts: 5 }, now)).toBe('too_many_tries');
    expect(contractCodeProblem({ ...fresh, usedAt: now }, now)).toBe('used');
    expect(contractCodeProblem({ ...fresh, supersededAt: now }, now)).toBe('missing');
    expect(contractCodeProblem(null, now)).toBe('missing');
  });
});

describe('the sale gate', () => {
  it('needs a signed contract while the setting is 1', () => {
    expect(saleContractGate(1, 'signed', { byAdmin: false, reason: null })).toBe('allowed');
    expect(saleContractGate(1, 'pending_countersign', { byAdmin: true, reason: null })).toBe('contract_missing');
    expect(saleContractGate(1, null, { byAdmin: true, reason: '  ' })).toBe('contract_missing');
  });

  it('lets an admin override with a reason, nobody else', () => {
    expect(saleContractGate(1, null, { byAdmin: true, reason: 'Firmado en papel ante notario' })).toBe('overridden');
    expect(saleContractGate(1, null, { byAdmin: false, reason: 'Firmado en papel ante notario' })).toBe('override_not_admin');
  });

  it('does not ask for a contract when the setting is 0', () => {
    expect(saleContractGate(0, null, { byAdmin: false, reason: null })).toBe('allowed');
  });
});

describe('contractOnReservationEnding', () => {
  const admin = { byAdmin: true, reason: 'El inversionista desistió de la compra' };
  it.each([
    [null, null, { kind: 'none' }],
    ['cancelled', null, { kind: 'none' }],
    ['rescinded', admin, { kind: 'none' }],
    ['pending_investor', null, { kind: 'cancel' }],
    ['pending_countersign', null, { kind: 'refused', reason: 'signed_needs_rescission' }],
    ['signed', null, { kind: 'refused', reason: 'signed_needs_rescission' }],
    ['signed', { byAdmin: true, reason: '   ' }, { kind: 'refused', reason: 'signed_needs_rescission' }],
    ['signed', { byAdmin: false, reason: 'motivo' }, { kind: 'refused', reason: 'rescission_needs_admin' }],
    ['pending_countersign', admin, { kind: 'rescind', reason: admin.reason }],
    ['signed', { byAdmin: true, reason: '  Pago duplicado  ' }, { kind: 'rescind', reason: 'Pago duplicado' }],
  ] as const)('a %s contract with %j → %j', (status, rescission, expected) => {
    expect(contractOnReservationEnding(status, rescission)).toEqual(expected);
  });
});

describe('mayInvestorSignContract', () => {
  it('only while the contract awaits the investor and its reservation is active', () => {
    expect(mayInvestorSignContract('pending_investor', 'active')).toBe(true);
    for (const reservation of ['blocked', 'pending', 'cancelled', 'expired', 'converted', null]) expect(mayInvestorSignContract('pending_investor', reservation)).toBe(false);
    expect(mayInvestorSignContract('pending_countersign', 'active')).toBe(false);
    expect(mayInvestorSignContract('rescinded', 'active')).toBe(false);
  });
});

describe('contract figures', () => {
  // A 10M MXN Panamericana box at 40 % down, 40 % final, 36 months, 8 %: the plan the investor saw.
  const figures = paymentPlan({ basePriceCentavos: 10_000_000_00, downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, annualInterestBasisPoints: 800 });
  const plan = {
    ...figures,
    productType: 'box-premium-panamericana',
    unitCode: 'A1P',
    paymentDay: 15,
    downPaymentScheduledDate: '2026-12-01',
    reservationDepositCentavos: 100_000_00,
  };

  it('states the plan’s own numbers, the deposit applied and the balance', () => {
    const contract = contractFigures(plan, false);
    expect(contract.listPriceCentavos).toBe(10_000_000_00);
    expect(contract.discountPercent).toBe(15);
    expect(contract.discountCentavos).toBe(1_500_000_00);
    expect(contract.priceCentavos).toBe(8_500_000_00);
    expect(contract.downPaymentCentavos).toBe(3_400_000_00);
    expect(contract.monthlyTotalCentavos).toBe(figures.monthlyPaymentCentavos * 36);
    expect(contract.totalPaymentCentavos).toBe(figures.totalPaymentCentavos);
    expect(contract.referralDiscountCentavos).toBe(0);
    expect(contract.balanceDueCentavos).toBe(figures.totalPaymentCentavos - 100_000_00);
  });

  it('takes off the referred buyer’s 250,000 MXN', () => {
    const contract = contractFigures(plan, true);
    expect(contract.referralDiscountCentavos).toBe(250_000_00);
    expect(contract.balanceDueCentavos).toBe(figures.totalPaymentCentavos - 100_000_00 - 250_000_00);
  });

  it('gives no referral discount under 20 % down', () => {
    const low = { ...plan, ...paymentPlan({ basePriceCentavos: 10_000_000_00, downPaymentPercent: 10, finalPaymentPercent: 40, termMonths: 36, annualInterestBasisPoints: 800 }) };
    expect(contractFigures(low, true).referralDiscountCentavos).toBe(0);
  });
});
