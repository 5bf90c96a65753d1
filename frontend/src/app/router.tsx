import { APP_PAGE_PATHS } from '@cdm/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

const landingRoute = async () => ({ Component: (await import('./routes/landing')).LandingRoute });
const notFoundRoute = async () => ({ Component: (await import('@/features/site/components/not-found-page')).NotFoundPage });

// APP_PAGE_PATHS is the single list of pages: the server answers 200 for exactly these.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: PublicLayout,
        children: APP_PAGE_PATHS.map((path) => ({ path, lazy: landingRoute })),
      },
      { path: '*', lazy: notFoundRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
