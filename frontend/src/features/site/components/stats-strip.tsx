import { siteTexts, type StatKey } from '../texts';

const t = siteTexts.stats;

// Staggered entrance of the four cards (each 0.6 s).
const entranceDelays = ['[animation-delay:0ms]', '[animation-delay:80ms]', '[animation-delay:160ms]', '[animation-delay:240ms]'];

export type StatsStripProps = {
  /** A card was chosen: the page opens its detail dialog. */
  onSelectStat: (stat: StatKey) => void;
  /** Hover or focus on a card: a chance to fetch the dialog it opens. */
  onSelectStatIntent?: () => void;
};

export function StatsStrip({ onSelectStat, onSelectStatIntent }: StatsStripProps) {
  return (
    <section aria-labelledby="stats-title" className="border-y border-white/10 bg-graphite-900">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="stats-title" className="sr-only">
          {t.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {t.items.map((stat, index) => (
            <li key={stat.key} className={`flex motion-safe:animate-rise-in ${entranceDelays[index] ?? ''}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => onSelectStat(stat.key)}
                onPointerEnter={onSelectStatIntent}
                onFocus={onSelectStatIntent}
                className="group relative flex w-full flex-col items-start overflow-hidden rounded-xl border border-graphite-700 bg-graphite-800 px-4 py-5 text-left transition-colors duration-200 hover:border-race-500 hover:bg-graphite-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none sm:px-6 sm:py-7"
              >
                <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-race-600" />
                <span className="font-display text-4xl leading-none font-bold text-white [font-stretch:condensed] sm:text-5xl">
                  {stat.value}
                </span>{' '}
                <span className="mt-2 text-sm font-medium tracking-wide text-zinc-300 uppercase">{stat.label}</span>{' '}
                <span className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-race-300 group-hover:text-white">
                  {t.detailHint}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M7 4l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
