import type { DeckBlock } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { deckTexts as t } from '../texts';

type BlockOf<T extends DeckBlock['type']> = Extract<DeckBlock, { type: T }>;

const cardClassName = 'rounded-xl border border-graphite-700 bg-graphite-900/90 p-4 sm:p-5';

function Bullet() {
  return <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />;
}

function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-snug text-zinc-200 sm:text-base">
          <Bullet />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Stats({ block }: { block: BlockOf<'stats'> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {block.items.map((item) => (
        <li key={item.label} className={clsx(cardClassName, 'flex flex-col gap-1')}>
          <span className="font-display text-2xl leading-none font-bold text-white [font-stretch:condensed] sm:text-4xl">{item.value}</span>
          <span className="text-sm leading-snug text-zinc-300">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

function Cards({ block }: { block: BlockOf<'cards'> }) {
  return (
    <ul className={clsx('grid gap-3 sm:grid-cols-2 sm:gap-4', block.items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-5')}>
      {block.items.map((card) => (
        <li key={card.title} className={clsx(cardClassName, 'flex flex-col')}>
          <h3 className="font-display text-lg leading-tight font-bold text-white uppercase [font-stretch:condensed] sm:text-xl">{card.title}</h3>
          <p className="mt-1.5 text-sm leading-snug text-zinc-300 sm:text-base">{card.body}</p>
          {card.items && card.items.length > 0 ? <BulletList items={card.items} className="mt-3 border-t border-graphite-700 pt-3" /> : null}
        </li>
      ))}
    </ul>
  );
}

function Phases({ block }: { block: BlockOf<'phases'> }) {
  return (
    <ol className={clsx('grid gap-3 sm:grid-cols-2 sm:gap-4', block.items.length === 3 ? 'lg:grid-cols-3' : block.items.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}>
      {block.items.map((phase) => (
        <li key={`${phase.period}-${phase.title}`} className={clsx(cardClassName, 'border-t-2 border-t-race-500')}>
          <p className="text-xs font-semibold tracking-[0.15em] text-race-300 uppercase">{phase.period}</p>
          <h3 className="mt-1 font-display text-lg leading-tight font-bold text-white uppercase [font-stretch:condensed] sm:text-xl">{phase.title}</h3>
          <BulletList items={phase.items} className="mt-3" />
        </li>
      ))}
    </ol>
  );
}

function Risk({ item }: { item: BlockOf<'risks'>['items'][number] }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className={cardClassName}>
      <h3 className="font-display text-lg leading-tight font-bold text-white uppercase [font-stretch:condensed] sm:text-xl">{item.risk}</h3>
      <p className="mt-1.5 text-sm leading-snug text-zinc-300 sm:text-base">
        <span className="font-semibold text-race-300">{t.risk.mitigation}: </span>
        {item.mitigation}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-md px-2 -mx-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {open ? t.risk.hideDetails : t.risk.showDetails}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={clsx('size-4 text-race-400 transition-transform duration-600 motion-reduce:transition-none', open && 'rotate-180')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={detailsId} hidden={!open} className="motion-safe:animate-fade-in">
        <BulletList items={item.details} className="mt-2 border-t border-graphite-700 pt-3" />
      </div>
    </li>
  );
}

function Risks({ block }: { block: BlockOf<'risks'> }) {
  return (
    <ul className="grid gap-3 sm:gap-4 lg:grid-cols-3">
      {block.items.map((item) => (
        <Risk key={item.risk} item={item} />
      ))}
    </ul>
  );
}

function Guarantees({ block }: { block: BlockOf<'guarantees'> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-race-500/40 bg-race-600/10 p-4 sm:p-5">
      <h3 id={headingId} className="text-sm font-semibold tracking-[0.15em] text-race-300 uppercase">
        {t.guarantees}
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3 sm:gap-4">
        {block.items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm leading-snug text-zinc-100 sm:text-base">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-race-400" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function CallToAction({ block }: { block: BlockOf<'cta'> }) {
  const className = buttonClassName({ size: 'lg', className: 'w-full sm:w-auto' });
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
      {isSitePath(block.href) ? (
        <Link to={block.href} className={className}>
          {block.label}
        </Link>
      ) : (
        <a href={block.href} className={className}>
          {block.label}
        </a>
      )}
      <p className="flex flex-col gap-1 text-sm text-zinc-300 sm:block sm:text-base">
        <span>{t.directContact} </span>
        <a href={`mailto:${block.contactEmail}`} className="font-semibold [overflow-wrap:anywhere] text-white underline underline-offset-4 hover:text-race-300">
          {block.contactEmail}
        </a>
      </p>
    </div>
  );
}

/** One block of a slide as the API sent it. */
export function DeckBlockView({ block }: { block: DeckBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p className="max-w-3xl text-base leading-relaxed text-zinc-200 sm:text-lg">{block.text}</p>;
    case 'bullets':
      return <BulletList items={block.items} className="max-w-3xl sm:grid-cols-2 sm:gap-x-8 sm:gap-y-3" />;
    case 'stats':
      return <Stats block={block} />;
    case 'cards':
      return <Cards block={block} />;
    case 'phases':
      return <Phases block={block} />;
    case 'risks':
      return <Risks block={block} />;
    case 'guarantees':
      return <Guarantees block={block} />;
    case 'cta':
      return <CallToAction block={block} />;
    default:
      // A block type this version of the app does not know yet is left out rather than breaking the deck.
      return null;
  }
}
