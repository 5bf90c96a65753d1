import { indexTargets, matchCreditLine, nameSimilarity, type PaymentTarget } from './matching';

const block: PaymentTarget = { kind: 'reservation', id: 'r1', reference: 'CDM-MF3K2Q1A-7XK2PQ', expectedCentavos: [10_000_000], name: 'Łukasz Nguyễn Ñúñez' };
const partner: PaymentTarget = { kind: 'partner', id: 'p1', reference: 'CDM-S-AB12CD', expectedCentavos: [2_500_000, 9_000_000], name: 'María José Hernández' };
const twin: PaymentTarget = { kind: 'partner', id: 'p2', reference: 'CDM-S-ZZ99ZZ', expectedCentavos: [2_500_000], name: 'Ana Gómez' };
const index = indexTargets([block, partner, twin]);

describe('nameSimilarity', () => {
  it.each([
    ['María José Hernández', 'HERNANDEZ MARIA JOSE', 1],
    ['Łukasz Nguyễn Ñúñez', 'NGUYEN NUNEZ', 2 / 3],
    ['Ana Gómez', 'JUAN PEREZ', 0],
    ['', 'ANA', 0],
  ])('%s vs %s', (name, payer, share) => {
    expect(nameSimilarity(name, payer)).toBeCloseTo(share);
  });
});

describe('matchCreditLine', () => {
  it('suggests, never applies, a payment quoting a deposit that is paid already', () => {
    const paid: PaymentTarget = { ...block, id: 'r2', reference: 'CDM-MF3K2Q1B-7XK2PQ', open: false };
    const withPaid = indexTargets([block, paid]);
    expect(matchCreditLine({ amountCentavos: 10_000_000, text: 'APARTADO CDM-MF3K2Q1B-7XK2PQ', payerName: '' }, withPaid)).toEqual({ outcome: 'suggested', target: paid, reason: 'target_paid' });
    // Its amount alone suggests nothing for it either.
    expect(matchCreditLine({ amountCentavos: 10_000_000, text: 'NGUYEN NUNEZ LUKASZ', payerName: '' }, indexTargets([paid])).outcome).toBe('unmatched');
  });

  it('matches a known reference with one of its amounts', () => {
    expect(matchCreditLine({ amountCentavos: 2_500_000, text: 'PAGO cdm-s-ab12cd MENSUALIDAD', payerName: '' }, index)).toEqual({
      outcome: 'matched',
      target: partner,
      reason: 'reference_and_amount',
    });
    expect(matchCreditLine({ amountCentavos: 10_000_000, text: 'CDM-MF3K2Q1A-7XK2PQ', payerName: 'X' }, index).outcome).toBe('matched');
  });

  it('suggests the reference’s target when the amount differs', () => {
    expect(matchCreditLine({ amountCentavos: 2_000_000, text: 'CDM-S-AB12CD', payerName: '' }, index)).toEqual({
      outcome: 'suggested',
      target: partner,
      reason: 'reference_other_amount',
    });
  });

  it('suggests by amount and payer name when there is no reference', () => {
    expect(matchCreditLine({ amountCentavos: 2_500_000, text: 'SPEI RECIBIDO', payerName: 'HERNANDEZ MARIA JOSE' }, index)).toEqual({
      outcome: 'suggested',
      target: partner,
      reason: 'amount_and_name',
    });
    expect(matchCreditLine({ amountCentavos: 10_000_000, text: 'DEPOSITO NGUYEN NUNEZ LUKASZ', payerName: '' }, index).outcome).toBe('suggested');
  });

  it('leaves the rest unmatched', () => {
    expect(matchCreditLine({ amountCentavos: 2_500_000, text: 'SPEI', payerName: 'PEDRO PARAMO' }, index)).toEqual({ outcome: 'unmatched', reason: 'no_reference' });
    expect(matchCreditLine({ amountCentavos: 2_500_000, text: 'CDM-S-QQ11QQ', payerName: '' }, index)).toEqual({ outcome: 'unmatched', reason: 'unknown_reference' });
    expect(matchCreditLine({ amountCentavos: 123, text: '', payerName: 'María José Hernández' }, index).outcome).toBe('unmatched');
  });

  it('suggests nothing when two targets fit the name equally', () => {
    const a: PaymentTarget = { ...twin, id: 'a', reference: 'CDM-S-AAAAAA', name: 'Ana Gómez' };
    const b: PaymentTarget = { ...twin, id: 'b', reference: 'CDM-S-BBBBBB', name: 'Ana Gómez' };
    expect(matchCreditLine({ amountCentavos: 2_500_000, text: '', payerName: 'ANA GOMEZ' }, indexTargets([a, b])).outcome).toBe('unmatched');
  });
});
