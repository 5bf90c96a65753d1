import { REFERENCE_NUMBER_PATTERN } from '@cdm/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useLiveUnits, type LiveUnitsOptions } from '@/lib/live-units';
import { createQueryClient } from '@/lib/react-query';
import { FakeEventSource } from '@/testing/fake-event-source';
import { mockFetch, type Answer, type FetchCall } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { inventoryQueryKeys } from '../api/query-keys';
import { reservationFixture, unitsFixture } from '../testing/fixtures';
import { UnitSelectionDialog } from './unit-selection-dialog';

const RESERVATION_ID = '22222222-2222-4222-8222-222222222222';
const HOLD_EXPIRES = '2026-03-02T18:30:00.000Z';
const BLOCK_EXPIRES = '2026-03-03T02:00:00.000Z';
const DEPOSIT = 12_345_600;

type Routes = Record<string, Answer | Answer[] | ((call: FetchCall) => Answer | Promise<Answer>)>;

const baseRoutes: Routes = {
  'GET /api/units': { status: 200, body: unitsFixture({ A1P: 'sold', A1M: 'reserved' }) },
  'GET /api/product-types/active': { status: 200, body: [] },
  'GET /api/public-settings': {
    status: 200,
    body: { applicationDepositCentavos: 1_000_000, bookingDepositCentavos: 1_000_000, unitReservationDepositCentavos: DEPOSIT, schedulingUrl: 'https://example.test', contactEmail: 'a@b.test', bankTransfer: { clabe: '000000000000000000', bankName: 'Banco de Ejemplo, S.A.', beneficiary: 'Ciudad Deporte Motor ZMG', example: true } },
  },
  'GET /api/payments/config': { status: 200, body: { provider: 'simulated', publishableKey: null } },
};

const LIVE_UNITS: LiveUnitsOptions = { unitsKey: inventoryQueryKeys.units, derivedKeys: [] };

/** The dashboard's part: the tab's stream of unit statuses (a fake EventSource here) keeps the list current. */
function LiveUnits() {
  useLiveUnits(LIVE_UNITS);
  return null;
}

function Harness() {
  const [queryClient] = useState(createQueryClient);
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUnits />
      <button type="button" onClick={() => setOpen(true)}>
        Ver mapa de unidades
      </button>
      <UnitSelectionDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  );
}

function renderFlow(routes: Routes = {}) {
  const calls = mockFetch({ ...baseRoutes, ...routes });
  render(<Harness />);
  return { user: userEvent.setup(), calls };
}

const dialog = () => screen.getByRole('dialog');
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

