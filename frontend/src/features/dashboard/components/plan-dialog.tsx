import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Dialog, DialogBody, DialogContent } from '@/ui/dialog';
import { planDialogTexts as t, type PlanSlide } from '../texts';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Slides({ slides, areaM2 }: { slides: readonly PlanSlide[]; areaM2: number | null }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = slides.length;

  const goTo = (next: number) => {
    setIndex(next);
    const scroller = scrollerRef.current;
    scroller?.scrollTo?.({ left: next * scroller.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // Swiping (or scrolling with the keyboard) moves the dots too.
  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller || scroller.clientWidth === 0) return;
    setIndex(Math.min(total - 1, Math.max(0, Math.round(scroller.scrollLeft / scroller.clientWidth))));
  };

  return (
    <div className="grid gap-4">
      <div
        ref={scrollerRef}
        role="region"
        aria-roledescription="carrusel"
        aria-label={t.carousel}
        tabIndex={0}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg border border-graphite-700 bg-graphite-800 focus-visible:outline-2 focus-visible:outline-white"
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="lámina"
            aria-label={t.slide(slideIndex + 1, total, slide.title)}
            aria-hidden={slideIndex === index ? undefined : true}
            className="w-full shrink-0 snap-center"
          >
            <figure>
              <img src={slide.image} alt={slide.alt} width={1200} height={800} loading="lazy" decoding="async" className="h-auto w-full bg-graphite-900" />
              <figcaption className="grid gap-1 px-4 py-3">
                <span className="font-display text-lg font-bold text-white">{slide.title}</span>
                <span className="text-sm text-zinc-300">{slide.caption(areaM2)}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3">
        <div role="group" aria-label={t.dots} className="flex items-center gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.image}
              type="button"
              aria-label={t.dot(slideIndex + 1, total)}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => goTo(slideIndex)}
              className="group grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                aria-hidden="true"
                className={clsx('block rounded-full transition-all motion-reduce:transition-none', slideIndex === index ? 'h-2.5 w-6 bg-race-500' : 'size-2.5 bg-zinc-400 group-hover:bg-white')}
              />
            </button>
          ))}
        </div>
        <p aria-hidden="true" className="text-sm text-zinc-300 tabular-nums">
          {index + 1} / {total}
        </p>
      </div>
      <p className="text-xs text-zinc-400">{t.illustrative}</p>
    </div>
  );
}

export type PlanDialogProps = {
  product: string;
  slides: readonly PlanSlide[];
  /** The product's live area, for the captions; null while unknown. */
  areaM2: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** investor-portal.md §2.4: the scrollable architectural plan dialogs of the premium (3 slides) and kart (2) boxes, with dots. */
export function PlanDialog({ product, slides, areaM2, open, onOpenChange }: PlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t.title(product)} description={t.description} closeLabel={t.close} size="xl">
          <DialogBody>
            <Slides slides={slides} areaM2={areaM2} />
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
