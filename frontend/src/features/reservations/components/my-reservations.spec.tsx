import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer, type FetchCall } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { reservationFixture } from '../testing/fixtures';
import { MyReservations } from './my-reservations';

const PENDING_ID = '11111111-1111-4111-8111-111111111111';

const reservations = [
  reservationFixture({ id: 'a', unitCode: 'A1P', status: 'active', reservationDepositPaid: true, expiresAt: '2026-03-12T16:00:00.000Z' }),
  reservationFixture({ id: PENDING_ID, unitCode: 'B2M', productType: 'box-premium-monza', status: 'pending', expiresAt: '2026-03-03T00:00:00.000Z' }),
  reservationFixture({ id: 'c', unitCode: 'C1P', status: 'blocked', referenceNumber: 'CDM-M7ZK2Q1A-7K3P9X', expiresAt: '2026-03-03T02:30:00.000Z' }),
  reservationFixture({ id: 'd', unitCode: 'D1P', status: 'expired' }),
  reservationFixture({ id: 'e', unitCode: 'E1P', status: 'converted', reservationDepositPaid: true }),
  reservationFixture({ id: 'f', unitCode: 'F1P', status: 'cancelled' }),
];

function Harness() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyReservations />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderList(routes: Record<string, Answer | Answer[] | ((call: FetchCall) => Answer)>) {
  const calls = mockFetch(routes);
  render(<Harness />);
  return { user: userEvent.setup(), calls };
}

const card = (unitCode: string) => screen.getByRole('heading', { name: new RegExp(`^Unidad ${unitCode}`) }).closest('li') as HTMLElement;

beforeEach(() => notify.dismissAll());

