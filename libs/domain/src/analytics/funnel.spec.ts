import fc from 'fast-check';
import {
  conversionPercent,
  defaultFunnelDays,
  FUNNEL_STAGES,
  funnelCounts,
  funnelGroupValue,
  funnelPerson,
  isFunnelDaysInOrder,
  medianOfDayCounts,
  nextFunnelStage,
  saleValue,
  stageFigures,
  touchTime,
  wentOn,
  type FunnelFact,
  type FunnelStage,
} from './funnel';

const at = (iso: string) => new Date(iso);

describe('funnel stages', () => {
  it('go from the information request to the sale, each followed by the next', () => {
    expect(FUNNEL_STAGES[0]).toBe('information_request');
    expect(FUNNEL_STAGES.at(-1)).toBe('sale');
    expect(nextFunnelStage('information_request')).toBe('presentation_paid');
    expect(nextFunnelStage('contract_signed')).toBe('sale');
    expect(nextFunnelStage('sale')).toBeNull();
  });
});

describe('touches', () => {
  const record = at('2026-11-20T18:00:00Z');

  it.each([
    ['the browser time when it is before the record', '2026-11-18T10:00:00.000Z', '2026-11-18T10:00:00.000Z'],
    ['the record time when the browser time is later (a clock set ahead)', '2030-01-01T00:00:00Z', '2026-11-20T18:00:00.000Z'],
    ['the record time when the browser time is not a date', '<script>alert(1)</script>', '2026-11-20T18:00:00.000Z'],
    ['the record time when there is none', undefined, '2026-11-20T18:00:00.000Z'],
  ])('order by %s', (_case, given, expected) => {
    expect(touchTime({ at: given }, record).toISOString()).toBe(expected);
  });
});

describe('a person from their facts', () => {
  const google = { source: 'google', medium: 'cpc', campaign: 'otono', at: '2026-11-01T10:00:00Z' };
  const facebook = { source: 'facebook', medium: 'social', campaign: 'invierno', at: '2026-11-15T10:00:00Z' };
  const facts: FunnelFact[] = [
    { stage: 'application', reachedAt: at('2026-11-16T00:00:00Z'), firstTouch: google, lastTouch: facebook, referralCode: ' CDM-AAAA-BBBB ' },
    { stage: 'information_request', reachedAt: at('2026-11-02T00:00:00Z'), firstTouch: google, lastTouch: google },
    { stage: 'information_request', reachedAt: at('2026-11-10T00:00:00Z'), firstTouch: google, lastTouch: google },
    { stage: 'unit_blocked', reachedAt: at('2026-11-20T00:00:00Z') },
  ];

  it('keeps each stage at its first time, the earliest first touch, the latest last touch and the first referral code', () => {
    const person = funnelPerson(facts);
    expect(person.stages).toEqual({
      information_request: at('2026-11-02T00:00:00Z'),
      application: at('2026-11-16T00:00:00Z'),
      unit_blocked: at('2026-11-20T00:00:00Z'),
    });
    expect(person.firstTouch).toMatchObject({ campaign: 'otono', time: at('2026-11-01T10:00:00Z') });
    expect(person.lastTouch).toMatchObject({ campaign: 'invierno', time: at('2026-11-15T10:00:00Z') });
    expect(person.referralCode).toBe('CDM-AAAA-BBBB');
  });

  it('is the same whatever order the facts arrive in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(facts, { minLength: facts.length, maxLength: facts.length }), (shuffled) => {
        expect(funnelPerson(shuffled)).toEqual(funnelPerson(facts));
      }),
    );
  });

  it('takes the one touch a record carried as both first and last', () => {
    expect(funnelPerson([{ stage: 'letter_of_intent', reachedAt: at('2026-11-05T00:00:00Z'), firstTouch: google }]).lastTouch).toMatchObject({ campaign: 'otono' });
    expect(funnelPerson([{ stage: 'information_request', reachedAt: at('2026-11-05T00:00:00Z'), lastTouch: facebook }]).firstTouch).toMatchObject({ campaign: 'invierno' });
  });

  it('has no touch and no code when no record carried one', () => {
    expect(funnelPerson([{ stage: 'sale', reachedAt: at('2026-11-05T00:00:00Z') }])).toEqual({
      stages: { sale: at('2026-11-05T00:00:00Z') },
      firstTouch: null,
      lastTouch: null,
      referralCode: null,
    });
  });
});