async function openToSummary(user: UserEvent, { down }: { down?: number } = {}) {
  await user.click(screen.getByRole('button', { name: 'Ver mapa de unidades' }));
  await user.click(await screen.findByRole('button', { name: /^Módulo A:/ }));
  await user.click(await screen.findByRole('button', { name: 'Unidad A2P, Box Premium Panamericana, disponible' }));
  expect(await screen.findByRole('dialog', { name: 'Unidad A2P' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calcular plan de pagos' }));
  await screen.findByRole('dialog', { name: 'Plan de pagos · A2P' });
  if (down !== undefined) fireEvent.change(screen.getByRole('slider', { name: 'Enganche' }), { target: { value: String(down) } });
  await user.click(screen.getByRole('button', { name: 'Ver resumen' }));
  await screen.findByRole('dialog', { name: 'Resumen del plan de pagos' });
}

async function payWithTestCard(user: UserEvent) {
  await user.type(await within(dialog()).findByLabelText('Número de tarjeta'), '4242 4242 4242 4242');
  await user.type(within(dialog()).getByLabelText('Vencimiento (MM/AA)'), '12/30');
  await user.type(within(dialog()).getByLabelText('CVC'), '123');
  await user.click(within(dialog()).getByRole('button', { name: 'Pagar depósito' }));
}

const reservationCreated: Answer = { status: 201, body: { success: true, reservation: { id: RESERVATION_ID, status: 'pending', expiresAt: HOLD_EXPIRES } } };
const intentCreated: Answer = { status: 200, body: { clientSecret: 'sim_pi_1_secret_2', amountCentavos: DEPOSIT } };

// jsdom has no tabs: window.open only records the call.
let openTab: jest.SpyInstance;

beforeEach(() => {
  notify.dismissAll();
  openTab = jest.spyOn(window, 'open').mockReturnValue(null);
  FakeEventSource.install();
});

afterEach(() => {
  openTab.mockRestore();
  FakeEventSource.uninstall();
});

describe('unit selection dialog (investor-portal.md §2.5, §4 "Unit dialog")', () => {
  it('goes from the master plan to a module and back, and returns the focus to the opener when closed', async () => {
    const { user } = renderFlow();
    const opener = screen.getByRole('button', { name: 'Ver mapa de unidades' });
    await user.click(opener);

    expect(await screen.findByRole('dialog', { name: 'Selecciona tu unidad' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Módulo A: 8 disponibles, 1 reservada, 1 vendida, 20% comercializado' }));
    expect(await screen.findByRole('dialog', { name: 'Módulo A' })).toBeInTheDocument();
    expect(screen.getByText('Módulo A · Nivel 1 · 2,200 m² · 60 m² por box')).toBeInTheDocument();
    // The new screen takes the focus: it replaced the button that led to it.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Módulo A' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Volver al plan maestro' }));
    expect(await screen.findByRole('dialog', { name: 'Selecciona tu unidad' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the unit, the plan summary with the live deposit, and sends the quotation by email', async () => {
    const { user, calls } = renderFlow({ 'POST /api/send-quotation-email': { status: 200, body: { sent: true } } });
    await openToSummary(user, { down: 50 });

    const summary = dialog();
    expect(within(summary).getByText('A2P · Box Premium Panamericana')).toBeInTheDocument();
    expect(within(summary).getByText('Enganche (50%)')).toBeInTheDocument();
    expect(within(summary).getByText('Mensualidades (10%): 36 pagos de')).toBeInTheDocument();
    expect(within(summary).getByText('Día 15 de cada mes')).toBeInTheDocument();
    expect(within(summary).getByText('$123,456 MXN')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Enviar cotización por correo' }));
    expect(await screen.findByText('Correo enviado')).toBeInTheDocument();
    const sent = posts(calls).find((call) => call.path === '/api/send-quotation-email');
    expect(sent?.body).toEqual({
      paymentPlan: expect.objectContaining({ unitCode: 'A2P', downPaymentPercent: 50, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15 }),
    });
  });

  it('keeps the plan and offers another unit when the server says the unit was taken', async () => {
    const { user } = renderFlow({
      'POST /api/unit-reservations': { status: 409, body: { code: 'unit_unavailable', message: 'La unidad A2P no está disponible. Por favor selecciona otra unidad.' } },
    });
    await openToSummary(user, { down: 60 });

    await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('La unidad A2P no está disponible. Por favor selecciona otra unidad.');
    expect(within(dialog()).getByText('Enganche (60%)')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Elegir otra unidad' }));
    expect(await screen.findByRole('dialog', { name: 'Módulo A' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Unidad A3P/ }));
    await user.click(screen.getByRole('button', { name: 'Calcular plan de pagos' }));
    expect(await screen.findByRole('slider', { name: 'Enganche' })).toHaveValue('60');
  });

  it('holds the unit, takes the card deposit and shows ¡Pago exitoso! with the hold and the next step', async () => {
    const { user, calls } = renderFlow({
      'POST /api/unit-reservations': reservationCreated,
      [`POST /api/unit-reservations/${RESERVATION_ID}/create-payment-intent`]: intentCreated,
      'POST /api/payments/simulated/confirm': { status: 200, body: { status: 'succeeded' } },
      [`POST /api/unit-reservations/${RESERVATION_ID}/confirm-payment`]: { status: 200, body: { status: 'active', reservationDepositPaid: true } },
      'GET /api/unit-reservations/my-reservations': {
        status: 200,
        body: [reservationFixture({ id: RESERVATION_ID, unitCode: 'A2P', status: 'active', reservationDepositPaid: true, expiresAt: '2026-03-12T18:00:00.000Z' })],
      },
    });
    await openToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));

    expect(await screen.findByRole('dialog', { name: 'Pago del depósito' })).toBeInTheDocument();
    expect(within(dialog()).getByText('La unidad está apartada para ti hasta 2 mar 2026, 12:30 p.m.')).toBeInTheDocument();
    await payWithTestCard(user);

    expect(await screen.findByRole('dialog', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Siguiente paso: firma de contrato')).toBeInTheDocument();
    expect(await within(dialog()).findByText('La unidad queda apartada a tu nombre hasta 12 mar 2026, 12:00 p.m.')).toBeInTheDocument();
    // investor-portal.md §2: the data room opens in a new tab, once; the link stays for a blocked pop-up.
    expect(openTab.mock.calls).toEqual([['/data-room', '_blank', 'noopener']]);
    const dataRoom = within(dialog()).getByRole('link', { name: 'Ver el Data Room' });
    expect(dataRoom).toHaveAttribute('href', '/data-room');
    expect(dataRoom).toHaveAttribute('target', '_blank');
    expect(dataRoom).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dataRoom).toHaveAccessibleDescription('Los documentos del proyecto se abren en una pestaña nueva.');
    const reservationBody = posts(calls).find((call) => call.path === '/api/unit-reservations')?.body;
    expect(reservationBody).toEqual({
      unitCode: 'A2P',
      paymentPlan: { unitCode: 'A2P', downPaymentPercent: 40, finalPaymentPercent: 40, termMonths: 36, paymentDay: 15, downPaymentScheduledDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(posts(calls).map((call) => call.path)).toEqual([
      '/api/unit-reservations',
      `/api/unit-reservations/${RESERVATION_ID}/create-payment-intent`,
      '/api/payments/simulated/confirm',
      `/api/unit-reservations/${RESERVATION_ID}/confirm-payment`,
    ]);
  });

  it('asks before leaving the payment (Cancel or the close button) and blocks the unit 8 hours on request', async () => {
    const { user, calls } = renderFlow({
      'POST /api/unit-reservations': reservationCreated,
      [`POST /api/unit-reservations/${RESERVATION_ID}/create-payment-intent`]: intentCreated,
      'POST /api/units/block-temporary': {
        status: 201,
        body: { success: true, status: 'blocked', message: 'ok', reservationId: 'r-2', expiresAt: BLOCK_EXPIRES, referenceNumber: 'CDM-ABC-123456' },
      },
    });
    await openToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));
    await screen.findByRole('dialog', { name: 'Pago del depósito' });

    // The close button does not drop the held unit silently.
    await user.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin pagar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver al pago' }));
    await screen.findByRole('dialog', { name: 'Pago del depósito' });

    await user.click(await within(dialog()).findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin pagar?' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '¿Salir sin pagar?' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Salir sin guardar' })).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Bloquear 8 horas' }));

    expect(await screen.findByRole('dialog', { name: 'Unidad bloqueada' })).toBeInTheDocument();
    expect(within(dialog()).getByText('La unidad A2P está bloqueada a tu nombre hasta 2 mar 2026, 8:00 p.m.')).toBeInTheDocument();
    const block = posts(calls).find((call) => call.path === '/api/units/block-temporary');
    expect(block?.body).toEqual({ unitCode: 'A2P', hours: 8, paymentPlan: expect.objectContaining({ unitCode: 'A2P', downPaymentPercent: 40 }) });
    // The server turns the card hold into the block itself: nothing is released in between.
    expect(posts(calls).some((call) => call.path.endsWith('/cancel'))).toBe(false);
  });

  it('leaves without saving: releases the unit and closes', async () => {
    const { user, calls } = renderFlow({
      'POST /api/unit-reservations': reservationCreated,
      [`POST /api/unit-reservations/${RESERVATION_ID}/create-payment-intent`]: intentCreated,
      [`POST /api/unit-reservations/${RESERVATION_ID}/cancel`]: { status: 200, body: { cancelled: true } },
    });
    await openToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Pago del depósito' })).findByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls).map((call) => call.path)).toContain(`/api/unit-reservations/${RESERVATION_ID}/cancel`);
  });

  it('blocks for a bank transfer with a CDM reference and shows the transfer details', async () => {
    const { user, calls } = renderFlow({
      'POST /api/units/block-temporary': (call) => ({
        status: 201,
        body: {
          success: true,
          status: 'blocked',
          message: 'ok',
          reservationId: 'r-3',
          expiresAt: BLOCK_EXPIRES,
          referenceNumber: (call.body as { referenceNumber: string }).referenceNumber,
        },
      }),
    });
    await openToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pagar por transferencia bancaria' }));

    expect(await screen.findByRole('dialog', { name: 'Unidad bloqueada' })).toBeInTheDocument();
    const sent = posts(calls).find((call) => call.path === '/api/units/block-temporary')?.body as { referenceNumber: string };
    expect(sent.referenceNumber).toMatch(REFERENCE_NUMBER_PATTERN);
    const details = within(dialog()).getByRole('region', { name: 'Datos para la transferencia' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Referencia')).toBe(sent.referenceNumber);
    expect(value('CLABE (ejemplo)')).toBe('000 000 00000000000 0');
    expect(value('Monto del depósito')).toBe('$123,456 MXN');
    expect(value('Fecha límite')).toBe(formatDateTime(BLOCK_EXPIRES));
    expect(within(details).getByText(/esta CLABE es ficticia/)).toBeInTheDocument();
    // Nothing is paid yet: no data room.
    expect(openTab).not.toHaveBeenCalled();
    expect(within(dialog()).queryByRole('link', { name: 'Ver el Data Room' })).not.toBeInTheDocument();
  });

  it('shows the server message of a refused block and keeps the summary', async () => {
    const { user } = renderFlow({
      'POST /api/units/block-temporary': { status: 409, body: { code: 'too_many_blocks', message: 'Ya tienes 2 unidades apartadas sin pagar. Paga o libera una antes de apartar otra.' } },
    });
    await openToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pagar por transferencia bancaria' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Ya tienes 2 unidades apartadas sin pagar.');
    expect(screen.getByRole('dialog', { name: 'Resumen del plan de pagos' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Elegir otra unidad' })).not.toBeInTheDocument();
  });

  describe('while someone else takes the unit chosen (the live stream)', () => {
    const A2P = (status: 'available' | 'blocked' | 'reserved' | 'sold') => unitsFixture({ A2P: status }).find((unit) => unit.unitCode === 'A2P');
    const liveRegion = () => {
      const region = within(dialog())
        .getAllByRole('status')
        .find((element) => element.getAttribute('aria-live') === 'polite');
      if (!region) throw new Error('No polite live region in the dialog');
      return region;
    };

    it('says another investor blocked it, offers no payment, keeps the plan typed and announces it once', async () => {
      const { user } = renderFlow();
      await user.click(screen.getByRole('button', { name: 'Ver mapa de unidades' }));
      await user.click(await screen.findByRole('button', { name: /^Módulo A:/ }));
      await user.click(await screen.findByRole('button', { name: 'Unidad A2P, Box Premium Panamericana, disponible' }));
      await user.click(screen.getByRole('button', { name: 'Calcular plan de pagos' }));
      fireEvent.change(await screen.findByRole('slider', { name: 'Enganche' }), { target: { value: '60' } });
      const stream = FakeEventSource.latest();
      stream.connect();
      const region = liveRegion();
      expect(region).toBeEmptyDOMElement();
      let mutations = 0;
      const changes = new MutationObserver((records) => {
        mutations += records.length;
      });
      changes.observe(region, { childList: true, subtree: true, characterData: true });

      stream.send('unit', { version: 2, unit: A2P('blocked'), previousStatus: 'available' }, 2);

      expect(await within(region).findByText('Otro inversionista acaba de bloquear esta unidad.')).toBeInTheDocument();
      expect(mutations).toBeGreaterThan(0);
      const announced = mutations;
      // The same status again (a repeated or replayed event): nothing new is announced.
      stream.send('unit', { version: 3, unit: A2P('blocked'), previousStatus: 'blocked' }, 3);
      stream.send('snapshot', { version: 4, units: unitsFixture({ A1P: 'sold', A1M: 'reserved', A2P: 'blocked' }) }, 4);
      await FakeEventSource.settle();
      await user.click(screen.getByRole('button', { name: 'Ver resumen' }));
      await screen.findByRole('dialog', { name: 'Resumen del plan de pagos' });
      expect(mutations + changes.takeRecords().length).toBe(announced);

      // What was typed stays; neither way to pay is offered, and the buttons say why.
      expect(within(dialog()).getByText('Enganche (60%)')).toBeInTheDocument();
      const card = within(dialog()).getByRole('button', { name: 'Pagar depósito con tarjeta' });
      expect(card).toBeDisabled();
      expect(card).toHaveAccessibleDescription(/Otro inversionista acaba de bloquear esta unidad/);
      expect(within(dialog()).getByRole('button', { name: 'Pagar por transferencia bancaria' })).toBeDisabled();

      stream.send('unit', { version: 5, unit: A2P('available'), previousStatus: 'blocked' }, 5);
      expect(await within(region).findByText('La unidad A2P vuelve a estar disponible.')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Pagar depósito con tarjeta' })).toBeEnabled();
      expect(within(dialog()).getByText('Enganche (60%)')).toBeInTheDocument();
      changes.disconnect();
    });

    it('names a sale and offers another unit of the module', async () => {
      const { user } = renderFlow();
      await openToSummary(user);
      FakeEventSource.latest().send('unit', { version: 9, unit: A2P('sold'), previousStatus: 'reserved' }, 9);

      expect(await within(liveRegion()).findByText('Esta unidad se acaba de vender a otro inversionista.')).toBeInTheDocument();
      await user.click(within(dialog()).getByRole('button', { name: 'Elegir otra unidad' }));
      expect(await screen.findByRole('dialog', { name: 'Módulo A' })).toBeInTheDocument();
      expect(liveRegion()).toBeEmptyDOMElement();
      expect(screen.getByRole('img', { name: /^Unidad A2P, .*vendida, no se puede elegir/ })).toBeInTheDocument();
    });

    it('offers another unit once when the server refused the hold and the stream says the unit was taken', async () => {
      const { user } = renderFlow({
        'POST /api/unit-reservations': { status: 409, body: { code: 'unit_unavailable', message: 'La unidad A2P no está disponible. Por favor selecciona otra unidad.' } },
      });
      await openToSummary(user);
      await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));
      await within(dialog()).findByRole('alert');
      FakeEventSource.latest().send('unit', { version: 7, unit: A2P('blocked'), previousStatus: 'available' }, 7);

      expect(await within(liveRegion()).findByText('Otro inversionista acaba de bloquear esta unidad.')).toBeInTheDocument();
      expect(within(dialog()).getAllByRole('button', { name: 'Elegir otra unidad' })).toHaveLength(1);
    });

    it('says nothing of a hold the investor makes', async () => {
      let heldByMe = false;
      let answerHold: (answer: Answer) => void = () => undefined;
      const { user } = renderFlow({
        'GET /api/units': () => ({ status: 200, body: unitsFixture({ A1P: 'sold', A1M: 'reserved', A2P: heldByMe ? 'reserved' : 'available' }) }),
        'POST /api/unit-reservations': () => {
          heldByMe = true;
          return new Promise<Answer>((resolve) => (answerHold = resolve));
        },
        [`POST /api/unit-reservations/${RESERVATION_ID}/create-payment-intent`]: intentCreated,
      });
      await openToSummary(user);
      await user.click(screen.getByRole('button', { name: 'Pagar depósito con tarjeta' }));
      expect(await within(dialog()).findByRole('button', { name: /Apartando/ })).toBeDisabled();

      // The stream tells of the hold before its answer arrives: it is the investor's own.
      FakeEventSource.latest().send('unit', { version: 20, unit: A2P('reserved'), previousStatus: 'available' }, 20);
      await FakeEventSource.settle();
      expect(liveRegion()).toBeEmptyDOMElement();
      answerHold(reservationCreated);

      expect(await screen.findByRole('dialog', { name: 'Pago del depósito' })).toBeInTheDocument();
      expect(liveRegion()).toBeEmptyDOMElement();
      expect(within(dialog()).queryByText(/Otro inversionista/)).not.toBeInTheDocument();
    });
  });
});
