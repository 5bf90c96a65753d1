// Paths the browser app renders. The server answers 200 for these and 404 for any
// other page, so the status agrees with the 'Page Not Found' screen. Add a path here
// when its screen lands.
export const APP_PAGE_PATHS = [
  '/',
  '/public',
  '/socios',
  '/investors',
  '/investors/activar/:token',
  '/investors/carta-de-intencion',
  '/dashboard',
  // The dashboard's tabs (frontend features/dashboard/dashboard-tabs.ts); any other /dashboard/x is a 404.
  '/dashboard/portafolio',
  '/dashboard/garage',
  '/dashboard/plan-maestro',
  '/dashboard/unidades',
  '/dashboard/financiamiento',
  '/dashboard/referidos',
  '/dashboard/avance',
  '/reset-password',
  '/reset-password/:token',
  '/admin',
  '/admin/*',
  '/email-preview',
  '/servicios',
  '/partners',
  '/presentaciondeservicios',
  '/agendar',
  '/agendar-confirmacion',
  '/aplicar',
  '/data-room',
  // Contract signing (issue 19): the investor's signing page of a reservation, the public verification.
  '/contratos/:reservationId',
  '/verificar',
] as const;

export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

const pagePatterns = APP_PAGE_PATHS.map(
  (path) => new RegExp('^' + path.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(/.*)?') + '/?$'),
);

export function isAppPage(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
