import type { ReactNode } from 'react';
import { benefitsTexts, projectInfoTexts } from '../texts';

const ICONS: Record<string, ReactNode> = {
  roi: <path d="M4 17l5-5 4 4 7-8M15 8h5v5" />,
  secure: <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM9 12l2 2 4-4" />,
  vip: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3z" />,
  liquidity: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
};

/** investor-portal.md §2.4: project information and the four investment benefits. */
export function ProjectOverview() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="project-info-title" className="rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-6">
        <h2 id="project-info-title" className="font-display text-xl font-bold tracking-tight text-white uppercase">
          {projectInfoTexts.heading}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {projectInfoTexts.items.map((item) => (
            <div key={item.label}>
              <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{item.label}</dt>
              <dd className="mt-1 text-base font-semibold text-white">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="benefits-title" className="rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-6">
        <h2 id="benefits-title" className="font-display text-xl font-bold tracking-tight text-white uppercase">
          {benefitsTexts.heading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {benefitsTexts.items.map((benefit) => (
            <li key={benefit.key} className="flex gap-3">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-race-400" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[benefit.key]}
              </svg>
              <div>
                <h3 className="text-base font-semibold text-white">{benefit.title}</h3>
                <p className="mt-0.5 text-sm text-zinc-300">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
