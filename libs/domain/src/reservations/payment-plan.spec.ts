import fc from 'fast-check';
import {
  claimedPlanProblems,
  DASHBOARD_SHARE_CAP,
  defaultDownPaymentDate,
  discountPercent,
  paymentPlan,
  planChoiceProblems,
  PLAN_TERMS_MONTHS,
  UNIT_DIALOG_SHARE_CAP,
  withDownPayment,
  withFinalPayment,
} from './payment-plan';

describe('discount by down payment (investor-portal.md §9)', () => {
  it('goes linearly from 0 % at 10 % down to 40 % at 90 % down', () => {
    expect(discountPercent(10)).toBe(0);
    expect(discountPercent(40)).toBe(15);
    expect(discountPercent(50)).toBe(20);
    expect(discountPercent(90)).toBe(40);
  });
});

describe('payment plan with the spec numbers', () => {
  it('prices a 10 M Panamericana with 40 % down, 40 % final, 36 months at 8 %', () => {
    const plan = paymentPlan({
      basePriceCentavos: 10_000_000_00,
      downPaymentPercent: 40,
      finalPaymentPercent: 40,
      termMonths: 36,
      annualInterestBasisPoints: 800,
    });
    expect(plan).toEqual({
      basePriceCentavos: 10_000_000_00,
      discountPercent: 15,
      totalAmountCentavos: 8_500_000_00,
      downPaymentPercent: 40,
      monthlyPaymentPercent: 20,
      finalPaymentPercent: 40,
      termMonths: 36,
      downPaymentCentavos: 3_400_000_00,
      financedCentavos: 1_700_000_00,
      // 1,700,000 × (0.08/12) / (1 − (1 + 0.08/12)^−36) = 53,271.8213, rounded up to the centavo
      monthlyPaymentCentavos: 53_271_83,
      finalPaymentCentavos: 3_400_000_00,
      // 3,400,000 × (1 + 0.08 × 36/12)
      finalPaymentWithInterestCentavos: 4_216_000_00,
      totalInterestCentavos: 1_033_785_88,
      totalPaymentCentavos: 9_533_785_88,
    });
  });

  it('charges no monthly payment when down and final cover everything (dashboard cap 100)', () => {
    const plan = paymentPlan({ basePriceCentavos: 6_000_000_00, downPaymentPercent: 90, finalPaymentPercent: 10, termMonths: 12, annualInterestBasisPoints: 800 });
    expect(plan.totalAmountCentavos).toBe(3_600_000_00);
    expect(plan.monthlyPaymentCentavos).toBe(0);
    expect(plan.finalPaymentWithInterestCentavos).toBe(388_800_00);
  });
});

describe('slider coupling (investor-portal.md §4)', () => {
  const start = { downPaymentPercent: 40, finalPaymentPercent: 40, monthlyPaymentPercent: 20 };

  it('shrinks the final share when the down payment rises, then stops the down payment', () => {
    expect(withDownPayment(60, start, UNIT_DIALOG_SHARE_CAP)).toEqual({ downPaymentPercent: 60, finalPaymentPercent: 30, monthlyPaymentPercent: 10 });
    expect(withDownPayment(90, start, UNIT_DIALOG_SHARE_CAP)).toEqual({ downPaymentPercent: 80, finalPaymentPercent: 10, monthlyPaymentPercent: 10 });
    expect(withDownPayment(90, start, DASHBOARD_SHARE_CAP)).toEqual({ downPaymentPercent: 90, finalPaymentPercent: 10, monthlyPaymentPercent: 0 });
  });

  it('lowers the down payment when the final share rises', () => {
    expect(withFinalPayment(70, start, UNIT_DIALOG_SHARE_CAP)).toEqual({ downPaymentPercent: 20, finalPaymentPercent: 70, monthlyPaymentPercent: 10 });
    expect(withFinalPayment(90, start, UNIT_DIALOG_SHARE_CAP)).toEqual({ downPaymentPercent: 10, finalPaymentPercent: 80, monthlyPaymentPercent: 10 });
  });

  it('snaps to steps of 5 within 10–90', () => {
    expect(withDownPayment(33, start, DASHBOARD_SHARE_CAP).downPaymentPercent).toBe(35);
    expect(withDownPayment(2, start, DASHBOARD_SHARE_CAP).downPaymentPercent).toBe(10);
  });
});

