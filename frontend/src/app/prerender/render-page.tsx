// Build time only (tools/prerender.mjs bundles this for Node): the HTML of a prerendered page.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../app';
import { AppProvider } from '../provider';
import { routes } from '../router';
import { LandingRoute } from '../routes/landing';
import { boot } from './boot';
import { PAGE_HYDRATED_EVENT, PRERENDERED_PAGES } from './pages';
import { PrerenderedPageProvider } from './prerendered-page-provider';
import { StandalonePage } from './standalone-page';

export { PRERENDERED_PAGES } from './pages';

/** The text of the boot script file of every prerendered page (boot.ts). */
export const BOOT_SCRIPT = `(${boot.toString()})(${JSON.stringify(PAGE_HYDRATED_EVENT)});`;

/** The markup that goes inside #root: the same tree the page's entry hydrates in the browser. */
export async function renderPage(path: string): Promise<string> {
  const page = Object.values(PRERENDERED_PAGES).find((entry) => (entry.paths as readonly string[]).includes(path));
  if (page?.standalone) {
    if (page !== PRERENDERED_PAGES.landing) throw new Error(`${path}: no screen for this standalone page in render-page.tsx`);
    return renderToString(<StandalonePage path={path} Screen={LandingRoute} />);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    // The screen is a lazy route: wait until the router has loaded it.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
    if (router.state.errors) throw new Error(`${path} did not render: ${Object.values(router.state.errors).map(String).join('; ')}`);
    // The provider the page's entry hydrates with (hydrate-page.tsx): the same tree, the same markup.
    const queries = Object.values(PRERENDERED_PAGES).some((page) => page.queries && (page.paths as readonly string[]).includes(path));
    return renderToString(<App router={router} Providers={queries ? AppProvider : PrerenderedPageProvider} />);
  } finally {
    router.dispose();
  }
}
