import type { DeckSlide } from '@cdm/contracts';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useSlideNavigation } from '../hooks/use-slide-navigation';
import { deckTexts as t } from '../texts';
import { DeckSlideView } from './deck-slide';

/** The unlocked presentation: full-screen slides that snap, side dots, arrow keys (public-site.md §2.7). */
export function DeckPresentation({ slides }: { slides: DeckSlide[] }) {
  const { current, goTo, onScroll, containerRef, dotsRef, slideRef, headingRef } = useSlideNavigation(slides.length);
  const shown = slides[current];

  return (
    <div className="fixed inset-0 bg-graphite-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.18),transparent_55%),repeating-linear-gradient(115deg,transparent_0_38px,rgba(255,255,255,0.02)_38px_40px)]"
      />
      <Link
        to="/"
        className="absolute top-3 left-3 z-20 inline-flex min-h-10 items-center rounded-md bg-graphite-950/80 px-3 text-sm font-semibold text-zinc-200 backdrop-blur hover:bg-white/10 hover:text-white sm:top-4 sm:left-4"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1.5 size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 5l-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t.home}
      </Link>
      <main
        ref={containerRef}
        onScroll={onScroll}
        aria-describedby="deck-keyboard-hint"
        className="relative h-full snap-y snap-mandatory overflow-y-auto overscroll-y-contain"
      >
        {slides.map((slide, index) => (
          <DeckSlideView
            key={slide.id}
            slide={slide}
            index={index}
            total={slides.length}
            active={index === current}
            slideRef={slideRef(index)}
            headingRef={headingRef(index)}
          />
        ))}
      </main>
      <p id="deck-keyboard-hint" className="sr-only">
        {t.keyboardHint}
      </p>
      <nav ref={dotsRef} aria-label={t.dotsLabel} className="absolute top-1/2 right-1 z-20 -translate-y-1/2 sm:right-3">
        <ol className="flex flex-col items-center">
          {slides.map((slide, index) => {
            const isCurrent = index === current;
            return (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-label={t.goToSlide(index + 1, slide.title)}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  className="group flex size-7 items-center justify-center rounded-full pointer-coarse:size-11 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'block w-2.5 rounded-full transition-all duration-600 motion-reduce:transition-none',
                      isCurrent ? 'h-5 bg-race-500' : 'h-2.5 bg-zinc-400 group-hover:bg-white',
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <p aria-live="polite" className="sr-only">
        {shown ? `${t.slidePosition(current + 1, slides.length)}: ${shown.title}` : ''}
      </p>
    </div>
  );
}