describe('conversion and medians', () => {
  it.each([
    [0, 0, null],
    [3, 0, 0],
    [3, 1, 33.3],
    [3, 2, 66.7],
    [4, 4, 100],
  ])('%i people of whom %i went on convert at %s %', (people, continued, expected) => {
    expect(conversionPercent(people, continued)).toBe(expected);
  });

  it.each([
    [[], null],
    [[{ days: 4, count: 1 }], 4],
    [[{ days: 9, count: 1 }, { days: 1, count: 1 }], 5],
    [[{ days: 1, count: 2 }, { days: 30, count: 1 }], 1],
    [[{ days: 0, count: 0 }, { days: 2, count: 3 }, { days: 7, count: 3 }], 4.5],
  ])('the median of %j is %s days', (histogram, expected) => {
    expect(medianOfDayCounts(histogram)).toBe(expected);
  });

  it('agrees with the median of the values written out', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 60 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const middle = sorted.length / 2;
        const expected = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
        const histogram = [...new Set(values)].map((days) => ({ days, count: values.filter((value) => value === days).length }));
        expect(medianOfDayCounts(histogram)).toBe(expected);
      }),
    );
  });
});

describe('the figures of a period', () => {
  const period = { start: at('2026-11-01T06:00:00Z'), end: at('2026-12-01T06:00:00Z') };
  const person = (stages: Partial<Record<FunnelStage, string>>) => ({ stages: Object.fromEntries(Object.entries(stages).map(([stage, iso]) => [stage, at(iso)])) });

  it('counts people who first reached a stage in the period, those who went on, and after how many days', () => {
    const people = [
      person({ information_request: '2026-11-02T12:00:00Z', presentation_paid: '2026-11-05T13:00:00Z', letter_of_intent: '2026-12-03T00:00:00Z' }),
      person({ information_request: '2026-11-10T00:00:00Z', presentation_paid: '2026-11-01T00:00:00Z' }),
      person({ information_request: '2026-10-30T00:00:00Z', presentation_paid: '2026-11-20T00:00:00Z' }),
      person({ sale: '2026-12-01T06:00:00Z' }),
    ];
    const { entered, stages } = funnelCounts(people, period);
    expect(entered).toBe(3);
    // The second person paid the presentation before asking for information: not "went on".
    expect(stages.information_request).toEqual({ people: 2, continued: 1, gaps: [{ days: 3, count: 1 }] });
    // The second person's payment was before the period (midnight UTC is still October 31 in Mexico City).
    expect(stages.presentation_paid).toEqual({ people: 2, continued: 1, gaps: [{ days: 27, count: 1 }] });
    expect(stages.sale.people).toBe(0);

    const figures = stageFigures(stages);
    expect(figures[0]).toEqual({ stage: 'information_request', people: 2, continued: 1, conversionPercent: 50, medianDaysToNext: 3 });
    expect(figures.at(-1)).toEqual({ stage: 'sale', people: 0, continued: 0, conversionPercent: null, medianDaysToNext: null });
  });

  it('never converts more people than were at the stage', () => {
    const instant = fc.date({ min: at('2026-10-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z'), noInvalidDate: true });
    const someone = fc.dictionary(fc.constantFrom(...FUNNEL_STAGES), instant).map((stages) => ({ stages: stages as Partial<Record<FunnelStage, Date>> }));
    fc.assert(
      fc.property(fc.array(someone, { maxLength: 40 }), (people) => {
        const { entered, stages } = funnelCounts(people, period);
        expect(entered).toBeLessThanOrEqual(people.length);
        for (const stage of FUNNEL_STAGES) {
          expect(stages[stage].continued).toBeLessThanOrEqual(stages[stage].people);
          expect(stages[stage].people).toBeLessThanOrEqual(entered);
          expect(stages[stage].gaps.reduce((sum, entry) => sum + entry.count, 0)).toBe(stages[stage].continued);
        }
      }),
    );
  });

  it('says whether a person went on from a stage', () => {
    expect(wentOn(person({ application: '2026-11-02T00:00:00Z', account_active: '2026-11-02T23:00:00Z' }), 'application')).toBe(0);
    expect(wentOn(person({ application: '2026-11-02T00:00:00Z' }), 'application')).toBeNull();
    expect(wentOn(person({ sale: '2026-11-02T00:00:00Z' }), 'sale')).toBeNull();
  });
});

describe('groups, sale values and periods', () => {
  it('group a missing or blank value as no value', () => {
    expect(funnelGroupValue('  google ')).toBe('google');
    expect(funnelGroupValue('   ')).toBe('');
    expect(funnelGroupValue(null)).toBe('');
  });

  it('value a sale at its list price, discount and price, with the deposit received', () => {
    expect(saleValue({ basePriceCentavos: 10_000_000_00, totalAmountCentavos: 8_500_000_00 }, 100_000_00)).toEqual({
      listPriceCentavos: 10_000_000_00,
      discountCentavos: 1_500_000_00,
      saleValueCentavos: 8_500_000_00,
      depositsReceivedCentavos: 100_000_00,
    });
  });

  it('open on this month up to today, and never read backwards', () => {
    expect(defaultFunnelDays('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(isFunnelDaysInOrder({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isFunnelDaysInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
  });
});
