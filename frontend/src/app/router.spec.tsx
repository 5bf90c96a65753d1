import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_PAGE_PATHS } from '@cdm/contracts';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { mockFetch } from '@/testing/fetch-mock';
import { AppProvider } from './provider';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeAll(() => {
  // jsdom does not implement scrolling; ScrollRestoration calls it.
  window.scrollTo = () => undefined;
});

describe('app routes', () => {
  it('renders the English Not Found page for a path the app does not know', async () => {
    renderAt('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it.each(['/', '/public', '/socios'])('renders the landing page at %s', async (path) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: /velocidad/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Socios' })).toHaveAttribute('href', '/investors');
    expect(screen.getByRole('link', { name: 'Aplicar como Socio' })).toHaveAttribute('href', '/aplicar');
  });

  it('opens the information request dialog from the hero', async () => {
    const user = userEvent.setup();
    renderAt('/');

    await user.click(await screen.findByRole('button', { name: 'Solicitar Información Exclusiva' }));

    expect(await screen.findByRole('dialog', { name: 'Solicitar Información Exclusiva' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveFocus());
  });

  it.each(APP_PAGE_PATHS)('routes %s (a page the server answers 200 for) to a screen, not to Not Found', (path) => {
    const sample = path.replace(/:[^/]+/g, 'abc123').replace(/\/\*$/, '/solicitudes');

    expect(matchRoutes(routes, sample)?.at(-1)?.route.path).not.toBe('*');
  });

  it('renders the presentation booking at /agendar outside the landing layout', async () => {
    mockFetch({ 'GET /api/public-settings': { status: 500, body: { code: 'internal_error', message: 'x' } } });
    renderAt('/agendar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda tu Presentación Privada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Socios' })).not.toBeInTheDocument();
  });

  it('renders the investor application at /aplicar outside the landing layout', async () => {
    mockFetch({ 'GET /api/public-settings': { status: 500, body: { code: 'internal_error', message: 'x' } } });
    renderAt('/aplicar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Aplica como Socio Fundador' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Información Personal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Socios' })).not.toBeInTheDocument();
  });

  it('shows the staff sign-in card at /admin without a staff session, on the Solicitudes path', async () => {
    mockFetch({ 'GET /api/admin/session': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } } });
    const router = renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Panel de Administración' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the Personal tab to an admin only and opens Solicitudes first', async () => {
    const staff = { id: 's1', email: 'asesor@cdm.test', name: 'Luis Asesor', role: 'advisor', disabled: false, createdAt: '2026-01-01T00:00:00Z' };
    mockFetch({
      'GET /api/admin/session': { status: 200, body: { staff } },
      'GET /api/admin/information-requests': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 25, counts: { total: 0, processed: 0, pending: 0 } },
      },
    });
    const router = renderAt('/admin');

    expect(await screen.findByText('Aún no hay solicitudes de información')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/solicitudes');
    expect(screen.getByRole('link', { name: 'Solicitudes de Información' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Actividad' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Personal' })).not.toBeInTheDocument();
    // Unavailable with its reason for keyboard and screen-reader users too, not only in a title.
    const csvButton = screen.getByRole('button', { name: 'Descargar CSV' });
    expect(csvButton).toHaveAttribute('aria-disabled', 'true');
    expect(csvButton).toHaveAccessibleDescription('No hay filas para descargar en esta sección');
  });

  it('returns to the sign-in card when a staff call answers 401 (the session ended or was revoked)', async () => {
    const staff = { id: 's1', email: 'admin@cdm.test', name: 'Ana Admin', role: 'admin', disabled: false, createdAt: '2026-01-01T00:00:00Z' };
    mockFetch({
      'GET /api/admin/session': { status: 200, body: { staff } },
      'GET /api/admin/audit-log': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } },
    });
    renderAt('/admin/actividad');

    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Secciones del panel' })).not.toBeInTheDocument();
  });

  it('sends a signed-in investor from /investors to /dashboard', async () => {
    const investor = { id: 'i1', username: 'ana@example.mx', email: 'ana@example.mx', name: 'Ana López', needsPasswordSetup: false };
    mockFetch({ 'GET /api/investor-session': { status: 200, body: { investor, needsPasswordSetup: false } } });
    const router = renderAt('/investors');

    expect(await screen.findByRole('heading', { name: 'Bienvenido al Club, Ana López' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor without an investor session from /dashboard to the login of /investors', async () => {
    mockFetch({ 'GET /api/investor-session': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } } });
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    // Behind the modal, hidden from assistive technology while it is open.
    const heading = screen.getByText('Portal de Inversionistas', { selector: 'h1' });
    expect(heading).toHaveAttribute('aria-hidden', 'true');
    expect(router.state.location.pathname).toBe('/investors');
  });

  it('sends a visitor without an investor session from a dashboard tab to /investors too', async () => {
    mockFetch({ 'GET /api/investor-session': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } } });
    const router = renderAt('/dashboard/unidades');

    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/investors');
  });

  it('shows Not Found for a dashboard tab that does not exist', async () => {
    renderAt('/dashboard/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
