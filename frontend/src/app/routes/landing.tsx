import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { HeroSection } from '@/features/site/components/hero-section';
import { StatsStrip } from '@/features/site/components/stats-strip';

// The form and its validation stack load after the page shows, not before.
const loadInformationRequestDialog = () => import('@/features/leads/components/information-request-dialog');
const InformationRequestDialog = lazy(async () => ({ default: (await loadInformationRequestDialog()).InformationRequestDialog }));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

const preloadDialog = () => {
  void loadInformationRequestDialog().catch(() => undefined);
};

export function LandingRoute() {
  const [requestOpen, setRequestOpen] = useState(false);
  const [requestMounted, setRequestMounted] = useState(false);

  useEffect(() => whenIdle(preloadDialog), []);

  const openInformationRequest = useCallback(() => {
    setRequestMounted(true);
    setRequestOpen(true);
  }, []);

  return (
    <>
      <HeroSection onRequestInformation={openInformationRequest} onRequestInformationIntent={preloadDialog} />
      <StatsStrip />
      {requestMounted ? (
        <Suspense fallback={null}>
          <InformationRequestDialog open={requestOpen} onOpenChange={setRequestOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
