import type { ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';

/** One tab's content: its heading (the tab's name as a level-2 heading) and lead. */
export function TabSection({ id, title, lead, children }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <header>
        <h2 id={headingId} className="font-display text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 max-w-3xl text-base text-zinc-300">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-zinc-300">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

export function SubHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="font-display text-xl font-bold tracking-tight text-white uppercase">
      {children}
    </h3>
  );
}
