import type { Location } from 'react-router';

/** Where an investor lands after signing in when no page asked for them (investor-portal.md §2.2). */
export const DEFAULT_RETURN_PATH = '/dashboard';

// Any origin would do: a path that resolves against it to another origin leaves the site.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The page to open after signing in: `candidate` when it is a path of this site, else
 * /dashboard. '//host', '/\host' and '/\t/host' all lead to another site in a browser (a
 * backslash counts as a slash, tabs and newlines are dropped), so the URL parser decides.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return DEFAULT_RETURN_PATH;
  try {
    return new URL(candidate, PROBE_ORIGIN).origin === PROBE_ORIGIN ? candidate : DEFAULT_RETURN_PATH;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

export type SignInState = { returnTo: string };

/** Router state for /investors: the page a signed-out visitor wanted, with its query string. */
export function signInStateFor({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): SignInState {
  return { returnTo: `${pathname}${search}${hash}` };
}

/** The page to open after signing in, from the router state of /investors (anything else: /dashboard). */
export function returnPathAfterSignIn(state: unknown): string {
  const returnTo = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined;
  return safeReturnPath(returnTo);
}
