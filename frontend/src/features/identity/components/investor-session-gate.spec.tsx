import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { InvestorSessionGate } from './investor-session-gate';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => consoleError.mockRestore());

describe('investor session gate', () => {
  it('sends a signed-out visitor to /investors once, also while that screen is still loading (slow connection)', async () => {
    mockFetch({ 'GET /api/investor-session': { status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } } });
    let finishLoading: (() => void) | undefined;
    const router = createMemoryRouter(
      [
        // A route component, as the app's: the router renders it again whenever its state changes.
        { path: '/dashboard', Component: () => <InvestorSessionGate>{() => <h1>Panel</h1>}</InvestorSessionGate> },
        {
          path: '/investors',
          // The sign-in screen's chunk on a slow network: it arrives when the test says so.
          lazy: () =>
            new Promise((resolve) => {
              finishLoading = () => resolve({ Component: () => <h1>Acceso de inversionistas</h1> });
            }),
        },
      ],
      { initialEntries: ['/dashboard?reserva=abc'] },
    );
    const navigations: string[] = [];
    router.subscribe((state) => {
      if (state.navigation.location) navigations.push(state.navigation.location.pathname);
    });
    function Harness() {
      const [queryClient] = useState(createQueryClient);
      return (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      );
    }
    render(<Harness />);

    // While /investors loads, the gate keeps rendering: it must not navigate again on every render.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finishLoading).toBeDefined();
    finishLoading?.();

    expect(await screen.findByRole('heading', { name: 'Acceso de inversionistas' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ returnTo: '/dashboard?reserva=abc' });
    expect(new Set(navigations)).toEqual(new Set(['/investors']));
    expect(navigations.length).toBeLessThanOrEqual(3);
    expect(consoleError.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringContaining('Maximum update depth'));
  });
});
