import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { HeroSection } from '@/features/site/components/hero-section';
import { LandingSections } from '@/features/site/components/landing-sections';
import { StatsStrip } from '@/features/site/components/stats-strip';
import type { StatKey } from '@/features/site/texts';
import { preloadToaster } from '@/ui/toaster';
import { preloadQueryClient, QueryClientGate } from '../prerender/prerendered-page-provider';

// The dialogs, the form's validation stack and the query library load on intent (pointer over,
// focus or touch on what opens them) or on the click itself, never with the page.
const loadInformationRequestDialog = () => import('@/features/leads/components/information-request-dialog');
const InformationRequestDialog = lazy(async () => ({ default: (await loadInformationRequestDialog()).InformationRequestDialog }));
const loadStatDetailDialog = () => import('@/features/site/components/stat-detail-dialog');
const StatDetailDialog = lazy(async () => ({ default: (await loadStatDetailDialog()).StatDetailDialog }));

const preloadInformationRequestDialog = () => {
  void loadInformationRequestDialog().catch(() => undefined);
  // The form sends through TanStack Query and ends with a toast.
  preloadQueryClient();
  preloadToaster();
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
  // The sections below the stat cards (out of the view on arrival, with the live deposit) are not
  // in the prerendered HTML, which only holds their space: they render just after the first
  // render (or the hydration), in a render of their own that yields to the browser.
  const showSections = useDeferredValue(true, false);

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
      {showSections ? <LandingSections /> : <div aria-hidden="true" className="min-h-svh bg-graphite-950" />}
      {statDialogMounted ? (
        <Suspense fallback={null}>
          <StatDetailDialog
            stat={selectedStat}
            onClose={closeStatDetail}
            onRequestInformation={openInformationRequest}
            onRequestInformationIntent={preloadInformationRequestDialog}
          />
        </Suspense>
      ) : null}
      {requestMounted ? (
        <Suspense fallback={null}>
          <QueryClientGate>
            <InformationRequestDialog open={requestOpen} onOpenChange={setRequestOpen} />
          </QueryClientGate>
        </Suspense>
      ) : null}
    </>
  );
}
