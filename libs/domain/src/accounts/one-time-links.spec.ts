import { oneTimeLinkExpiry, oneTimeLinkLifetimeLabel } from './one-time-links';

describe('one-time links (investor-portal.md §9)', () => {
  it('expire one hour after they are issued', () => {
    expect(oneTimeLinkExpiry(new Date('2026-11-21T18:00:00Z'))).toEqual(new Date('2026-11-21T19:00:00Z'));
  });

  it('say their lifetime in Spanish', () => {
    expect(oneTimeLinkLifetimeLabel()).toBe('1 hora');
  });
});
