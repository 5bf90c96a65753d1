import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { PasswordGateCard, PasswordGateForm } from '@/ui/password-gate-form';
import { useUnlockDeck } from '../api/deck-gate';
import { deckTexts } from '../texts';

const t = deckTexts.gate;

/** The lock of the services presentation (public-site.md §2.7, §4, §5): the server checks the password. */
export function DeckGateForm() {
  const { unlock, isPending } = useUnlockDeck();

  return (
    <main className="relative isolate flex min-h-svh items-center justify-center overflow-hidden bg-graphite-950 px-4 py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(225,6,0,0.2),transparent_60%)]"
      />
      <PasswordGateCard titleId="deck-gate-title" title={t.title} description={t.description}>
        <PasswordGateForm texts={t} unlock={(password) => unlock({ password })} isPending={isPending} />
        <Link to="/" className={buttonClassName({ variant: 'ghost', className: 'mt-3 w-full' })}>
          {t.back}
        </Link>
      </PasswordGateCard>
    </main>
  );
}
