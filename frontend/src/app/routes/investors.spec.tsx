import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { InvestorSessionGate } from '@/features/identity/components/investor-session-gate';
import { mockFetch } from '@/testing/fetch-mock';
import { AppProvider } from '../provider';
import { InvestorsRoute } from './investors';

const investor = { id: 'inv-1', username: 'ana@example.mx', email: 'ana@example.mx', name: 'Ana López', needsPasswordSetup: false };

function investorPage(title: string) {
  return <InvestorSessionGate>{() => <h1>{title}</h1>}</InvestorSessionGate>;
}

function renderAt(entry: InitialEntry) {
  mockFetch({
    'GET /api/investor-session': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } },
    'POST /api/investor-password-status': { status: 200, body: { needsPasswordSetup: false } },
    'POST /api/investor-login': { status: 200, body: { success: true, investor, needsPasswordSetup: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/investors', element: <InvestorsRoute /> },
      { path: '/data-room', element: investorPage('Data Room') },
      { path: '/dashboard/:tab?', element: investorPage('Panel') },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
  await user.type(screen.getByLabelText('Usuario (email)'), 'ana@example.mx');
  await user.type(screen.getByLabelText('Contraseña'), 'una-clave-segura');
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('/investors sends a signed-in investor back to the page that asked for the sign-in', () => {
  it('returns a visitor who opened /data-room to /data-room after signing in', async () => {
    const { router, user } = renderAt('/data-room');

    await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(router.state.location.pathname).toBe('/investors');
    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-room');
  });

  it('returns to a dashboard tab with its query string', async () => {
    const { router, user } = renderAt('/dashboard/unidades?reserva=22222222-2222-4222-8222-222222222222');

    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/unidades');
    expect(router.state.location.search).toBe('?reserva=22222222-2222-4222-8222-222222222222');
  });

  it('opens /dashboard when /investors was opened directly', async () => {
    const { router, user } = renderAt('/investors');

    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens /dashboard, not another site, when the return page is not a path of this site', async () => {
    const { router, user } = renderAt({ pathname: '/investors', state: { returnTo: '//evil.example/data-room' } });

    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
