import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { usePublicSettings } from '../api/get-public-settings';
import { proposalDeckTexts as t } from '../proposal-deck-texts';
import { BrandMark } from './brand-mark';
import { ProposalDeckDisclosure } from './proposal-deck-disclosure';
import { BulletPoints } from './bullet-points';

// The listed scheduling route of the site (public-site.md §2): used until the live setting arrives.
const FALLBACK_SCHEDULING_URL = '/agendar';

const cardClassName = 'rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-6';

function SectionTitle({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
        <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-4 font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-4xl lg:text-5xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base leading-relaxed text-zinc-300 sm:text-lg">{lead}</p> : null}
    </div>
  );
}

function Slide({
  id,
  position,
  eyebrow,
  title,
  lead,
  tone = 'dark',
  children,
}: {
  id: string;
  position: number;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'dark' | 'raised';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={clsx('border-t border-white/10', tone === 'raised' ? 'bg-graphite-900' : 'bg-graphite-950')}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionTitle id={id} eyebrow={`${t.slideLabel(position)} · ${eyebrow}`} title={title} lead={lead} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}


function ScheduleLink({ className }: { className?: string }) {
  const { data } = usePublicSettings();
  return (
    <a href={data?.schedulingUrl ?? FALLBACK_SCHEDULING_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {t.title.schedule}
      <span className="sr-only"> {t.newTab}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

function SummaryLink({ className }: { className?: string }) {
  return (
    <Link to="/servicios" className={className}>
      <span lang="en">{t.title.summary}</span>
    </Link>
  );
}

/** A rev counter near the red line: the page's one illustration. */
function RevCounter({ className }: { className?: string }) {
  const ticks = Array.from({ length: 11 }, (_, index) => {
    const angle = Math.PI * (1 - index / 10);
    const [outer, inner] = [150, index % 5 === 0 ? 122 : 134];
    return { index, x1: 170 + outer * Math.cos(angle), y1: 170 - outer * Math.sin(angle), x2: 170 + inner * Math.cos(angle), y2: 170 - inner * Math.sin(angle) };
  });
  return (
    <svg aria-hidden="true" viewBox="0 0 340 190" className={className} fill="none">
      <path d="M20 170a150 150 0 0 1 300 0" stroke="rgba(255,255,255,0.14)" strokeWidth="10" strokeLinecap="round" />
      <path d="M276 64a150 150 0 0 1 44 106" stroke="#e10600" strokeWidth="10" strokeLinecap="round" />
      {ticks.map((tick) => (
        <line
          key={tick.index}
          x1={tick.x1}
          y1={tick.y1}
          x2={tick.x2}
          y2={tick.y2}
          stroke={tick.index >= 8 ? '#ff4d42' : 'rgba(255,255,255,0.5)'}
          strokeWidth={tick.index % 5 === 0 ? 4 : 2}
          strokeLinecap="round"
        />
      ))}
      <g className="proposal-deck-needle">
        <path d="M170 170L292 92" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      </g>
      <circle cx="170" cy="170" r="13" fill="#e10600" />
    </svg>
  );
}

function TitleSlide() {
  return (
    <section aria-labelledby="propuesta-title" className="relative isolate flex min-h-svh flex-col overflow-hidden bg-graphite-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.24),transparent_55%),repeating-linear-gradient(115deg,transparent_0_38px,rgba(255,255,255,0.025)_38px_40px)]"
      />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md text-white">
          <BrandMark className="size-8 shrink-0" />
          <span className="font-display text-[15px] leading-tight font-bold tracking-wide uppercase min-[400px]:text-lg sm:text-xl">{t.nav.home}</span>
        </Link>
        <nav aria-label={t.nav.label}>
          <Link
            to="/investors"
            className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold tracking-wide whitespace-nowrap text-zinc-200 uppercase hover:bg-white/10 hover:text-white"
          >
            {t.nav.partners}
          </Link>
        </nav>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 pt-10 pb-16 sm:px-6 lg:py-20">
        <div className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="max-w-3xl motion-safe:animate-rise-in">
            <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
              <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
              {`${t.slideLabel(1)} · ${t.title.eyebrow}`}
            </p>
            <h1
              id="propuesta-title"
              className="mt-5 font-display text-5xl leading-[0.95] font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-6xl lg:text-7xl"
            >
              {t.title.title}
            </h1>
            <p className="mt-6 max-w-2xl text-base leading-relaxed text-zinc-300 sm:text-lg">{t.title.lead}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
              <ScheduleLink className={buttonClassName({ size: 'lg' })} />
              <SummaryLink className={buttonClassName({ variant: 'outline', size: 'lg' })} />
            </div>
          </div>
          <RevCounter className="hidden w-full max-w-md justify-self-end lg:block" />
        </div>
      </div>
    </section>
  );
}

function VisionSlide() {
  const v = t.vision;
  return (
    <Slide id="vision-title" position={2} eyebrow={v.eyebrow} title={v.title} lead={v.lead}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {v.products.map((product) => (
          <li key={product.key} className={clsx(cardClassName, 'flex flex-col')}>
            <h3 className="flex-1 pb-4 font-display text-xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">
              {product.name}
            </h3>
            <dl className="grid grid-cols-2 gap-3 border-t border-graphite-700 pt-4 lg:grid-cols-1">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{v.priceLabel}</dt>
                <dd className="mt-0.5 text-base text-zinc-100">{product.price}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{v.totalLabel}</dt>
                <dd className="mt-0.5 font-display text-2xl font-bold text-race-400 [font-stretch:condensed]">{product.total}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {[v.overall, v.goal].map((figure) => (
          <div key={figure.label} className="rounded-xl border border-race-500/50 bg-race-600/10 p-5 sm:p-6">
            <dt className="text-sm font-semibold tracking-wide text-zinc-200 uppercase">{figure.label}</dt>
            <dd className="mt-1 font-display text-3xl leading-none font-bold text-white [font-stretch:condensed] sm:text-5xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Slide>
  );
}

function ResultsSlide() {
  const r = t.results;
  return (
    <Slide id="resultados-title" position={3} eyebrow={r.eyebrow} title={r.title} tone="raised">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {r.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse justify-end rounded-xl border border-graphite-700 bg-graphite-950 p-5 sm:p-6">
            <dt className="mt-2 text-sm leading-snug text-zinc-300 sm:text-base">{item.label}</dt>
            <dd className="font-display text-4xl leading-none font-bold text-white [font-stretch:condensed] sm:text-6xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Slide>
  );
}

function ServicesSlide() {
  const s = t.services;
  return (
    <Slide id="servicios-title" position={4} eyebrow={s.eyebrow} title={s.title} lead={s.lead}>
      <ol className="grid gap-4 lg:grid-cols-3">
        {s.phases.map((phase) => (
          <li key={phase.key} className={clsx(cardClassName, 'flex flex-col border-t-2 border-t-race-500')}>
            <p className="text-xs font-semibold tracking-[0.15em] text-race-300 uppercase">{phase.period}</p>
            <h3 className="mt-1 font-display text-2xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">{phase.title}</h3>
            <p className="mt-2 text-base leading-relaxed text-zinc-300">{phase.summary}</p>
            <ProposalDeckDisclosure
              buttonClassName="mt-4 -mx-2 px-2 text-sm"
              panelClassName="border-t border-graphite-700 pt-4"
              label={(open) => (
                <span>
                  {open ? s.hideDetails : s.showDetails}
                  <span className="sr-only">{` ${s.detailsOf(phase.title)}`}</span>
                </span>
              )}
            >
              <BulletPoints items={phase.details} />
            </ProposalDeckDisclosure>
          </li>
        ))}
      </ol>
    </Slide>
  );
}

function SalesProcessSlide() {
  const p = t.salesProcess;
  return (
    <Slide id="proceso-title" position={5} eyebrow={p.eyebrow} title={p.title} tone="raised">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {p.phases.map((phase, index) => (
          <li key={phase.title} className="relative rounded-xl border border-graphite-700 bg-graphite-950 p-5">
            <span aria-hidden="true" className="font-display text-4xl leading-none font-bold text-race-400 tabular-nums [font-stretch:condensed]">
              {index + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-white">
              <span className="sr-only">{p.phaseLabel(index + 1)}</span>
              {phase.title}
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-zinc-300">{phase.body}</p>
          </li>
        ))}
      </ol>
    </Slide>
  );
}

function BrandingSlide() {
  const b = t.branding;
  return (
    <Slide id="branding-title" position={6} eyebrow={b.eyebrow} title={b.title} lead={b.lead}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {b.items.map((item) => (
          <li key={item.title} className={cardClassName}>
            <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-race-500" />
            <h3 className="mt-4 font-display text-xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">{item.title}</h3>
            <p className="mt-2 text-base leading-relaxed text-zinc-300">{item.body}</p>
          </li>
        ))}
      </ul>
    </Slide>
  );
}

function TechnologySlide() {
  const tech = t.technology;
  return (
    <Slide id="tecnologia-title" position={7} eyebrow={tech.eyebrow} title={tech.title} lead={tech.lead} tone="raised">
      <ul className="grid gap-4 lg:grid-cols-3">
        {tech.groups.map((group) => (
          <li key={group.key} className="rounded-xl border border-graphite-700 bg-graphite-950">
            <ProposalDeckDisclosure
              heading="h3"
              buttonClassName="w-full px-5 py-4 text-lg sm:px-6"
              panelClassName="px-5 pb-5 sm:px-6"
              label={() => group.title}
            >
              <BulletPoints items={group.items} className="border-t border-graphite-700 pt-4" />
            </ProposalDeckDisclosure>
          </li>
        ))}
      </ul>
    </Slide>
  );
}

function PlanSlide() {
  const p = t.plan;
  return (
    <Slide id="plan-title" position={8} eyebrow={p.eyebrow} title={p.title}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {p.phases.map((phase) => (
          <li key={phase.period} className={clsx(cardClassName, 'border-t-2 border-t-race-500')}>
            <p className="text-xs font-semibold tracking-[0.15em] text-race-300 uppercase">{phase.period}</p>
            <h3 className="mt-1 font-display text-2xl leading-tight font-bold tracking-tight text-white uppercase [font-stretch:condensed]">{phase.title}</h3>
            <p className="mt-2 text-base leading-relaxed text-zinc-300">{phase.body}</p>
          </li>
        ))}
      </ol>
    </Slide>
  );
}

function ClosingSection() {
  return (
    <section aria-labelledby="cierre-title" className="bg-graphite-950">
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 sm:pb-24">
        <div className="rounded-2xl border border-race-500/40 bg-[radial-gradient(ellipse_at_bottom,rgba(225,6,0,0.22),transparent_65%)] px-5 py-10 text-center sm:px-10 sm:py-14">
          <h2 id="cierre-title" className="font-display text-3xl font-bold tracking-tight text-white uppercase [font-stretch:condensed] sm:text-4xl">
            {t.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-zinc-300">{t.closing.body}</p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <ScheduleLink className={buttonClassName({ size: 'lg' })} />
            <SummaryLink className={buttonClassName({ variant: 'outline', size: 'lg' })} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** /partners: the public sales proposal of the advisory firm, as a sequence of slides (public-site.md §2.7). */
export function ProposalDeckPage() {
  return (
    <main className="min-h-svh bg-graphite-950">
      <TitleSlide />
      <VisionSlide />
      <ResultsSlide />
      <ServicesSlide />
      <SalesProcessSlide />
      <BrandingSlide />
      <TechnologySlide />
      <PlanSlide />
      <ClosingSection />
    </main>
  );
}
