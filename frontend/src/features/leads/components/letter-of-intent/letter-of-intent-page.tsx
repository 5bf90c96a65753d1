import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ErrorState, PageLoading } from '@/ui/states';
import { useLetterOfIntent, usePortalGate } from '../../api/letter-of-intent';
import { letterOfIntentTexts as t } from '../../texts';
import { LetterAcceptanceForm } from './letter-acceptance-form';
import { LetterDocument } from './letter-document';
import { PortalGateForm } from './portal-gate-form';
import { ProcessCompleted } from './process-completed';

const isGateLocked = (error: unknown) => error instanceof ApiError && error.status === 403;

function PortalNav() {
  // The portal's own header links (public-site.md §2.1): Estrategia and Home both lead to /.
  return (
    <nav aria-label={t.nav.label} className="mx-auto flex max-w-6xl gap-1 px-4 pt-4 sm:px-6">
      <Link to="/" className="rounded-md px-3 py-2 text-sm font-semibold text-zinc-300 hover:bg-white/10 hover:text-white">
        {t.nav.strategy}
      </Link>
      <Link to="/" className="rounded-md px-3 py-2 text-sm font-semibold text-zinc-300 hover:bg-white/10 hover:text-white">
        {t.nav.home}
      </Link>
    </nav>
  );
}

/** /investors/carta-de-intencion: password (stage 1), the letter and its form (stage 2), completed (stage 3). */
export function LetterOfIntentPage() {
  const gate = usePortalGate();
  const unlocked = gate.data?.unlocked === true;
  const letter = useLetterOfIntent({ enabled: unlocked });
  const [completed, setCompleted] = useState(false);

  const reload = () => {
    void gate.refetch();
    void letter.refetch();
  };

  let content;
  if (completed) content = <ProcessCompleted />;
  else if (gate.isPending) content = <PageLoading label={t.checking} />;
  else if (gate.isError) content = <ErrorState message={t.statusError} retryLabel={t.retry} onRetry={() => void gate.refetch()} />;
  // The unlock lasts for the browser session at most: an expired one asks for the password again.
  else if (!unlocked || isGateLocked(letter.error)) content = <PortalGateForm />;
  else if (letter.isPending) content = <PageLoading label={t.letter.loading} />;
  else if (letter.isError) content = <ErrorState message={t.letter.loadError} retryLabel={t.retry} onRetry={() => void letter.refetch()} />;
  else {
    content = (
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:py-12">
        <LetterDocument letter={letter.data} />
        <div className="lg:sticky lg:top-20">
          <LetterAcceptanceForm letter={letter.data} onAccepted={() => setCompleted(true)} onStale={reload} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PortalNav />
      {content}
    </>
  );
}
