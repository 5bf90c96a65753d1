import fc from 'fast-check';
import { findReferences, partnerReference } from './references';

describe('partnerReference', () => {
  it('is CDM-S- and six characters without I or O', () => {
    expect(partnerReference([0, 1, 2, 33, 34, 35])).toBe('CDM-S-012Z01');
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (values) => expect(partnerReference(values)).toMatch(/^CDM-S-[0-9A-HJ-NP-Z]{6}$/)));
  });

  it('needs six random values', () => {
    expect(() => partnerReference([1, 2])).toThrow(RangeError);
  });
});

describe('findReferences', () => {
  it.each([
    ['PAGO CDM-S-AB12CD mensualidad', ['CDM-S-AB12CD']],
    ['pago cdm s ab12cd marzo', ['CDM-S-AB12CD']],
    ['SPEI CDMSAB12CD', ['CDM-S-AB12CD']],
    ['Depósito CDM-MF3K2Q1A-7XK2PQ', ['CDM-MF3K2Q1A-7XK2PQ']],
    ['cdm mf3k2q1a 7xk2pq apartado', ['CDM-MF3K2Q1A-7XK2PQ']],
    ['CDM-S-AB12CD y CDM-MF3K2Q1A-7XK2PQ', ['CDM-S-AB12CD', 'CDM-MF3K2Q1A-7XK2PQ']],
    ['TRANSFERENCIA CDMX NOMINA', []],
    ['CDM-S-AB12CDE', []],
    ['APARTADO CDM-SABCDEFG-7XK2PQ', ['CDM-SABCDEFG-7XK2PQ']],
    ['cdm-mwzwlk2r-7r5vhs', ['CDM-MWZWLK2R-7R5VHS']],
    ['CDM-ABCDE-7R5VHS', []],
    ['CDM-ABCDEFGHIJK-7R5VHS', []],
    ['', []],
  ])('%s → %j', (text, expected) => {
    expect(findReferences(text)).toEqual(expected);
  });

  it('finds every partner reference it is given, whatever the text around it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), fc.constantFrom('PAGO ', 'mensualidad: ', ''), (values, before) => {
        const reference = partnerReference(values);
        expect(findReferences(`${before}${reference.toLowerCase()} abril`)).toContain(reference);
      }),
    );
  });
});
