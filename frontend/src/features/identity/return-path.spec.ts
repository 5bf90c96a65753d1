import { returnPathAfterSignIn, safeReturnPath, signInStateFor } from './return-path';

describe('the page an investor returns to after signing in', () => {
  it.each(['/data-room', '/dashboard/unidades', '/dashboard?reserva=22222222-2222-4222-8222-222222222222', '/data-room#planos'])(
    'keeps %s, a path of this site',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/data-room'],
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL of this site too', 'http://localhost/data-room'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a relative path', 'data-room'],
    ['nothing', ''],
    ['no text at all', undefined],
    ['a number', 42],
  ])('falls back to /dashboard for %s', (_case, candidate) => {
    expect(safeReturnPath(candidate)).toBe('/dashboard');
  });

  it('carries the wanted page with its query string and fragment through the router state of /investors', () => {
    const state = signInStateFor({ pathname: '/dashboard/garage', search: '?reserva=abc', hash: '#lista' });

    expect(returnPathAfterSignIn(state)).toBe('/dashboard/garage?reserva=abc#lista');
  });

  it('goes to /dashboard without state, or with state that is not a safe path', () => {
    expect(returnPathAfterSignIn(null)).toBe('/dashboard');
    expect(returnPathAfterSignIn({ other: '/data-room' })).toBe('/dashboard');
    expect(returnPathAfterSignIn({ returnTo: '//evil.example' })).toBe('/dashboard');
  });
});
