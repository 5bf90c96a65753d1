import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/ui/button';
import { usePublicSettings } from '../api/get-public-settings';
import { executiveSummaryTexts as t } from '../executive-summary-texts';
import { BulletPoints } from './bullet-points';

const cardClassName = 'rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-6';

function SectionTitle({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl" data-print-heading>
      <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
        <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-4 font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base leading-relaxed text-zinc-300 sm:text-lg">{lead}</p> : null}
    </div>
  );
}

function Section({ id, eyebrow, title, lead, children }: { id: string; eyebrow: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-white/10 py-12 first:border-t-0 sm:py-16 print:py-6">
      <SectionTitle id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mt-8 sm:mt-10 print:mt-5">{children}</div>
    </section>
  );
}


function ContactEmail() {
  const { data, isPending, isError, refetch } = usePublicSettings();
  const c = t.contact;

  if (isPending) {
    return (
      <p aria-busy="true" className="mt-2">
        <span className="sr-only">{c.emailLoading}</span>
        <span aria-hidden="true" className="block h-7 w-64 max-w-full rounded bg-white/15 motion-safe:animate-pulse" />
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-base text-race-300">{c.emailUnavailable}</p>
        <Button variant="outline" onClick={() => void refetch()} className="print:hidden">
          {c.retry}
        </Button>
      </div>
    );
  }
  return (
    <a
      href={`mailto:${data.contactEmail}`}
      className="mt-1 inline-block font-display text-2xl font-bold [overflow-wrap:anywhere] text-white underline decoration-race-500 decoration-2 underline-offset-4 hover:text-race-300 sm:text-3xl print:text-xl"
    >
      {data.contactEmail}
    </a>
  );
}

