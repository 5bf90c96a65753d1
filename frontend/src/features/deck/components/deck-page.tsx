import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { ErrorState, PageLoading } from '@/ui/states';
import { useDeckGate } from '../api/deck-gate';
import { useDeckSlides } from '../api/get-deck-slides';
import { deckTexts as t } from '../texts';
import { DeckGateForm } from './deck-gate-form';
import { DeckPresentation } from './deck-presentation';

function FullScreen({ children }: { children: ReactNode }) {
  return <main className="flex min-h-svh items-center justify-center bg-graphite-950 px-4">{children}</main>;
}

const isGateLocked = (error: unknown) => error instanceof ApiError && error.status === 403;

/** /presentaciondeservicios: the password form until this browser session unlocks it, then the slides from the API. */
export function DeckPage() {
  const gate = useDeckGate();
  const unlocked = gate.data?.unlocked === true;
  const slides = useDeckSlides({ enabled: unlocked });

  if (gate.isPending) {
    return (
      <FullScreen>
        <PageLoading label={t.checking} />
      </FullScreen>
    );
  }
  if (gate.isError) {
    return (
      <FullScreen>
        <ErrorState message={t.statusError} retryLabel={t.retry} onRetry={() => void gate.refetch()} />
      </FullScreen>
    );
  }
  // The unlock lasts for the browser session at most: an expired one asks for the password again.
  if (!unlocked || isGateLocked(slides.error)) return <DeckGateForm />;
  if (slides.isPending) {
    return (
      <FullScreen>
        <PageLoading label={t.loadingSlides} />
      </FullScreen>
    );
  }
  if (slides.isError) {
    return (
      <FullScreen>
        <ErrorState message={t.slidesError} retryLabel={t.retry} onRetry={() => void slides.refetch()} />
      </FullScreen>
    );
  }
  return <DeckPresentation slides={slides.data} />;
}
