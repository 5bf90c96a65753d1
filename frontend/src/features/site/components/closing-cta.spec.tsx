import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { ClosingCta } from './closing-cta';

function renderCta() {
  const router = createMemoryRouter([{ path: '/', element: <ClosingCta /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('closing call to action (public-site.md §2.1)', () => {
  it('links Quiero Formar Parte to /aplicar and shows the live deposit amount', async () => {
    mockFetch({ 'GET /api/public-settings': { status: 200, body: { applicationDepositCentavos: 1_250_000 } } });
    renderCta();

    expect(screen.getByRole('link', { name: 'Quiero Formar Parte' })).toHaveAttribute('href', '/aplicar');
    expect(screen.getByText('Cargando el monto del depósito…')).toBeInTheDocument();
    expect(
      await screen.findByText('Se requiere un depósito en garantía de $12,500 MXN, 100% reembolsable y aplicable a tu inversión.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cargando el monto del depósito…')).not.toBeInTheDocument();
  });

  it.each<[string, Answer]>([
    ['the server fails', { status: 500, body: { code: 'internal_error', message: 'x' } }],
    ['there is no connection', new TypeError('Failed to fetch')],
  ])('shows the note without any amount when %s', async (_case, answer) => {
    mockFetch({ 'GET /api/public-settings': answer });
    renderCta();

    expect(
      await screen.findByText('Se requiere un depósito en garantía, 100% reembolsable y aplicable a tu inversión.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
