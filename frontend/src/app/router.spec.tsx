import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
    expect(screen.getByLabelText('Nombre completo')).toHaveFocus();
  });
});
