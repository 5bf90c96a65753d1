import { maxUnpaidHoldsOverall, blockExpiresAt, canonicalReferenceNumber, holdExpiresAt, isPastExpiry, referenceNumber, REFERENCE_NUMBER_PATTERN } from './holds';

describe('blocks and holds', () => {
  const from = new Date('2026-11-21T15:00:00Z');

  it('expire 8 hours or 10 days later, and count as past from that instant', () => {
    expect(blockExpiresAt(from, 8).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(holdExpiresAt(from, 10).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(isPastExpiry(blockExpiresAt(from, 8), new Date('2026-11-21T22:59:59Z'))).toBe(false);
    expect(isPastExpiry(blockExpiresAt(from, 8), new Date('2026-11-21T23:00:00Z'))).toBe(true);
    expect(isPastExpiry(null, from)).toBe(false);
  });

  it('make reference numbers CDM-{base 36 time}-{6 characters}', () => {
    const reference = referenceNumber(from, [0, 1, 2, 33, 34, 99]);
    // 34 wraps to the alphabet's first character, 99 to its 32nd ('X').
    expect(reference).toBe(`CDM-${from.getTime().toString(36).toUpperCase()}-012Z0X`);
    expect(reference).toMatch(REFERENCE_NUMBER_PATTERN);
    expect(() => referenceNumber(from, [1, 2])).toThrow(RangeError);
  });

  it('puts what a client sends in canonical form, or refuses it', () => {
    expect(canonicalReferenceNumber('cdm-mwzwlk2r-7r5vhs')).toBe('CDM-MWZWLK2R-7R5VHS');
    expect(canonicalReferenceNumber('  CDM-MWZWLK2R-7R5VHS ')).toBe('CDM-MWZWLK2R-7R5VHS');
    // The spec's client draws its 6 characters from base 36: an O or an I is still a reference.
    expect(canonicalReferenceNumber('CDM-MWZWLK2R-io0abc')).toBe('CDM-MWZWLK2R-IO0ABC');
    for (const refused of ['CDM-S-AB12CD', 'CDM-ABCDE-7R5VHS', 'CDM-A-7R5VHS', 'CDM-ABCDEFGHIJK-7R5VHS', 'CDM-ABCDEFGHIJKLMNOP-7R5VHS', 'CDM-MWZWLK2R-7R5VH', 'CDM MWZWLK2R 7R5VHS', '']) {
      expect(canonicalReferenceNumber(refused)).toBeNull();
    }
  });
});

describe('unpaid holds across every investor', () => {
  it.each([
    [60, 10, 6],
    [60, 5, 3],
    [60, 100, 60],
    [5, 10, 1],
    [0, 10, 1],
  ])('%i units at %i %% allow %i unpaid holds at once', (units, percent, expected) => {
    expect(maxUnpaidHoldsOverall(units, percent)).toBe(expected);
  });
});
