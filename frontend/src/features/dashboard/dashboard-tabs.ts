// The dashboard's tabs (investor-portal.md §2.4), each at /dashboard/{slug} so that reload, back and forward keep
// it; /dashboard shows the first. libs/contracts APP_PAGE_PATHS lists the same paths (the server
// answers 200 for them); dashboard-tabs.spec.ts checks that the two agree.
export const DASHBOARD_TABS = ['portafolio', 'garage', 'plan-maestro', 'unidades', 'financiamiento', 'referidos', 'avance'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_TAB: DashboardTab = 'portafolio';

export function isDashboardTab(value: string | undefined): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

export function dashboardTabPath(tab: DashboardTab): string {
  return `/dashboard/${tab}`;
}
