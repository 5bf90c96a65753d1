import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { revealClassName, useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import { landingTexts } from '../landing-texts';
import { SectionHeading } from './section-heading';

const t = landingTexts.highlights;

type ColumnKey = (typeof t.columns)[number]['key'];

const iconPaths: Record<ColumnKey, ReactNode> = {
  infraestructura: (
    <>
      <path d="M4 17c0-5 3-9 8-9h3c2.5 0 4.5 1.7 4.5 4s-2 4-4.5 4h-5c-1.5 0-2.5 1-2.5 2" />
      <path d="M4 20h16" />
    </>
  ),
  inversion: (
    <>
      <path d="M4 19V5" />
      <path d="M4 19h16" />
      <path d="M8 15l4-4 3 3 5-6" />
      <path d="M16 8h4v4" />
    </>
  ),
  beneficios: (
    <>
      <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3z" />
    </>
  ),
};

export function HighlightsSection() {
  const revealRef = useRevealOnScroll<HTMLDivElement>();

  return (
    <section aria-labelledby="highlights-title" className="bg-graphite-950">
      <div ref={revealRef} className={clsx('mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24', revealClassName)}>
        <SectionHeading id="highlights-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="mt-10 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
          {t.columns.map((column) => (
            <li key={column.key} className="flex flex-col rounded-xl border border-graphite-700 bg-graphite-900 p-6 sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-lg bg-race-600/15 text-race-400">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {iconPaths[column.key]}
                </svg>
              </span>
              <h3 className="mt-5 font-display text-2xl font-bold tracking-tight text-white uppercase [font-stretch:condensed]">
                {column.title}
              </h3>
              <p className="mt-2 text-base leading-relaxed text-zinc-300">{column.body}</p>
              <ul className="mt-5 grid gap-2.5 border-t border-graphite-700 pt-5">
                {column.items.map((item) => (
                  <li key={item} className="flex gap-3 text-sm leading-snug text-zinc-200">
                    <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-race-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
