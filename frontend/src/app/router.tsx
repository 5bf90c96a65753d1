import type { AppPagePath } from '@cdm/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RootFallback, RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Every screen is its own chunk: the landing never loads staff or investor code.
const landingRoute = async () => ({ Component: (await import('./routes/landing')).LandingRoute });
const investorsRoute = async () => ({ Component: (await import('./routes/investors')).InvestorsRoute });
const activateAccountRoute = async () => ({ Component: (await import('./routes/activate-account')).ActivateAccountRoute });
const letterOfIntentRoute = async () => ({ Component: (await import('./routes/letter-of-intent')).LetterOfIntentRoute });
const resetPasswordRoute = async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute });
const dashboardRoute = async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute });
const adminRoute = async () => ({ Component: (await import('./routes/admin')).AdminRoute });
const emailPreviewRoute = async () => ({ Component: (await import('./routes/email-preview')).EmailPreviewRoute });
const executiveSummaryRoute = async () => ({ Component: (await import('./routes/servicios')).ExecutiveSummaryRoute });
const partnersRoute = async () => ({ Component: (await import('./routes/partners')).PartnersRoute });
const servicesPresentationRoute = async () => ({ Component: (await import('./routes/presentacion-servicios')).ServicesPresentationRoute });
const bookingRoute = async () => ({ Component: (await import('./routes/agendar')).BookingRoute });
const applicationRoute = async () => ({ Component: (await import('./routes/aplicar')).ApplicationRoute });
const bookingConfirmationRoute = async () => ({ Component: (await import('./routes/agendar-confirmacion')).BookingConfirmationRoute });
const dataRoomRoute = async () => ({ Component: (await import('./routes/data-room')).DataRoomRoute });
const contractSigningRoute = async () => ({ Component: (await import('./routes/contract-signing')).ContractSigningRoute });
const verifyContractRoute = async () => ({ Component: (await import('./routes/verify-contract')).VerifyContractRoute });
const notFoundRoute = async () => ({ Component: (await import('@/features/site/components/not-found-page')).NotFoundPage });

const LANDING_PATHS = ['/', '/public', '/socios'] as const satisfies readonly AppPagePath[];

// The paths are those of APP_PAGE_PATHS (the server answers 200 for exactly these);
// router.spec.tsx checks that each one reaches a screen here. '/admin/*' also matches '/admin'.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: PublicLayout,
        children: [
          ...LANDING_PATHS.map((path) => ({ path, lazy: landingRoute })),
          { path: '/investors', lazy: investorsRoute },
          { path: '/investors/activar/:token', lazy: activateAccountRoute },
          { path: '/investors/carta-de-intencion', lazy: letterOfIntentRoute },
          { path: '/reset-password', lazy: resetPasswordRoute },
          { path: '/reset-password/:token', lazy: resetPasswordRoute },
        ],
      },
      // /dashboard and its tabs (/dashboard/unidades, …): one screen, the tab from the URL.
      { path: '/dashboard/:tab?', lazy: dashboardRoute },
      { path: '/admin/*', lazy: adminRoute },
      { path: '/email-preview', lazy: emailPreviewRoute },
      { path: '/servicios', lazy: executiveSummaryRoute },
      { path: '/partners', lazy: partnersRoute },
      { path: '/presentaciondeservicios', lazy: servicesPresentationRoute },
      { path: '/agendar', lazy: bookingRoute },
      { path: '/agendar-confirmacion', lazy: bookingConfirmationRoute },
      { path: '/aplicar', lazy: applicationRoute },
      { path: '/data-room', lazy: dataRoomRoute },
      { path: '/contratos/:reservationId', lazy: contractSigningRoute },
      { path: '/verificar', lazy: verifyContractRoute },
      { path: '*', lazy: notFoundRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
