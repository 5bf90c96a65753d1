import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page, true from then on (and from
 * the start on a page rendered in the browser). What only the browser knows (this tab's session
 * storage, the query string) is read after it, so the prerendered HTML and the first render in
 * the browser stay identical.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
