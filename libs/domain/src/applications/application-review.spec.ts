import { businessDaysBetween, canMoveApplication, isReviewOverdue } from './application-review';

describe('application status transitions', () => {
  it('allows review moves and refuses going back from authorised', () => {
    expect(canMoveApplication('pending', 'authorized')).toBe(true);
    expect(canMoveApplication('referido', 'rejected')).toBe(true);
    expect(canMoveApplication('rejected', 'pending')).toBe(true);
    expect(canMoveApplication('authorized', 'pending')).toBe(false);
    expect(canMoveApplication('authorized', 'rejected')).toBe(false);
    expect(canMoveApplication('pending', 'pending')).toBe(false);
  });
});

describe('review deadline of 5 business days', () => {
  // Friday 2026-11-20 → the next Friday is 5 business days later.
  const paid = new Date('2026-11-20T17:00:00Z');

  it('counts Monday to Friday only', () => {
    expect(businessDaysBetween(paid, new Date('2026-11-23T10:00:00Z'))).toBe(1);
    expect(businessDaysBetween(paid, new Date('2026-11-27T10:00:00Z'))).toBe(5);
    expect(businessDaysBetween(paid, new Date('2026-11-30T10:00:00Z'))).toBe(6);
  });

  it('flags a paid application still waiting after 5 business days, and nothing else', () => {
    expect(isReviewOverdue('pending', paid, new Date('2026-11-27T23:00:00Z'))).toBe(false);
    expect(isReviewOverdue('pending', paid, new Date('2026-11-30T10:00:00Z'))).toBe(true);
    expect(isReviewOverdue('authorized', paid, new Date('2026-12-30T10:00:00Z'))).toBe(false);
    expect(isReviewOverdue('pending', null, new Date('2026-12-30T10:00:00Z'))).toBe(false);
  });
});
