import type { MyPartnerPlan } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { MyPartnerPlans } from './my-partner-plans';

const PLAN: MyPartnerPlan = {
  reservationId: 'res-1',
  unitCode: 'A1P',
  productPurchased: 'Box Premium Panamericana A1P',
  reference: 'CDM-S-AB12CD',
  monthlyPaymentCentavos: 5_327_183,
  nextPaymentDate: '2026-12-15',
  nextPaymentAmountCentavos: 5_327_183,
  remainingBalanceCentavos: 953_378_588,
  isCurrentOnPayments: true,
};
const EXAMPLE_BANK = { clabe: '000000000000000000', bankName: 'Banco de Ejemplo, S.A.', beneficiary: 'Ciudad Deporte Motor ZMG', example: true };

function renderPlans(routes: Record<string, Answer>) {
  mockFetch(routes);
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MyPartnerPlans />
        <p>después</p>
      </QueryClientProvider>
    );
  }
  render(<Harness />);
}

describe('Mi Garage: the reference of each plan beside the account to pay into', () => {
  it("shows each plan's CDM-S- reference with the bank, beneficiary and CLABE of the settings, and says when they are an example", async () => {
    renderPlans({
      'GET /api/partners/my-plans': { status: 200, body: [PLAN] },
      'GET /api/public-settings': { status: 200, body: { bankTransfer: EXAMPLE_BANK } },
    });

    const region = await screen.findByRole('region', { name: 'Tus pagos por transferencia' });
    const plan = within(within(region).getByRole('list', { name: 'Mis planes de pago' })).getByRole('listitem');
    expect(within(plan).getByText('Referencia').nextElementSibling).toHaveTextContent('CDM-S-AB12CD');
    expect(within(plan).getByText('Próximo pago').nextElementSibling).toHaveTextContent('$53,271.83 MXN · 15 dic 2026');
    expect((await within(region).findByText('CLABE (ejemplo)')).nextElementSibling).toHaveTextContent('000 000 00000000000 0');
    expect(within(region).getByText('Banco').nextElementSibling).toHaveTextContent('Banco de Ejemplo, S.A.');
    expect(within(region).getByText('Beneficiario').nextElementSibling).toHaveTextContent('Ciudad Deporte Motor ZMG');
    expect(within(region).getByText(/esta CLABE es ficticia/)).toBeInTheDocument();
  });

  it('shows nothing to an investor without a plan', async () => {
    renderPlans({
      'GET /api/partners/my-plans': { status: 200, body: [] },
      'GET /api/public-settings': { status: 200, body: { bankTransfer: EXAMPLE_BANK } },
    });
    await screen.findByText('después');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Tus pagos por transferencia' })).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the plans cannot be read', async () => {
    renderPlans({ 'GET /api/partners/my-plans': { status: 500, body: { code: 'internal_error', message: 'x' } } });
    expect(await screen.findByText('No pudimos cargar tus planes de pago.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
