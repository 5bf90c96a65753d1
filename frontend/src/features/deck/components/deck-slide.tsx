import type { DeckSlide } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { deckTexts as t } from '../texts';
import { DeckBlockView } from './deck-blocks';

/** Whether the element's content is taller than the element (it then scrolls on its own). */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export type DeckSlideViewProps = {
  slide: DeckSlide;
  index: number;
  total: number;
  active: boolean;
  slideRef: (node: HTMLElement | null) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** One full-screen slide; the first one's title is the page's heading. */
export function DeckSlideView({ slide, index, total, active, slideRef, headingRef }: DeckSlideViewProps) {
  const ownRef = useRef<HTMLElement | null>(null);
  const overflows = useOverflows(ownRef);
  const headingId = `diapositiva-${slide.id}`;
  const Heading = index === 0 ? 'h1' : 'h2';

  return (
    <section
      ref={(node) => {
        ownRef.current = node;
        slideRef(node);
      }}
      aria-labelledby={headingId}
      // Content taller than the screen scrolls inside the slide: keyboard users reach it too.
      tabIndex={overflows ? 0 : undefined}
      className="relative h-full snap-start snap-always overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      {/* Opacity only: a moving slide would grow its own scroll height, and the arrow keys would scroll inside it. */}
      <div
        className={clsx(
          'mx-auto flex min-h-full w-full max-w-6xl flex-col justify-center py-16 pr-14 pl-5 sm:py-20 sm:pr-20 sm:pl-10',
          active && 'motion-safe:animate-fade-in',
        )}
      >
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
          <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
          <span className="sr-only">{t.slidePosition(index + 1, total)} · </span>
          <span aria-hidden="true" className="tabular-nums text-zinc-400">
            {String(index + 1).padStart(2, '0')}
          </span>
          {slide.eyebrow}
        </p>
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={clsx(
            'mt-4 max-w-4xl font-display leading-[1.02] font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] focus:outline-none',
            index === 0 ? 'text-4xl sm:text-6xl lg:text-7xl' : 'text-3xl sm:text-5xl lg:text-6xl',
          )}
        >
          {slide.title}
        </Heading>
        {slide.subtitle ? <p className="mt-4 max-w-2xl text-base leading-relaxed text-zinc-300 sm:text-xl">{slide.subtitle}</p> : null}
        <div className="mt-8 grid gap-5 sm:mt-10 sm:gap-6">
          {slide.blocks.map((block, blockIndex) => (
            <DeckBlockView key={`${block.type}-${blockIndex}`} block={block} />
          ))}
        </div>
      </div>
    </section>
  );
}
