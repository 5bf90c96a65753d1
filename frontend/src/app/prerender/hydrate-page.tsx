import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { captureCampaignParams } from '@/lib/attribution';
import { App, type AppRouter } from '../app';
import { createAppRouter, routes } from '../router';
import { withHydratedSignal } from './hydrated-signal';
import { PAGE_HYDRATED_EVENT, PRERENDERED_PAGES, type PrerenderedPage } from './pages';
import { loadQueryClient, PrerenderedPageProvider } from './prerendered-page-provider';

/** Every other screen may use queries: it shows once the QueryClient is there too. */
function awaitQueryClient(routeObjects: RouteObject[]): void {
  for (const route of routeObjects) {
    const { lazy } = route;
    if (typeof lazy === 'function') {
      route.lazy = async () => {
        const [module] = await Promise.all([lazy(), loadQueryClient()]);
        return module;
      };
    }
    if (route.children) awaitQueryClient(route.children);
  }
}

/** Runs the steps one task each: the browser may paint or handle input between them. */
function inTasks(...steps: Array<() => void>): void {
  const [step, ...rest] = steps;
  if (!step) return;
  step();
  if (rest.length > 0) setTimeout(() => inTasks(...rest), 0);
}

/**
 * Takes over a prerendered page. Its screen comes with the entry (the route module) instead of as
 * a lazy route, so the router is ready at once.
 */
function hydratePage(page: PrerenderedPage, Component: ComponentType, Providers: PageProviders): void {
  // Before the router can rewrite the URL.
  captureCampaignParams();

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // boot.ts holds the clicks until then.
  const hydrated = () => {
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  };
  let router: AppRouter | undefined;

  inTasks(
    // The first use of session storage (the router reads its saved state there) is slow on a phone.
    () => {
      try {
        void window.sessionStorage.length;
      } catch {
        // blocked by privacy settings: the router copes
      }
    },
    () => {
      try {
        const paths: readonly string[] = PRERENDERED_PAGES[page].paths;
        const screen = matchRoutes(routes, window.location)?.at(-1)?.route;
        if (screen?.lazy && screen.path !== undefined && paths.includes(screen.path)) {
          delete screen.lazy;
          screen.Component = withHydratedSignal(Component, hydrated);
        }
        // With the app's provider the QueryClient is there from the start.
        if (Providers === PrerenderedPageProvider) awaitQueryClient(routes);
        router = createAppRouter();
      } catch (error) {
        // The HTML stays usable without React: links work, the held clicks go through.
        hydrated();
        throw error;
      }
    },
    () => {
      if (!router) return;
      const app = <App router={router} Providers={Providers} />;
      if (router.state.initialized && container.hasChildNodes()) {
        // At transition priority the hydration yields to the browser every few milliseconds
        // instead of blocking it in one long task; a click on a part not hydrated yet hydrates it at once.
        // The screen fires the hydrated event when it has hydrated: a click held until then
        // reaches a button React handles (one replayed earlier could be dropped).
        startTransition(() => {
          hydrateRoot(container, app);
        });
      } else {
        // Not the page this HTML was made for: render it in the browser like any other.
        container.replaceChildren();
        createRoot(container).render(app);
        hydrated();
      }
    },
  );
}

export { withHydratedSignal } from './hydrated-signal';

type PageProviders = ComponentType<{ children: ReactNode }>;

/**
 * Called by the build entry of each prerendered page (entries/) when it loads: takes the page over
 * when it is the page that the boot script loaded, and does nothing otherwise (tests). A page whose
 * first screen reads queries (`queries` in pages.ts) is hydrated inside AppProvider, the provider
 * render-page.tsx renders it with; it is loaded here, not by the route module, so that no route
 * imports this file back (it imports the router, which imports the routes). Its chunk came with the
 * route module's.
 */
export function startPrerenderedPage(page: PrerenderedPage, Component: ComponentType): void {
  if (typeof document === 'undefined') return;
  const boot = document.querySelector<HTMLScriptElement>('script[data-boot]');
  if (!boot || boot.dataset['page'] !== page || boot.dataset['started'] !== undefined) return;
  boot.dataset['started'] = '';
  if (!PRERENDERED_PAGES[page].queries) return hydratePage(page, Component, PrerenderedPageProvider);
  void import('../provider').then(({ AppProvider }) => hydratePage(page, Component, AppProvider));
}