/** /servicios: the advisory firm's executive summary, printable as a PDF (public-site.md §2.6). */
export function ExecutiveSummaryPage() {
  return (
    <div className="executive-summary flex min-h-svh flex-col bg-graphite-950">
      <header className="sticky top-0 z-30 border-b border-white/10 bg-graphite-950/90 backdrop-blur print:hidden">
        <nav aria-label={t.toolbar.label} className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className={buttonClassName({ variant: 'ghost', className: '-ml-2 sm:-ml-4' })}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 5l-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t.toolbar.back}
          </Link>
          <Button variant="outline" onClick={() => window.print()} title={t.toolbar.downloadHint}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 3v9m0 0l-4-4m4 4l4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t.toolbar.download}
          </Button>
        </nav>
      </header>

      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="relative isolate overflow-hidden border-b border-white/10 print:border-b-2 print:border-race-500">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.2),transparent_55%)] print:hidden"
          />
          <div className="mx-auto max-w-5xl px-4 py-14 motion-safe:animate-rise-in sm:px-6 sm:py-20 print:px-0 print:py-0 print:pb-6">
            <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
              <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
              {t.hero.eyebrow}
            </p>
            <h1 className="mt-5 max-w-4xl font-display text-4xl leading-[0.98] font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-6xl print:text-4xl">
              {t.hero.title}
            </h1>
            <p className="mt-6 max-w-3xl text-base leading-relaxed text-zinc-300 sm:text-lg">{t.hero.lead}</p>
            <ul className="mt-8 grid grid-cols-3 gap-3 sm:max-w-2xl sm:gap-4">
              {t.hero.facts.map((fact) => (
                <li key={fact.label} className="rounded-lg border border-graphite-700 bg-graphite-900/70 p-3 sm:p-4" data-print-keep>
                  <span className="block font-display text-xl leading-none font-bold text-white [font-stretch:condensed] sm:text-3xl">{fact.value}</span>
                  <span className="mt-1.5 block text-xs leading-snug text-zinc-300 sm:text-sm">{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mx-auto max-w-5xl px-4 sm:px-6 print:px-0">
          <Section id="firma-title" eyebrow={t.firm.eyebrow} title={t.firm.title}>
            <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
              <div className="grid gap-4">
                {t.firm.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-base leading-relaxed text-zinc-300 sm:text-lg">
                    {paragraph}
                  </p>
                ))}
              </div>
              <div className={cardClassName} data-print-keep>
                <BulletPoints items={t.firm.points} />
              </div>
            </div>
          </Section>

          <Section id="ceo-title" eyebrow={t.ceo.eyebrow} title={t.ceo.title}>
            <div className={clsx(cardClassName, 'grid gap-6 sm:grid-cols-[auto_1fr] sm:gap-8')} data-print-keep>
              <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-race-600/15 text-race-400 print:hidden">
                <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
                </svg>
              </span>
              <div>
                <h3 className="font-display text-2xl font-bold tracking-tight text-white uppercase [font-stretch:condensed]">{t.ceo.role}</h3>
                <p className="mt-2 text-base leading-relaxed text-zinc-300">{t.ceo.summary}</p>
                <BulletPoints items={t.ceo.points} className="mt-5" />
              </div>
            </div>
          </Section>

          <Section id="servicios-title" eyebrow={t.services.eyebrow} title={t.services.title} lead={t.services.lead}>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5">
              {t.services.items.map((service, index) => (
                <li key={service.key} className={clsx(cardClassName, 'flex flex-col')} data-print-keep>
                  <span aria-hidden="true" className="font-display text-sm font-bold tracking-[0.2em] text-race-400 tabular-nums">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="mt-2 font-display text-2xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">
                    {service.title}
                  </h3>
                  <p className="mt-2 text-base leading-relaxed text-zinc-300">{service.body}</p>
                  <BulletPoints items={service.points} className="mt-4 border-t border-graphite-700 pt-4" />
                </li>
              ))}
            </ul>
          </Section>

          <Section id="modelo-title" eyebrow={t.workModel.eyebrow} title={t.workModel.title} lead={t.workModel.lead}>
            <ol className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
              {t.workModel.phases.map((phase, index) => (
                <li key={phase.period} className={clsx(cardClassName, 'border-t-2 border-t-race-500')} data-print-keep>
                  <p className="text-xs font-semibold tracking-[0.15em] text-race-300 uppercase">
                    <span className="sr-only">{t.workModel.phaseLabel(index + 1)}</span>
                    {phase.period}
                  </p>
                  <h3 className="mt-2 font-display text-xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">
                    {phase.title}
                  </h3>
                  <BulletPoints items={phase.points} className="mt-4" />
                </li>
              ))}
            </ol>
          </Section>

          <Section id="beneficios-title" eyebrow={t.benefits.eyebrow} title={t.benefits.title}>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
              {t.benefits.items.map((benefit) => (
                <li key={benefit.title} className={cardClassName} data-print-keep>
                  <h3 className="flex items-center gap-2.5 text-lg font-semibold text-white">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-race-400" fill="none" stroke="currentColor" strokeWidth="2.5">
                      <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {benefit.title}
                  </h3>
                  <p className="mt-2 text-base leading-relaxed text-zinc-300">{benefit.body}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="resultados-title" eyebrow={t.results.eyebrow} title={t.results.title}>
            <ul className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4" data-print-keep>
              {t.results.items.map((result) => (
                <li key={result.label} className={cardClassName}>
                  <span className="block font-display text-4xl leading-none font-bold text-white [font-stretch:condensed] sm:text-5xl">{result.value}</span>
                  <span className="mt-2 block text-sm leading-snug text-zinc-300 sm:text-base">{result.label}</span>
                </li>
              ))}
            </ul>
            <p className="mt-5 max-w-3xl text-sm leading-relaxed text-zinc-400">{t.results.note}</p>
          </Section>

          <Section id="compensacion-title" eyebrow={t.compensation.eyebrow} title={t.compensation.title}>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5">
              {t.compensation.items.map((item) => (
                <li key={item.title} className={clsx(cardClassName, 'flex flex-col gap-2 sm:flex-row sm:gap-5 print:flex-col print:gap-2')} data-print-keep>
                  <span className="shrink-0 font-display text-3xl leading-none font-bold text-race-400 [font-stretch:condensed] sm:w-28 sm:text-4xl print:w-auto">
                    {item.value}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                    <p className="mt-1 text-base leading-relaxed text-zinc-300">{item.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="contacto-title" eyebrow={t.contact.eyebrow} title={t.contact.title} lead={t.contact.lead}>
            <div className={clsx(cardClassName, 'grid gap-6 sm:grid-cols-2 sm:gap-8')} data-print-keep>
              <div>
                <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t.contact.emailLabel}</p>
                <ContactEmail />
              </div>
              <BulletPoints items={t.contact.commitments} />
            </div>
          </Section>
        </div>
      </main>
    </div>
  );
}