describe('plan properties', () => {
  const share = fc.integer({ min: 0, max: 20 }).map((step) => step * 5);
  const cap = fc.constantFrom(UNIT_DIALOG_SHARE_CAP, DASHBOARD_SHARE_CAP);
  const shares = fc.record({ down: share, final: share, cap, moveDown: fc.boolean() }).map(({ down, final, cap: limit, moveDown }) => {
    const start = { downPaymentPercent: 40, finalPaymentPercent: 40, monthlyPaymentPercent: 20 };
    const first = moveDown ? withDownPayment(down, start, limit) : withFinalPayment(final, start, limit);
    return { limit, result: moveDown ? withFinalPayment(final, first, limit) : withDownPayment(down, first, limit) };
  });

  it('keeps shares summing to 100, each slider within 10–90 and the pair within the cap', () => {
    fc.assert(
      fc.property(shares, ({ limit, result }) => {
        expect(result.downPaymentPercent + result.finalPaymentPercent + result.monthlyPaymentPercent).toBe(100);
        expect(result.downPaymentPercent).toBeGreaterThanOrEqual(10);
        expect(result.finalPaymentPercent).toBeGreaterThanOrEqual(10);
        expect(result.downPaymentPercent + result.finalPaymentPercent).toBeLessThanOrEqual(limit);
      }),
    );
  });

  const planInput = fc.record({
    basePriceCentavos: fc.integer({ min: 100_000_00, max: 50_000_000_00 }),
    downStep: fc.integer({ min: 2, max: 18 }),
    finalStep: fc.integer({ min: 2, max: 18 }),
    termMonths: fc.constantFrom(...PLAN_TERMS_MONTHS),
    annualInterestBasisPoints: fc.integer({ min: 0, max: 2_000 }),
  });

  it('never gives negative amounts, pays at least the discounted price and rounds to whole centavos', () => {
    fc.assert(
      fc.property(planInput, ({ downStep, finalStep, ...rest }) => {
        fc.pre(downStep + finalStep <= 20);
        const plan = paymentPlan({ ...rest, downPaymentPercent: downStep * 5, finalPaymentPercent: finalStep * 5 });
        const amounts = [
          plan.totalAmountCentavos,
          plan.downPaymentCentavos,
          plan.financedCentavos,
          plan.monthlyPaymentCentavos,
          plan.finalPaymentCentavos,
          plan.finalPaymentWithInterestCentavos,
          plan.totalInterestCentavos,
        ];
        expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
        expect(plan.downPaymentCentavos + plan.financedCentavos + plan.finalPaymentCentavos).toBe(plan.totalAmountCentavos);
        expect(plan.totalPaymentCentavos).toBeGreaterThanOrEqual(plan.totalAmountCentavos);
        expect(plan.totalPaymentCentavos).toBe(
          plan.downPaymentCentavos + plan.monthlyPaymentCentavos * plan.termMonths + plan.finalPaymentWithInterestCentavos,
        );
        expect(plan.totalAmountCentavos).toBeGreaterThanOrEqual(Math.floor(plan.basePriceCentavos * 0.6));
      }),
    );
  });
});

describe('plan choice validation (investor-portal.md §5)', () => {
  const valid = { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: '2026-12-21' };

  it('accepts the unit dialog defaults', () => {
    expect(planChoiceProblems(valid, UNIT_DIALOG_SHARE_CAP, '2026-11-21')).toEqual([]);
  });

  it('names each problem in Spanish', () => {
    expect(
      planChoiceProblems(
        { downPaymentPercent: 42, finalPaymentPercent: 60, termMonths: 30, paymentDay: 32, downPaymentScheduledDate: '2026-11-20' },
        UNIT_DIALOG_SHARE_CAP,
        '2026-11-21',
      ),
    ).toEqual([
      'El enganche debe estar entre 10% y 90% en pasos de 5%',
      'El enganche y el pago final juntos no pueden pasar de 90%',
      'Elige un plazo de 12, 18, 24, 36 o 48 meses',
      'El día de pago debe estar entre 1 y 31',
      'La fecha del enganche no puede ser anterior a hoy',
    ]);
  });

  it('puts the first down payment one month ahead, on the last day when the month is shorter', () => {
    expect(defaultDownPaymentDate('2026-11-21')).toBe('2026-12-21');
    expect(defaultDownPaymentDate('2026-01-31')).toBe('2026-02-28');
    expect(defaultDownPaymentDate('2026-12-15')).toBe('2027-01-15');
  });
});

