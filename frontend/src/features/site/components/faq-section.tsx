import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useApplicationDeposit } from '../hooks/use-application-deposit';
import { revealClassName, useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import { landingTexts } from '../landing-texts';
import { SectionHeading } from './section-heading';

const t = landingTexts.faq;

/** An accordion of the WAI-ARIA pattern: a heading button per question, at most one answer open. */
export function FaqSection() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const idPrefix = useId();
  const { amount } = useApplicationDeposit();
  const revealRef = useRevealOnScroll<HTMLDivElement>();

  return (
    <section aria-labelledby="faq-title" className="bg-graphite-950">
      <div ref={revealRef} className={clsx('mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24', revealClassName)}>
        <SectionHeading id="faq-title" eyebrow={t.eyebrow} title={t.title} />
        <div className="mt-10 divide-y divide-graphite-700 rounded-xl border border-graphite-700 bg-graphite-900">
          {t.items.map((item) => {
            const isOpen = openKey === item.key;
            const buttonId = `${idPrefix}-${item.key}-pregunta`;
            const panelId = `${idPrefix}-${item.key}-respuesta`;
            return (
              <div key={item.key}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenKey(isOpen ? null : item.key)}
                    className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-white hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white sm:px-6"
                  >
                    {item.question}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className={clsx(
                        'size-5 shrink-0 text-race-400 transition-transform duration-600 ease-out motion-reduce:transition-none',
                        isOpen && 'rotate-180',
                      )}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!isOpen}
                  className="px-4 pb-5 text-base leading-relaxed text-zinc-300 motion-safe:animate-rise-in sm:px-6"
                >
                  {item.answer(amount)}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
