import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_TABS, dashboardTabPath, type DashboardTab } from '../dashboard-tabs';
import { dashboardTexts, TAB_LABELS } from '../texts';

/** The tabs as links (each has its URL); the active one is marked as the current page. */
export function DashboardTabsNav({ active }: { active: DashboardTab }) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the list scrolls sideways: keep the active tab in view.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo?.({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2 });
  }, [active]);

  return (
    <nav aria-label={dashboardTexts.sectionsLabel} className="border-b border-graphite-700">
      <ul ref={listRef} className="-mb-px flex gap-1 overflow-x-auto">
        {DASHBOARD_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab} className="shrink-0">
              <Link
                to={dashboardTabPath(tab)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 motion-reduce:transition-none',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white',
                  current ? 'border-race-500 text-white' : 'border-transparent text-zinc-300 hover:border-white/40 hover:text-white',
                )}
              >
                {TAB_LABELS[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
