import { planProblemsByField } from './plan-choice';

const TODAY = '2026-03-02';
const valid = { downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: '2026-04-02' };

describe('plan problems by field (the domain rules of investor-portal.md §5 placed on their fields)', () => {
  it('finds none in a valid plan, including one at the cap of 90', () => {
    expect(planProblemsByField(valid, TODAY)).toEqual({});
    expect(planProblemsByField({ ...valid, downPaymentPercent: 60, finalPaymentPercent: 30 }, TODAY)).toEqual({});
  });

  it('puts each problem on its own field, with the message of libs/domain', () => {
    expect(planProblemsByField({ ...valid, downPaymentPercent: 42, termMonths: 30, paymentDay: 0, downPaymentScheduledDate: '2026-03-01' }, TODAY)).toEqual({
      downPaymentPercent: 'El enganche debe estar entre 10% y 90% en pasos de 5%',
      termMonths: 'Elige un plazo de 12, 18, 24, 36 o 48 meses',
      paymentDay: 'El día de pago debe estar entre 1 y 31',
      downPaymentScheduledDate: 'La fecha del enganche no puede ser anterior a hoy',
    });
  });

  it('shows the cap once, under the final payment', () => {
    expect(planProblemsByField({ ...valid, downPaymentPercent: 60, finalPaymentPercent: 40 }, TODAY)).toEqual({
      finalPaymentPercent: 'El enganche y el pago final juntos no pueden pasar de 90%',
    });
  });
});

describe('plan problems with the dashboard cap of 100', () => {
  it('allows down and final payment to add up to 100, not more', () => {
    expect(planProblemsByField({ ...valid, downPaymentPercent: 60, finalPaymentPercent: 40 }, TODAY, 100)).toEqual({});
    expect(planProblemsByField({ ...valid, downPaymentPercent: 70, finalPaymentPercent: 40 }, TODAY, 100)).toEqual({
      finalPaymentPercent: 'El enganche y el pago final juntos no pueden pasar de 100%',
    });
  });
});
