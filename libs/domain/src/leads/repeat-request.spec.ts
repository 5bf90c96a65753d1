import { isRepeatRequest, mailboxOf, normalizeEmail, REPEAT_REQUEST_WINDOW_MINUTES } from './repeat-request';

describe('repeat information request window', () => {
  const first = new Date('2026-11-21T18:00:00Z');
  const after = (minutes: number, seconds = 0) => new Date(first.getTime() + minutes * 60_000 + seconds * 1000);

  it('is ten minutes long', () => {
    expect(REPEAT_REQUEST_WINDOW_MINUTES).toBe(10);
  });

  it.each([
    [0, 0, true],
    [5, 0, true],
    [9, 59, true],
    [10, 0, false],
    [45, 0, false],
  ])('a request %i min %i s after the first is a repeat: %s', (minutes, seconds, expected) => {
    expect(isRepeatRequest(first, after(minutes, seconds))).toBe(expected);
  });

  it('never treats a request from the future as a repeat', () => {
    expect(isRepeatRequest(after(1), first)).toBe(false);
  });

  it('compares emails without case or surrounding spaces', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.MX ')).toBe('ana.lopez@example.mx');
  });

  it.each([
    ['Ana+1@Example.mx', 'ana@example.mx'],
    [' ana+promo+2@example.mx ', 'ana@example.mx'],
    ['ana@example.mx', 'ana@example.mx'],
    ['+solo@example.mx', '+solo@example.mx'],
    ['ana.lopez@sub+x.example.mx', 'ana.lopez@sub+x.example.mx'],
  ])('reaches the mailbox of %s as %s (the +tag removed)', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