describe("a client's figures are recomputed, never trusted (decisions.md #31)", () => {
  /** The spec's client (investor-portal.md §3, §9): pesos, floating point, the same formulas. */
  const floatClient = (basePesos: number, down: number, final: number, term: number) => {
    const total = basePesos * (1 - ((down - 10) / 80) * 0.4);
    const monthlyRate = 0.08 / 12;
    const financed = (total * (100 - down - final)) / 100;
    const monthly = financed <= 0 ? 0 : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -term);
    const finalAmount = (total * final) / 100;
    const finalWithInterest = finalAmount * (1 + (0.08 * term) / 12);
    const totalPayment = (total * down) / 100 + monthly * term + finalWithInterest;
    return {
      totalAmount: total,
      monthlyPaymentPercent: 100 - down - final,
      downPaymentAmount: (total * down) / 100,
      monthlyPaymentAmount: monthly,
      finalPaymentAmount: finalAmount,
      finalPaymentWithInterest: finalWithInterest,
      totalInterest: totalPayment - total,
      totalPayment,
      reservationAmount: 100_000,
    };
  };
  const ours = (basePesos: number, down: number, final: number, term: number) => ({
    ...paymentPlan({ basePriceCentavos: basePesos * 100, downPaymentPercent: down, finalPaymentPercent: final, termMonths: term, annualInterestBasisPoints: 800 }),
    productType: 'box-premium-panamericana',
    reservationDepositCentavos: 100_000_00,
  });

  it('accepts the spec numbers as a client computes them: 10M box, 40 % down, 40 % final, 36 months', () => {
    expect(claimedPlanProblems(ours(10_000_000, 40, 40, 36), floatClient(10_000_000, 40, 40, 36))).toEqual([]);
  });

  it('names each figure that does not add up, with both amounts', () => {
    const claimed = { ...floatClient(10_000_000, 40, 40, 36), totalAmount: 8_000_000, reservationAmount: 20_000 };
    expect(claimedPlanProblems(ours(10_000_000, 40, 40, 36), claimed)).toEqual([
      'El precio total enviado ($8,000,000.00) no corresponde al plan: son $8,500,000.00',
      'El depósito de reservación enviado ($20,000.00) no corresponde al plan: son $100,000.00',
    ]);
  });

  it('refuses a monthly payment five centavos off, a paid down payment and another product', () => {
    const figures = ours(6_000_000, 50, 20, 24);
    const claimed = floatClient(6_000_000, 50, 20, 24);
    expect(claimedPlanProblems(figures, { ...claimed, monthlyPaymentAmount: figures.monthlyPaymentCentavos / 100 + 0.05 })).toHaveLength(1);
    expect(claimedPlanProblems(figures, { downPaymentPaid: true, productType: 'box-karts' })).toEqual([
      'El tipo de producto no corresponde a la unidad elegida',
      'El enganche no puede marcarse como pagado al apartar una unidad',
    ]);
  });

  it('never refuses the figures of a floating-point client following the spec, for any plan and price', () => {
    const share = fc.integer({ min: 2, max: 18 }).map((step) => step * 5);
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000_000 }),
        share,
        share,
        fc.constantFrom(...PLAN_TERMS_MONTHS),
        (basePesos, down, final, term) => {
          fc.pre(down + final <= DASHBOARD_SHARE_CAP);
          expect(claimedPlanProblems(ours(basePesos, down, final, term), floatClient(basePesos, down, final, term))).toEqual([]);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
