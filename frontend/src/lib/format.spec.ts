import { formatDateTime, mexicoCityIsoDate, mexicoCityIsoDateTime } from './format';

describe('dates in America/Mexico_City', () => {
  it('gives the Mexico City date, not the UTC one, for file names', () => {
    // 02:30 UTC on the 22nd is still the evening of the 21st in Guadalajara (UTC-6).
    expect(mexicoCityIsoDate('2026-11-22T02:30:00.000Z')).toBe('2026-11-21');
    expect(mexicoCityIsoDateTime('2026-11-22T02:30:00.000Z')).toBe('2026-11-21 20:30');
  });

  it('shows es-MX dates and nothing for a missing or invalid one', () => {
    expect(formatDateTime('2026-11-22T02:30:00.000Z')).toMatch(/21.*nov.*2026/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('no es fecha')).toBe('');
  });
});
