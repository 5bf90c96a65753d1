import { siteTexts } from '../texts';

const t = siteTexts.stats;

export function StatsStrip() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-white/10 bg-graphite-900">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="stats-title" className="sr-only">
          {t.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {t.items.map((stat) => (
            <li
              key={stat.key}
              className="relative overflow-hidden rounded-xl border border-graphite-700 bg-graphite-800 px-4 py-5 sm:px-6 sm:py-7"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-race-600" />
              <p className="font-display text-4xl leading-none font-bold text-white [font-stretch:condensed] sm:text-5xl">
                {stat.value}
              </p>
              <p className="mt-2 text-sm font-medium tracking-wide text-zinc-300 uppercase">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
