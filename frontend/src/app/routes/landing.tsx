import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { HeroSection } from '@/features/site/components/hero-section';
import { StatsStrip } from '@/features/site/components/stats-strip';
import type { StatKey } from '@/features/site/texts';
import { ErrorBoundary } from '@/ui/error-boundary';

// Out of the view on arrival: the sections below the stat cards (with their copy and the query of
// the live deposit) load in parallel with the first paint instead of delaying it.
const LandingSections = lazy(async () => ({ default: (await import('@/features/site/components/landing-sections')).LandingSections }));

// The dialogs and the form's validation stack load after the page shows, not before.
const loadInformationRequestDialog = () => import('@/features/leads/components/information-request-dialog');
const InformationRequestDialog = lazy(async () => ({ default: (await loadInformationRequestDialog()).InformationRequestDialog }));
const loadStatDetailDialog = () => import('@/features/site/components/stat-detail-dialog');
const StatDetailDialog = lazy(async () => ({ default: (await loadStatDetailDialog()).StatDetailDialog }));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

const preloadInformationRequestDialog = () => {
  void loadInformationRequestDialog().catch(() => undefined);
};
const preloadStatDetailDialog = () => {
  void loadStatDetailDialog().catch(() => undefined);
};

export function LandingRoute() {
  // The page owns both dialogs: a stat dialog can hand over to the information request.
  const [requestOpen, setRequestOpen] = useState(false);
  const [requestMounted, setRequestMounted] = useState(false);
  const [selectedStat, setSelectedStat] = useState<StatKey | null>(null);
  const [statDialogMounted, setStatDialogMounted] = useState(false);

  useEffect(
    () =>
      whenIdle(() => {
        preloadInformationRequestDialog();
        preloadStatDetailDialog();
      }),
    [],
  );

  const openInformationRequest = useCallback(() => {
    setRequestMounted(true);
    setRequestOpen(true);
  }, []);

  const openStatDetail = useCallback((stat: StatKey) => {
    setStatDialogMounted(true);
    setSelectedStat(stat);
  }, []);

  const closeStatDetail = useCallback(() => setSelectedStat(null), []);

  return (
    <>
      <HeroSection onRequestInformation={openInformationRequest} onRequestInformationIntent={preloadInformationRequestDialog} />
      <StatsStrip onSelectStat={openStatDetail} onSelectStatIntent={preloadStatDetailDialog} />
      {/* If that chunk cannot load, the hero, the cards and the footer still work. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={<div aria-hidden="true" className="min-h-svh bg-graphite-950" />}>
          <LandingSections />
        </Suspense>
      </ErrorBoundary>
      {statDialogMounted ? (
        <Suspense fallback={null}>
          <StatDetailDialog stat={selectedStat} onClose={closeStatDetail} onRequestInformation={openInformationRequest} />
        </Suspense>
      ) : null}
      {requestMounted ? (
        <Suspense fallback={null}>
          <InformationRequestDialog open={requestOpen} onOpenChange={setRequestOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
