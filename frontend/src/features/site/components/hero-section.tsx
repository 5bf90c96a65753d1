import { AppLink } from '@/lib/navigation/app-link';
import { Button, buttonClassName } from '@/ui/button';
import { siteTexts } from '../texts';
import { CircuitLine } from './circuit-line';

const t = siteTexts.hero;

export type HeroSectionProps = {
  onRequestInformation: () => void;
  /** Hover or focus on the main action: a chance to fetch what it opens. */
  onRequestInformationIntent?: () => void;
};

export function HeroSection({ onRequestInformation, onRequestInformationIntent }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-graphite-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.22),transparent_55%),repeating-linear-gradient(115deg,transparent_0_38px,rgba(255,255,255,0.025)_38px_40px)]"
      />
      <div className="mx-auto flex max-w-6xl flex-col justify-center px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:min-h-[640px] lg:py-24">
        <div className="max-w-2xl">
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
            <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
            {t.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-5xl leading-[0.95] font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-6xl lg:text-7xl"
          >
            {t.title}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-zinc-300 sm:text-lg">{t.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              size="lg"
              onClick={onRequestInformation}
              onPointerEnter={onRequestInformationIntent}
              onFocus={onRequestInformationIntent}
            >
              {t.requestInformation}
            </Button>
            <AppLink to="/aplicar" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
              {t.apply}
            </AppLink>
          </div>
        </div>
        {/* In the flow below the actions on narrow screens; beside the text on wide ones. */}
        <CircuitLine className="pointer-events-none mx-auto mt-10 w-full max-w-md -z-10 lg:absolute lg:top-1/2 lg:right-[-2rem] lg:mt-0 lg:w-[720px] lg:max-w-none lg:-translate-y-1/2" />
      </div>
    </section>
  );
}
