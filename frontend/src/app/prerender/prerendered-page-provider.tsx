import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from '@/ui/toaster';

// A prerendered page shows no query (so that TanStack Query stays out of its JavaScript). Its
// QueryClient is made the first time a screen or a dialog needs one: hydrate-page.tsx makes every
// lazy route wait for it, QueryClientGate does the same for a lazy part of a page.

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@/lib/react-query').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      // What QueryClientProvider does on mount; this client lives as long as the page.
      client.mount();
      listeners.forEach((listener) => listener());
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline): the next screen tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches the query library ahead of a likely need, without making the client yet. */
export function preloadQueryClient(): void {
  import('@/lib/react-query').catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** AppProvider of a prerendered page: the same toaster, and the QueryClient once there is one. */
export function PrerenderedPageProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    subscribe,
    () => client,
    () => undefined,
  );
  return (
    <QueryClientContext.Provider value={current}>
      {children}
      <Toaster />
    </QueryClientContext.Provider>
  );
}

/**
 * Shows its children once there is a QueryClient: the app's (AppProvider) at once, on a
 * prerendered page after loading it (suspends meanwhile; put it inside a Suspense).
 */
export function QueryClientGate({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  // On a prerendered page use() is called on every render, also once the page's provider has the
  // client: a render that suspended and then skipped use() is the "called use() to suspend in a
  // previous render" warning. loadQueryClient() returns the same promise, settled after the first time.
  const onPrerenderedPage = provided === undefined || provided === client;
  const available = onPrerenderedPage ? use(loadQueryClient()) : provided;
  // Always the same element, so that the children keep their state when the page's provider
  // receives the client too.
  return <QueryClientContext.Provider value={available}>{children}</QueryClientContext.Provider>;
}
