import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LinkComponentsProvider } from '@/lib/navigation/app-link';
import { ROUTER_LINKS } from '@/lib/navigation/router-links';
import { createQueryClient } from '@/lib/react-query';
import { Toaster } from '@/ui/toaster';

// Test helpers: a page rendered among its routes, as the app renders it (its own QueryClient, the toasts).

/** The public settings the API answers in the page tests. */
export const PUBLIC_SETTINGS = {
  applicationDepositCentavos: 1_000_000,
  bookingDepositCentavos: 1_000_000,
  unitReservationDepositCentavos: 10_000_000,
  schedulingUrl: 'https://calendly.com/cdm-zmg/presentacion',
  contactEmail: 'contacto@cdm.test',
};

/** Renders `routes` at `path` in a memory router; the router tells where the page went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <LinkComponentsProvider components={ROUTER_LINKS}>
          <RouterProvider router={router} />
        </LinkComponentsProvider>
        <Toaster />
      </QueryClientProvider>
    );
  }
  const view = render(<Harness />);
  return { user: userEvent.setup(), router, view };
}

/** Pays on the simulated card form of the page (test mode): the card, 12/30, CVC 123, Confirmar Depósito. */
export async function payWith(user: UserEvent, cardNumber: string) {
  await user.type(await screen.findByLabelText('Número de tarjeta'), cardNumber);
  await user.type(screen.getByLabelText('Vencimiento (MM/AA)'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Confirmar Depósito' }));
}
