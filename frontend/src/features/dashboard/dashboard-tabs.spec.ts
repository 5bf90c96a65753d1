import { APP_PAGE_PATHS, isAppPage, pageMetaFor } from '@cdm/contracts';
import { DASHBOARD_TABS, dashboardTabPath, isDashboardTab } from './dashboard-tabs';

describe('dashboard tab paths', () => {
  it('are pages the server answers 200 for, private and out of search engines', () => {
    for (const tab of DASHBOARD_TABS) {
      expect(APP_PAGE_PATHS).toContain(dashboardTabPath(tab));
      expect(pageMetaFor(dashboardTabPath(tab)).indexable).toBe(false);
    }
    const listed = APP_PAGE_PATHS.filter((path) => path.startsWith('/dashboard/'));
    expect(listed).toHaveLength(DASHBOARD_TABS.length);
  });

  it('leaves any other /dashboard/… path to the Not Found page', () => {
    expect(isAppPage('/dashboard/otra-cosa')).toBe(false);
    expect(isDashboardTab('otra-cosa')).toBe(false);
    expect(isDashboardTab('unidades')).toBe(true);
  });
});
