import type { ReactNode } from 'react';
import { financingTexts as t } from '../texts';
import { TabSection } from './tab-section';

/** investor-portal.md §2.4 financing: the dashboard calculator (reservations, from the app layer) and its conditions. */
export function FinancingTab({ children }: { children: ReactNode }) {
  return (
    <TabSection id="financing" title={t.heading} lead={t.lead}>
      <div className="rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-6">{children}</div>
      <ul className="grid gap-2 text-sm text-zinc-300 sm:grid-cols-3">
        {t.notes.map((note) => (
          <li key={note} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />
            {note}
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
