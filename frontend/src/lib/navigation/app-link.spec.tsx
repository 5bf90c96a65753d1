import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLink, AppNavLink, LinkComponentsProvider, PagePathProvider } from './app-link';
import { ROUTER_LINKS } from './router-links';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'active' : 'idle');

function Links() {
  return (
    <nav>
      <AppLink to="/aplicar">Aplicar</AppLink>
      <AppNavLink to="/investors" className={navClass}>
        Socios
      </AppNavLink>
    </nav>
  );
}

describe('AppLink and AppNavLink', () => {
  it('are plain anchors without the router, the NavLink active on its path and the paths under it', () => {
    const { unmount } = render(
      <PagePathProvider path="/">
        <Links />
      </PagePathProvider>,
    );
    expect(screen.getByRole('link', { name: 'Aplicar' })).toHaveAttribute('href', '/aplicar');
    expect(screen.getByRole('link', { name: 'Socios' })).toHaveClass('idle');
    expect(screen.getByRole('link', { name: 'Socios' })).not.toHaveAttribute('aria-current');
    unmount();

    render(
      <PagePathProvider path="/investors/carta-de-intencion">
        <Links />
      </PagePathProvider>,
    );
    expect(screen.getByRole('link', { name: 'Socios' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Socios' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigate through the router where the app provides its links', async () => {
    const router = createMemoryRouter(
      [
        { path: '/investors', element: <Links /> },
        { path: '/aplicar', element: <h1>Aplicar</h1> },
      ],
      { initialEntries: ['/investors'] },
    );
    render(
      <LinkComponentsProvider components={ROUTER_LINKS}>
        <RouterProvider router={router} />
      </LinkComponentsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Socios' })).toHaveClass('active');
    screen.getByRole('link', { name: 'Aplicar' }).click();
    expect(await screen.findByRole('heading', { name: 'Aplicar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/aplicar');
  });
});
