import { clsx } from 'clsx';
import { AppLink } from '@/lib/navigation/app-link';
import { buttonClassName } from '@/ui/button';
import { useApplicationDeposit } from '../hooks/use-application-deposit';
import { revealClassName, useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import { landingTexts } from '../landing-texts';

const t = landingTexts.cta;

function DepositNote() {
  const { isLoading, amount } = useApplicationDeposit();

  if (isLoading) {
    return (
      <div className="mt-6 flex flex-col items-center gap-2" aria-busy="true">
        <span className="sr-only">{t.depositLoading}</span>
        <span aria-hidden="true" className="h-4 w-72 max-w-full rounded bg-white/15 motion-safe:animate-pulse" />
        <span aria-hidden="true" className="h-4 w-48 max-w-full rounded bg-white/15 motion-safe:animate-pulse" />
      </div>
    );
  }
  // Without the live amount the note still says what the deposit is, never a guessed figure.
  return <p className="mx-auto mt-6 max-w-md text-sm leading-relaxed text-zinc-200">{t.depositNote(amount)}</p>;
}

export function ClosingCta() {
  const revealRef = useRevealOnScroll<HTMLDivElement>();

  return (
    <section aria-labelledby="cta-title" className="relative isolate overflow-hidden border-t border-white/10 bg-graphite-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom,rgba(225,6,0,0.28),transparent_60%)]"
      />
      <div ref={revealRef} className={clsx('mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24', revealClassName)}>
        <h2
          id="cta-title"
          className="font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-5xl"
        >
          {t.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-zinc-300 sm:text-lg">{t.body}</p>
        <AppLink to="/aplicar" className={buttonClassName({ size: 'lg', className: 'mt-8 w-full sm:w-auto' })}>
          {t.apply}
        </AppLink>
        <DepositNote />
      </div>
    </section>
  );
}