describe('my reservations (investor-portal.md §4 "My reservation status")', () => {
  it("puts the account of the settings beside a block's reference while its deposit is due, and nowhere else", async () => {
    renderList({
      'GET /api/unit-reservations/my-reservations': { status: 200, body: reservations },
      'GET /api/public-settings': {
        status: 200,
        body: { bankTransfer: { clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.', example: false } },
      },
    });

    expect(await screen.findByRole('list', { name: 'Mis reservaciones' })).toBeInTheDocument();
    const blocked = card('C1P');
    expect(within(blocked).getByText('Referencia').nextElementSibling).toHaveTextContent('CDM-M7ZK2Q1A-7K3P9X');
    expect((await within(blocked).findByText('CLABE')).nextElementSibling).toHaveTextContent('032 180 00011835971 9');
    expect(within(blocked).getByText('Banco').nextElementSibling).toHaveTextContent('BBVA México');
    expect(within(blocked).getByText('Beneficiario').nextElementSibling).toHaveTextContent('Desarrolladora Ñúñez, S.A. de C.V.');
    expect(within(blocked).queryByText(/esta CLABE es ficticia/)).not.toBeInTheDocument();
    // No reference (a card hold) or nothing to pay: no account.
    for (const unitCode of ['B2M', 'A1P', 'E1P']) expect(within(card(unitCode)).queryByText('CLABE')).not.toBeInTheDocument();
  });

  it('labels each status as the spec says, with its colour tone, and the expiry date and time of the pending ones', async () => {
    renderList({ 'GET /api/unit-reservations/my-reservations': { status: 200, body: reservations } });

    expect(await screen.findByRole('list', { name: 'Mis reservaciones' })).toBeInTheDocument();
    const badge = (unitCode: string) => within(card(unitCode)).getByText(/^(Activa|Pendiente de Pago|Expirada|Vendida|Cancelada)$/);
    expect(badge('A1P')).toHaveTextContent('Activa');
    expect(badge('A1P').className).toContain('emerald');
    expect(badge('B2M')).toHaveTextContent('Pendiente de Pago');
    expect(badge('B2M').className).toContain('amber');
    expect(badge('C1P')).toHaveTextContent('Pendiente de Pago');
    expect(badge('C1P').className).toContain('amber');
    expect(badge('D1P')).toHaveTextContent('Expirada');
    expect(badge('D1P').className).toContain('race');
    expect(badge('E1P')).toHaveTextContent('Vendida');
    expect(badge('F1P')).toHaveTextContent('Cancelada');

    // Pending: expiry date and time in Mexico City, and the deposit to pay.
    const pendingExpiry = formatDateTime('2026-03-03T00:00:00.000Z');
    expect(pendingExpiry).toMatch(/^2 mar 2026/);
    expect(within(card('B2M')).getByText(`Paga el depósito de $100,000 MXN antes del ${pendingExpiry} o la unidad se liberará.`)).toBeInTheDocument();
    expect(within(card('B2M')).getByText('Vence').nextElementSibling).toHaveTextContent(pendingExpiry);
    expect(within(card('C1P')).getByText('CDM-M7ZK2Q1A-7K3P9X')).toBeInTheDocument();

    // Mi Garage shows the list price beside the price after the down-payment discount.
    expect(within(card('A1P')).getByText('Precio de lista').nextElementSibling).toHaveTextContent('$10,000,000 MXN');
    expect(within(card('A1P')).getByText('Precio con descuento (15%)').nextElementSibling).toHaveTextContent('$8,500,000 MXN');

    // Active with the deposit paid: the confirmation and the next step.
    expect(within(card('A1P')).getByText('Depósito de reservación de $100,000 MXN pagado. Siguiente paso: firma de contrato.')).toBeInTheDocument();
    expect(within(card('A1P')).queryByText('Vence')).not.toBeInTheDocument();
    // … and the way to that next step: the contract's signing page (issue 19). Only an active reservation has it.
    expect(screen.getAllByRole('link', { name: /^Firmar contrato/ }).map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Firmar contrato · Unidad A1P', `/contratos/${reservations.find((item) => item.unitCode === 'A1P')?.id}`],
    ]);

    expect(screen.getAllByRole('button', { name: /^Pagar depósito/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pagar depósito · Unidad B2M',
      'Pagar depósito · Unidad C1P',
    ]);
  });

  it("shows the contract's real state on each card: to sign, waiting for the countersignature, signed, cancelled, rescinded", async () => {
    renderList({
      'GET /api/unit-reservations/my-reservations': {
        status: 200,
        body: [
          reservationFixture({ id: 'to-sign', unitCode: 'A1P', status: 'active', reservationDepositPaid: true, contractStatus: 'pending_investor' }),
          reservationFixture({ id: 'waiting', unitCode: 'A1M', status: 'active', reservationDepositPaid: true, contractStatus: 'pending_countersign' }),
          reservationFixture({ id: 'sealed', unitCode: 'A2P', status: 'active', reservationDepositPaid: true, contractStatus: 'signed' }),
          reservationFixture({ id: 'sold', unitCode: 'A2M', status: 'converted', reservationDepositPaid: true, contractStatus: 'signed' }),
          reservationFixture({ id: 'withdrawn', unitCode: 'A3P', status: 'active', reservationDepositPaid: true, contractStatus: 'cancelled' }),
          reservationFixture({ id: 'refunded', unitCode: 'A3M', status: 'cancelled', reservationDepositPaid: true, contractStatus: 'rescinded' }),
        ],
      },
    });
    await screen.findByRole('list', { name: 'Mis reservaciones' });
    const links = (unitCode: string) => within(card(unitCode)).queryAllByRole('link').map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

    expect(links('A1P')).toEqual([['Firmar contrato · Unidad A1P', '/contratos/to-sign']]);

    expect(within(card('A1M')).getByText('Firmaste el contrato. Falta la contrafirma de Ciudad Deporte Motor; te enviaremos la copia firmada por correo.')).toBeInTheDocument();
    expect(links('A1M')).toEqual([['Ver contrato · Unidad A1M', '/contratos/waiting']]);

    for (const [unitCode, id] of [['A2P', 'sealed'], ['A2M', 'sold']]) {
      expect(within(card(unitCode)).getByText('Contrato firmado por ambas partes y sellado.')).toBeInTheDocument();
      expect(links(unitCode)).toEqual([
        [`Descargar contrato firmado · Unidad ${unitCode}`, `/contratos/${id}`],
        [`Verificar contrato · Unidad ${unitCode}`, '/verificar'],
      ]);
    }

    expect(within(card('A3P')).getByText('El contrato que te enviamos se canceló y ya no se puede firmar. Tu asesor te enviará uno nuevo.')).toBeInTheDocument();
    expect(links('A3P')).toEqual([]);

    expect(within(card('A3M')).getByText('El contrato firmado de esta unidad se rescindió.')).toBeInTheDocument();
    expect(links('A3M')).toEqual([]);

    // Only the contract that waits for the investor asks for a signature.
    expect(screen.getAllByRole('link', { name: /^Firmar contrato/ })).toHaveLength(1);
  });

  it('pays the deposit of a pending reservation: intent, the card form in a dialog, then the server confirms it', async () => {
    let confirmed = false;
    const { user, calls } = renderList({
      'GET /api/unit-reservations/my-reservations': () => ({
        status: 200,
        body: confirmed ? reservations.map((r) => (r.id === PENDING_ID ? { ...r, status: 'active', reservationDepositPaid: true } : r)) : reservations,
      }),
      [`POST /api/unit-reservations/${PENDING_ID}/create-payment-intent`]: { status: 200, body: { clientSecret: 'sim_pi_123_secret_abc', amountCentavos: 10_000_000 } },
      'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } },
      'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } },
      [`POST /api/unit-reservations/${PENDING_ID}/confirm-payment`]: () => {
        confirmed = true;
        return { status: 200, body: { status: 'active', reservationDepositPaid: true } };
      },
    });

    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    const opener = await screen.findByRole('button', { name: 'Pagar depósito · Unidad B2M' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar depósito · Unidad B2M' });
    await user.type(await within(dialog).findByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Vencimiento (MM/AA)'), '12/30');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    expect(within(dialog).getByText('$100,000 MXN', { selector: 'strong' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar depósito' }));

    expect(await screen.findByText('¡Pago exitoso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('B2M')).getByText('Activa')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/unit-reservations/${PENDING_ID}/create-payment-intent`,
      '/api/payments/simulated/confirm',
      `/api/unit-reservations/${PENDING_ID}/confirm-payment`,
    ]);
    expect(calls.find((call) => call.path.endsWith('/confirm-payment'))?.body).toEqual({});
    // investor-portal.md §2: the data room opens in a new tab after a successful card payment, once.
    expect(openTab.mock.calls).toEqual([['/data-room', '_blank', 'noopener']]);
    openTab.mockRestore();
  });

  it('keeps the dialog open with the provider message when the card is declined', async () => {
    const { user, calls } = renderList({
      'GET /api/unit-reservations/my-reservations': { status: 200, body: reservations },
      [`POST /api/unit-reservations/${PENDING_ID}/create-payment-intent`]: { status: 200, body: { clientSecret: 'sim_pi_123_secret_abc', amountCentavos: 10_000_000 } },
      'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } },
      'POST /api/payments/simulated/confirm': { status: 400, body: { code: 'card_declined', message: 'Tu tarjeta fue rechazada.' } },
    });

    const openTab = jest.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Pagar depósito · Unidad B2M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar depósito · Unidad B2M' });
    await user.type(await within(dialog).findByLabelText('Número de tarjeta'), '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Vencimiento (MM/AA)'), '12/30');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar depósito' }));

    // decisions.md #20: the spec's reservation payment message (investor-portal.md §8), the provider's reason beneath.
    expect(await screen.findByText('Error procesando el pago. Por favor intenta de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Tu tarjeta fue rechazada.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/confirm-payment'))).toBe(false);
    expect(openTab).not.toHaveBeenCalled();
    openTab.mockRestore();
  });

  it('shows an empty state, and an error state with retry', async () => {
    const { user } = renderList({
      'GET /api/unit-reservations/my-reservations': [{ status: 500, body: {} }, { status: 200, body: [] }],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar tus reservaciones.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no tienes reservaciones')).toBeInTheDocument();
  });
});
