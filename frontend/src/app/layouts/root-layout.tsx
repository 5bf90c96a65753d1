import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <PrerenderedAwareScrollRestoration />
    </>
  );
}

/**
 * The router's scroll restoration, except on the page React takes over from its prerendered HTML:
 * there the person may have scrolled (and started typing) before the scripts arrived, and the
 * router's first move (to the top) would pull the page from under them, a press included.
 * One component, so that the screen's useId values stay those of the prerendered HTML.
 */
function PrerenderedAwareScrollRestoration() {
  const scrollBeforeHydration = useRef<number | null>(null);
  return (
    <>
      <ReadScrollOnHydration scrollRef={scrollBeforeHydration} />
      <ScrollRestoration />
      <PutBackScrollAfterHydration scrollRef={scrollBeforeHydration} />
    </>
  );
}

// Siblings' layout effects run in order within one commit: this one before ScrollRestoration's, the next after it.
function ReadScrollOnHydration({ scrollRef }: { scrollRef: RefObject<number | null> }) {
  const hydrating = !useHydrated();
  useLayoutEffect(() => {
    scrollRef.current = hydrating ? window.scrollY : null;
    // Only the first commit: the one of the hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function PutBackScrollAfterHydration({ scrollRef }: { scrollRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    const y = scrollRef.current;
    scrollRef.current = null;
    if (y !== null && window.scrollY !== y) window.scrollTo(0, y);
  }, [scrollRef]);
  return null;
}

/** Shown while the first lazy route loads. */
export function RootFallback() {
  return <div aria-hidden="true" className="min-h-svh bg-graphite-950" />;
}
