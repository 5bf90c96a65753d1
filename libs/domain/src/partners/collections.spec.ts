import { monthsOverdue, overdueAmountCentavos, paymentSchedule, reminderDueToday, standing } from './collections';

describe('overdue figures (investor-portal.md §9)', () => {
  const monthly = 50_000_00;

  it('charges the monthly payment per month overdue and 10 % of it for every month beyond the first', () => {
    expect(overdueAmountCentavos(monthly, 0)).toBe(0);
    expect(overdueAmountCentavos(monthly, 1)).toBe(50_000_00);
    expect(overdueAmountCentavos(monthly, 2)).toBe(105_000_00);
    expect(overdueAmountCentavos(monthly, 5)).toBe(270_000_00);
  });

  it('counts whole 30-day periods since the next payment date, only when not current', () => {
    expect(monthsOverdue('2026-10-01', false, '2026-10-30')).toBe(0);
    expect(monthsOverdue('2026-10-01', false, '2026-10-31')).toBe(1);
    expect(monthsOverdue('2026-10-01', false, '2026-11-30')).toBe(2);
    expect(monthsOverdue('2026-06-01', false, '2026-10-29')).toBe(5);
    expect(monthsOverdue('2026-06-01', true, '2026-10-29')).toBe(0);
    expect(monthsOverdue(null, false, '2026-10-29')).toBe(0);
  });
});

describe('payment schedule and standing', () => {
  const plan = {
    downPaymentCentavos: 3_400_000_00,
    downPaymentScheduledDate: '2026-12-21',
    monthlyPaymentCentavos: 53_271_83,
    termMonths: 36,
    paymentDay: 31,
    finalPaymentWithInterestCentavos: 4_216_000_00,
  };

  it('dates the down payment, 36 monthly payments on the payment day (or the month end) and the final one', () => {
    const schedule = paymentSchedule(plan);
    expect(schedule).toHaveLength(38);
    expect(schedule[0]).toEqual({ kind: 'down', number: 0, dueDate: '2026-12-21', amountCentavos: 3_400_000_00 });
    expect(schedule[1]).toEqual({ kind: 'monthly', number: 1, dueDate: '2027-01-31', amountCentavos: 53_271_83 });
    expect(schedule[2].dueDate).toBe('2027-02-28');
    expect(schedule[37]).toEqual({ kind: 'final', number: 0, dueDate: '2030-01-31', amountCentavos: 4_216_000_00 });
  });

  it('covers instalments in order and is current until the next one is past due', () => {
    const schedule = paymentSchedule(plan);
    const unpaid = standing(schedule, 0, '2026-12-21');
    expect(unpaid).toMatchObject({ paidCentavos: 0, isCurrentOnPayments: true, nextPayment: schedule[0] });
    expect(standing(schedule, 0, '2026-12-22').isCurrentOnPayments).toBe(false);
    const afterDown = standing(schedule, 3_400_000_00 + 10_000_00, '2027-01-15');
    expect(afterDown.nextPayment).toEqual(schedule[1]);
    expect(afterDown.remainingBalanceCentavos).toBe(afterDown.totalDueCentavos - 3_410_000_00);
    const total = schedule.reduce((sum, item) => sum + item.amountCentavos, 0);
    expect(standing(schedule, total, '2031-01-01')).toMatchObject({ nextPayment: null, isCurrentOnPayments: true, remainingBalanceCentavos: 0 });
  });
});

describe('automatic reminders', () => {
  it('fall 3 days before and 1, 7 and 30 days after a due date', () => {
    expect(reminderDueToday('2026-12-15', '2026-12-12')).toBe('upcoming');
    expect(reminderDueToday('2026-12-15', '2026-12-16')).toBe('overdue-1');
    expect(reminderDueToday('2026-12-15', '2026-12-22')).toBe('overdue-7');
    expect(reminderDueToday('2026-12-15', '2027-01-14')).toBe('overdue-30');
    expect(reminderDueToday('2026-12-15', '2026-12-15')).toBeNull();
    expect(reminderDueToday('2026-12-15', '2026-12-20')).toBeNull();
  });
});
