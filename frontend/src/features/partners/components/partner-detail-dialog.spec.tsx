import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mexicoCityIsoDate } from '@/lib/format';
import { mockFetch, type FetchCall } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { currentPartner, overduePartner, partnerDetail, partnerList } from '../testing/fixtures';
import { PartnersTab } from './partners-tab';

const LIST = 'GET /api/admin/partners';
const DETAIL = `GET /api/admin/partners/${currentPartner.id}`;
const PAYMENTS = `POST /api/admin/partners/${currentPartner.id}/payments`;

function renderTab() {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <PartnersTab />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

async function openDetail(user: ReturnType<typeof userEvent.setup>, name = 'Ana López') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextSibling as HTMLElement;
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => notify.dismissAll());

describe('partner detail dialog (investor-portal.md §2.6, §4 down payment)', () => {
  it("gives the partner's stable reference beside the account of the settings (CLABE, bank, beneficiary)", async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
      'GET /api/public-settings': {
        status: 200,
        body: { bankTransfer: { clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.', example: false } },
      },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    const transfer = section(dialog, 'Pagos por transferencia');
    expect(valueOf(transfer, 'Referencia')).toHaveTextContent('CDM-S-AB12CD');
    await waitFor(() => expect(valueOf(transfer, 'CLABE')).toHaveTextContent('032 180 00011835971 9'));
    expect(valueOf(transfer, 'Banco')).toHaveTextContent('BBVA México');
    expect(valueOf(transfer, 'Beneficiario')).toHaveTextContent('Desarrolladora Ñúñez, S.A. de C.V.');
  });

  it('opens from the name with personal, purchase, down payment, payment, account and registration information', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    expect(valueOf(section(dialog, 'Información personal'), 'Teléfono')).toHaveTextContent('+52 33 1234 5678');
    expect(valueOf(section(dialog, 'Compra'), 'Producto')).toHaveTextContent('Box Premium Panamericana');
    expect(valueOf(section(dialog, 'Compra'), 'Método de pago')).toHaveTextContent('Transferencia');
    expect(valueOf(section(dialog, 'Compra'), 'Monto total')).toHaveTextContent('$8,500,000 MXN');
    expect(valueOf(section(dialog, 'Enganche'), 'Estado')).toHaveTextContent('Pendiente');
    const payments = section(dialog, 'Información de pagos');
    expect(valueOf(payments, 'Mensualidad')).toHaveTextContent('$53,271.83 MXN');
    expect(valueOf(payments, 'Día de pago')).toHaveTextContent('Día 15 de cada mes');
    expect(valueOf(payments, 'Plazo')).toHaveTextContent('36 meses');
    expect(valueOf(payments, 'Pago final')).toHaveTextContent('$4,216,000 MXN');
    expect(valueOf(payments, 'Saldo restante')).toHaveTextContent('$9,533,785.88 MXN');
    expect(valueOf(payments, 'Último pago')).toHaveTextContent('—');
    expect(valueOf(payments, 'Próximo pago')).toHaveTextContent('21 dic 2026');
    expect(valueOf(section(dialog, 'Estado de la cuenta'), 'Estado')).toHaveTextContent('Al corriente');
    expect(valueOf(section(dialog, 'Fechas de registro'), 'Alta')).toHaveTextContent('21 nov 2026');

    expect(within(dialog).getByRole('link', { name: /Descargar estado de cuenta/ })).toHaveAttribute(
      'href',
      `/api/admin/partners/${currentPartner.id}/statement.pdf`,
    );
    expect(await within(dialog).findByText('Aún no hay pagos registrados')).toBeInTheDocument();
  });

  it('folds the schedule away and shows each instalment with its paid flag when asked', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([overduePartner]) },
      [`GET /api/admin/partners/${overduePartner.id}`]: { status: 200, body: partnerDetail(overduePartner) },
    });
    const user = renderTab();
    const dialog = await openDetail(user, 'Luis Pérez');

    const toggle = await within(dialog).findByRole('button', { name: 'Mostrar el calendario (3 pagos)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('region', { name: 'Pagos programados' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(dialog).getByRole('button', { name: 'Ocultar el calendario' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(dialog).getByRole('region', { name: 'Pagos programados' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Enganche21 dic 2026$3,400,000 MXNPagado',
      'Mensualidad 1 de 3615 ene 2027$50,000 MXNPendiente',
      'Pago final15 ene 2030$4,216,000 MXNPendiente',
    ]);
  });

  it('marks the down payment paid after asking, and the row follows', async () => {
    const saved = { ...currentPartner, downPaymentPaid: true, downPaymentDate: '2026-11-23T17:00:00.000Z' };
    const calls = mockFetch({
      [LIST]: [{ status: 200, body: partnerList([currentPartner]) }, { status: 200, body: partnerList([saved]) }],
      [DETAIL]: [{ status: 200, body: partnerDetail(currentPartner) }, { status: 200, body: partnerDetail(saved) }],
      'POST /api/admin/update-partner-payment': { status: 200, body: saved },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    const checkbox = within(dialog).getByRole('checkbox', { name: 'Enganche pagado' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    const confirm = screen.getByRole('alertdialog', { name: '¿Marcar el enganche como pagado?' });
    expect(confirm).toHaveTextContent('enganche de $3,400,000 MXN de Ana López');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(posts(calls)).toEqual([]);
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Marcar como pagado' }));
    expect(await screen.findByText('Estado actualizado')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/admin/update-partner-payment', body: { partnerId: currentPartner.id, downPaymentPaid: true } }]);
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Ana López' })).getByRole('checkbox', { name: 'Enganche pagado' })).toBeChecked());
    expect(valueOf(section(screen.getByRole('dialog', { name: 'Ana López' }), 'Enganche'), 'Pagado el')).toHaveTextContent('23 nov 2026');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('button', { name: 'Ana López' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Pagado')).toBeInTheDocument());
  });

  it('leaves the down payment as it was and says so when it cannot be saved', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
      'POST /api/admin/update-partner-payment': { status: 503, body: { code: 'unavailable', message: 'Intenta de nuevo en un momento.' } },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Enganche pagado' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Marcar como pagado' }));
    expect(await screen.findByText('No se pudo actualizar el estado del enganche')).toBeInTheDocument();
    expect(screen.getByText('Intenta de nuevo en un momento.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Enganche pagado' })).not.toBeChecked();
  });

  it('records a payment in centavos and shows the new remaining balance', async () => {
    const after = partnerDetail(
      { ...currentPartner, remainingBalanceCentavos: 9_480_514_05, lastPaymentDate: '2026-11-20' },
      { payments: [{ id: 'p1', amountCentavos: 53_271_83, paidOn: '2026-11-20', method: 'transferencia', reference: 'SPEI-123', recordedBy: 'Admin', createdAt: '2026-11-20T18:00:00.000Z', hasProof: false }] },
    );
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: [{ status: 200, body: partnerDetail(currentPartner) }, { status: 200, body: after }],
      [PAYMENTS]: { status: 201, body: after },
    });
    const user = renderTab();
    const dialog = await openDetail(user);
    const form = await within(dialog).findByRole('form', { name: 'Registrar pago' });

    expect(within(form).getByLabelText('Fecha de pago')).toHaveValue(mexicoCityIsoDate());
    await user.type(within(form).getByLabelText('Monto (pesos)'), '53,271.83');
    const date = within(form).getByLabelText('Fecha de pago');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.selectOptions(within(form).getByLabelText('Método de pago'), 'Transferencia');
    await user.type(within(form).getByLabelText('Referencia'), 'SPEI-123');
    await user.click(within(form).getByRole('button', { name: 'Registrar pago' }));

    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/admin/partners/${currentPartner.id}/payments`,
        body: { amountCentavos: 5_327_183, paidOn: '2026-11-20', method: 'transferencia', reference: 'SPEI-123' },
      },
    ]);
    expect(valueOf(section(dialog, 'Información de pagos'), 'Saldo restante')).toHaveTextContent('$9,480,514.05 MXN');
    const received = within(dialog).getByRole('region', { name: 'Lista de pagos recibidos' });
    expect(within(received).getByText('SPEI-123')).toBeInTheDocument();
    expect(within(form).getByLabelText('Monto (pesos)')).toHaveValue('');
  });

  it('checks the payment before sending it', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
    });
    const user = renderTab();
    const dialog = await openDetail(user);
    const form = await within(dialog).findByRole('form', { name: 'Registrar pago' });

    await user.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    expect(within(form).getByLabelText('Monto (pesos)')).toHaveAccessibleDescription(/Escribe el monto del pago/);
    expect(within(form).getByText('Selecciona el método de pago')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Monto (pesos)')).toHaveFocus());

    await user.type(within(form).getByLabelText('Monto (pesos)'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    expect(within(form).getByText('Escribe un monto en pesos, con hasta 2 decimales')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('keeps what was typed when the payment cannot be recorded', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
      [PAYMENTS]: {
        status: 400,
        body: { code: 'validation_failed', message: 'Revisa los datos del pago', errors: [{ field: 'paidOn', message: 'Fecha de pago no válida' }] },
      },
    });
    const user = renderTab();
    const dialog = await openDetail(user);
    const form = await within(dialog).findByRole('form', { name: 'Registrar pago' });

    await user.type(within(form).getByLabelText('Monto (pesos)'), '1000');
    await user.selectOptions(within(form).getByLabelText('Método de pago'), 'Cheque');
    await user.type(within(form).getByLabelText('Referencia'), 'CH-77');
    await user.click(within(form).getByRole('button', { name: 'Registrar pago' }));

    expect(await screen.findByText('No se pudo registrar el pago')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos del pago')).toBeInTheDocument();
    expect(within(form).getByLabelText('Fecha de pago')).toHaveAccessibleDescription('Fecha de pago no válida');
    expect(within(form).getByLabelText('Monto (pesos)')).toHaveValue('1000');
    expect(within(form).getByLabelText('Método de pago')).toHaveValue('cheque');
    expect(within(form).getByLabelText('Referencia')).toHaveValue('CH-77');
  });

  it('offers the proof of a payment that has one as a download, and nothing for one without', async () => {
    const payment = { amountCentavos: 53_271_83, method: 'transferencia', recordedBy: 'Admin', createdAt: '2026-11-20T18:00:00.000Z' };
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: {
        status: 200,
        body: partnerDetail(currentPartner, {
          payments: [
            { ...payment, id: 'pago-con-comprobante', paidOn: '2026-11-20', reference: 'SPEI-1', hasProof: true },
            { ...payment, id: 'pago-sin-comprobante', paidOn: '2026-11-21', reference: 'SPEI-2', hasProof: false },
          ],
        }),
      },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    const received = await within(dialog).findByRole('region', { name: 'Lista de pagos recibidos' });
    const links = within(received).getAllByRole('link', { name: /^Ver comprobante/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Ver comprobante');
    expect(links[0]).toHaveAccessibleName('Ver comprobante del pago del 20 nov 2026 por $53,271.83 MXN');
    expect(links[0]).toHaveAttribute('href', `/api/admin/partners/${currentPartner.id}/payments/pago-con-comprobante/proof`);
    expect(links[0]).toHaveAttribute('download');
    expect(within(received).getByText('SPEI-2').closest('tr')).not.toHaveTextContent('Ver comprobante');
  });

  it('sends the statement and a reminder from the dialog', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
      [`POST /api/admin/partners/${currentPartner.id}/send-statement`]: { status: 200, body: { sent: true } },
      'POST /api/admin/send-partner-reminder': { status: 200, body: { sent: 1, message: 'ok' } },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    await user.click(within(dialog).getByRole('button', { name: 'Enviar estado de cuenta' }));
    expect(await screen.findByText('Estado de cuenta enviado')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Recordatorio' }));
    expect(await screen.findByText('Recordatorio enviado')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual([`/api/admin/partners/${currentPartner.id}/send-statement`, '/api/admin/send-partner-reminder']);
  });

  it('shows every peso received for the partner under "Movimientos de dinero", and retries when it cannot', async () => {
    const money = {
      kind: 'partner',
      id: currentPartner.id,
      label: 'Socio CDM-S-AB12CD · Unidad A1P',
      owedCentavos: 850_000_000,
      appliedCentavos: 5_327_183,
      waivedCentavos: 0,
      toReturnCentavos: 0,
      returnedCentavos: 0,
      open: true,
      entries: [
        {
          id: 'e1',
          allocation: 'applied',
          amountCentavos: 5_327_183,
          source: 'manual',
          sourceId: 'pay-1',
          receivedOn: '2026-02-15',
          recordedAt: '2026-02-16T17:00:00.000Z',
          recordedBy: 'Admin CDM',
          reason: null,
          note: 'Mensualidad de febrero',
          reversesId: null,
          reversedAt: null,
        },
      ],
    };
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 200, body: partnerDetail(currentPartner) },
      [`GET /api/admin/money/partner/${currentPartner.id}`]: [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: money }],
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    const region = await within(dialog).findByRole('region', { name: 'Movimientos de dinero' });
    expect(await within(region).findByText('No se pudieron cargar los movimientos de dinero')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Reintentar' }));

    const table = await within(region).findByRole('region', { name: 'Movimientos de dinero de Socio CDM-S-AB12CD · Unidad A1P' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('15 feb 2026');
    expect(row).toHaveTextContent('Registrado a mano');
    expect(row).toHaveTextContent('$53,271.83 MXN');
    expect(row).toHaveTextContent('Mensualidad de febrero');
    expect(calls.filter((call) => call.path === `/api/admin/money/partner/${currentPartner.id}`)).toHaveLength(2);
  });

  it('says when the detail cannot be loaded and keeps the row information', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner]) },
      [DETAIL]: { status: 500, body: { code: 'internal_error', message: 'x' } },
    });
    const user = renderTab();
    const dialog = await openDetail(user);

    expect(await within(dialog).findByText('No se pudo cargar el detalle del socio')).toBeInTheDocument();
    expect(valueOf(section(dialog, 'Información personal'), 'Email')).toHaveTextContent('ana@example.mx');
  });
});
