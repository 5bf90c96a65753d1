import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReservation, AdminReservationList } from '@cdm/contracts';
import type { CsvTable } from '@/lib/csv';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { firstPage, postsOf, recordUrls, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { ReservationsTab } from './reservations-tab';

const blocked: AdminReservation = {
  id: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a01',
  user: { id: 'u1', name: 'Ana López', email: 'ana@example.mx' },
  unitCode: 'A1P',
  productType: 'box-premium-panamericana',
  status: 'blocked',
  totalAmountCentavos: 9_500_000_00,
  reservationDepositCentavos: 100_000_00,
  reservationDepositPaid: false,
  depositMethod: null,
  refundStatus: null,
  referenceNumber: 'CDM-MG8K2Q1A-7XK2PA',
  createdAt: '2026-11-22T02:30:00.000Z',
  expiresAt: '2026-11-22T10:30:00.000Z',
  money: { receivedCentavos: 0, waivedCentavos: 0, toReturnCentavos: 0, returnedCentavos: 0 },
  contractStatus: null,
};
const active: AdminReservation = {
  ...blocked,
  id: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a02',
  user: { id: 'u2', name: 'Luis Pérez', email: 'luis@example.mx' },
  unitCode: 'B2M',
  productType: 'box-premium-monza',
  status: 'active',
  totalAmountCentavos: 5_700_000_50,
  reservationDepositPaid: true,
  depositMethod: 'card',
  referenceNumber: null,
  expiresAt: '2026-12-02T02:30:00.000Z',
  money: { receivedCentavos: 100_000_00, waivedCentavos: 0, toReturnCentavos: 0, returnedCentavos: 0 },
  contractStatus: 'pending_investor',
};
const pending: AdminReservation = {
  ...blocked,
  id: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a03',
  user: { id: 'u3', name: 'Sofía Ruiz', email: 'sofia@example.mx' },
  unitCode: 'C3P',
  status: 'pending',
  referenceNumber: null,
};
const converted: AdminReservation = { ...active, id: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a04', user: { id: 'u4', name: 'Eva Gil', email: 'eva@example.mx' }, unitCode: 'D1M', status: 'converted' };

const list = (items: AdminReservation[], counts: Partial<AdminReservationList['counts']> = {}): AdminReservationList => firstPage(items, {
  total: items.length,
  active: items.filter((item) => item.status === 'active').length,
  pending: items.filter((item) => item.status === 'pending').length,
  blocked: items.filter((item) => item.status === 'blocked').length,
  expired: 0,
  converted: items.filter((item) => item.status === 'converted').length,
  cancelled: 0,
  ...counts,
});
const LIST = 'GET /api/admin/unit-reservations';

function renderTab({ canRefund = true, onExportChange }: { canRefund?: boolean; onExportChange?: (table: CsvTable | null) => void } = {}) {
  return renderStaffTab(<ReservationsTab canRefund={canRefund} onExportChange={onExportChange} />);
}

const rowOf = async (unitCode: string) => (await screen.findByText(unitCode, { selector: 'td' })).closest('tr') as HTMLElement;
const count = (label: string) => within(screen.getByLabelText('Resumen de reservaciones')).getByText(label).nextSibling;
const posts = postsOf;

beforeEach(() => notify.dismissAll());

describe('Reservas tab of the staff panel (investor-portal.md §2.6, §4)', () => {
  it('shows the counts and each reservation with its investor, unit, product, money, deposit, status, expiry and reference', async () => {
    mockFetch({ [LIST]: { status: 200, body: list([blocked, active], { expired: 4, cancelled: 1 }) } });
    renderTab();

    const row = await rowOf('A1P');
    expect(within(row).getByText('Ana López')).toBeInTheDocument();
    expect(within(row).getByText('ana@example.mx')).toBeInTheDocument();
    expect(within(row).getByText('Box Premium Panamericana')).toBeInTheDocument();
    expect(within(row).getByText('$9,500,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText('Sin pagar')).toBeInTheDocument();
    expect(within(row).getByText('Bloqueada')).toBeInTheDocument();
    expect(within(row).getByText('22 nov 2026, 4:30 a.m.')).toBeInTheDocument();
    expect(within(row).getByText('CDM-MG8K2Q1A-7XK2PA')).toBeInTheDocument();

    const activeRow = await rowOf('B2M');
    expect(within(activeRow).getByText('$5,700,000.50 MXN')).toBeInTheDocument();
    expect(within(activeRow).getByText('Pagado')).toBeInTheDocument();
    expect(within(activeRow).getByText('Tarjeta')).toBeInTheDocument();
    expect(within(activeRow).getByText('Activa')).toBeInTheDocument();

    expect(count('Total')).toHaveTextContent('2');
    expect(count('Activas')).toHaveTextContent('1');
    expect(count('Bloqueadas')).toHaveTextContent('1');
    expect(count('Expiradas')).toHaveTextContent('4');
    expect(count('Canceladas')).toHaveTextContent('1');
  });

  it('labels every status', async () => {
    mockFetch({ [LIST]: { status: 200, body: list([pending, converted, { ...blocked, id: 'e1', unitCode: 'E1P', status: 'expired' }, { ...blocked, id: 'f1', unitCode: 'F1P', status: 'cancelled' }]) } });
    renderTab();

    expect(within(await rowOf('C3P')).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(await rowOf('D1M')).getByText('Vendida')).toBeInTheDocument();
    expect(within(await rowOf('E1P')).getByText('Expirada')).toBeInTheDocument();
    expect(within(await rowOf('F1P')).getByText('Cancelada')).toBeInTheDocument();
    // A sold or closed reservation has no action left but its money.
    expect(within(await rowOf('D1M')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ver movimientos D1M']);
    expect(within(await rowOf('E1P')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ver movimientos E1P']);
  });

  it('offers the visible rows as CSV to the panel', async () => {
    mockFetch({ [LIST]: { status: 200, body: list([blocked]) } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'reservaciones' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.rows[0]).toEqual([
      blocked.id,
      'Ana López',
      'ana@example.mx',
      'A1P',
      'Box Premium Panamericana',
      '9500000.00',
      '100000.00',
      'No',
      '0.00',
      '0.00',
      '',
      'Bloqueada',
      '',
      '2026-11-22 04:30',
      'CDM-MG8K2Q1A-7XK2PA',
      '2026-11-21 20:30',
    ]);
  });

  it('filters by status and starts again at page 1', async () => {
    mockFetch({ [LIST]: { status: 200, body: list([blocked, active]) } });
    const urls = recordUrls();
    const user = renderTab();
    await rowOf('A1P');
    expect(urls.at(-1)).toBe('/api/admin/unit-reservations?filter=all&page=1&pageSize=25');

    const filters = screen.getByRole('group', { name: 'Mostrar' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todas',
      'Activas',
      'Pendientes',
      'Expiradas',
      'Bloqueadas',
      'Apartadas',
    ]);
    expect(within(filters).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Bloqueadas' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/admin/unit-reservations?filter=blocked&page=1&pageSize=25'));
    expect(within(filters).getByRole('button', { name: 'Bloqueadas' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(filters).getByRole('button', { name: 'Apartadas' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/admin/unit-reservations?filter=reserved&page=1&pageSize=25'));
  });

  it('says which filter is empty', async () => {
    mockFetch({ [LIST]: [{ status: 200, body: list([]) }] });
    const user = renderTab();

    expect(await screen.findByText('Aún no hay reservaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expiradas' }));
    expect(await screen.findByText('No hay reservaciones en "Expiradas"')).toBeInTheDocument();
  });

  it('selects rows one by one or all on the page', async () => {
    mockFetch({ [LIST]: { status: 200, body: list([blocked, active, pending]) } });
    const user = renderTab();
    const all = await screen.findByRole('checkbox', { name: 'Seleccionar todas las reservaciones de la página' });
    await rowOf('A1P');

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la reservación de la unidad A1P (Ana López)' }));
    expect(screen.getByText('1 reservación seleccionada')).toBeInTheDocument();
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(all);
    expect(screen.getByText('3 reservaciones seleccionadas')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByText('0 reservaciones seleccionadas')).toBeInTheDocument();
  });

  it('asks for a selection before sending reminders, and only to reservations still awaiting payment', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([blocked, active, pending]) },
      'POST /api/admin/unit-reservations/send-reminders': { status: 200, body: { sent: 2 } },
    });
    const user = renderTab();
    await rowOf('A1P');

    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await screen.findByText('Selecciona al menos una reservación')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /unidad B2M/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await screen.findByText('Selecciona al menos una reservación pendiente de pago o bloqueada')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las reservaciones de la página' }));
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await screen.findByText('Recordatorios enviados')).toBeInTheDocument();
    expect(screen.getByText('Se enviaron 2 recordatorios.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/admin/unit-reservations/send-reminders', body: { reservationIds: [blocked.id, pending.id] } },
    ]);
    expect(screen.getByText('0 reservaciones seleccionadas')).toBeInTheDocument();
  });

  it('says when the reminders could not be sent', async () => {
    mockFetch({
      [LIST]: { status: 200, body: list([blocked]) },
      'POST /api/admin/unit-reservations/send-reminders': { status: 503, body: { code: 'unavailable', message: 'El servicio de correo no responde.' } },
    });
    const user = renderTab();
    await user.click(await screen.findByRole('checkbox', { name: /unidad A1P/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));

    expect(await screen.findByText('No se pudieron enviar los recordatorios')).toBeInTheDocument();
    expect(screen.getByText('El servicio de correo no responde.')).toBeInTheDocument();
  });

  it('confirms the payment of a blocked reservation after asking, and says the unit is held', async () => {
    const now = Date.now();
    const saved = { ...blocked, status: 'active' as const, reservationDepositPaid: true, depositMethod: 'staff' as const, expiresAt: new Date(now + 10 * 86_400_000).toISOString() };
    const calls = mockFetch({
      [LIST]: [{ status: 200, body: list([blocked]) }, { status: 200, body: list([saved]) }],
      'POST /api/admin/confirm-deposit': { status: 200, body: saved },
    });
    const user = renderTab();

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Confirmar el pago del depósito de la unidad A1P?' });
    expect(dialog).toHaveTextContent('$100,000 MXN de Ana López (referencia CDM-MG8K2Q1A-7XK2PA)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));

    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(screen.getByText('La unidad queda apartada 10 días')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post.path).toBe('/api/admin/confirm-deposit');
    expect(post.body).toEqual({ reservationId: blocked.id, paymentConfirmation: expect.stringMatching(/^admin-\d{13}$/) });
    await waitFor(() => expect(within(screen.getByText('A1P', { selector: 'td' }).closest('tr') as HTMLElement).getByText('Activa')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses the hold sentence of the server when it sends one', async () => {
    mockFetch({
      [LIST]: { status: 200, body: list([pending]) },
      'POST /api/admin/confirm-deposit': { status: 200, body: { ...pending, status: 'active', expiresAt: null, message: 'La unidad queda apartada 12 días' } },
    });
    const user = renderTab();

    await user.click(within(await rowOf('C3P')).getByRole('button', { name: 'Confirmar Pago C3P' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar Pago' }));
    expect(await screen.findByText('La unidad queda apartada 12 días')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the payment cannot be confirmed', async () => {
    mockFetch({
      [LIST]: { status: 200, body: list([blocked]) },
      'POST /api/admin/confirm-deposit': { status: 409, body: { code: 'conflict', message: 'La reservación ya expiró.' } },
    });
    const user = renderTab();

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar Pago' }));
    expect(await screen.findByText('Error al confirmar el pago')).toBeInTheDocument();
    expect(screen.getByText('La reservación ya expiró.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows what was received of a deposit paid in part, and starts Confirmar Pago with what is still owed', async () => {
    const partial: AdminReservation = { ...blocked, money: { receivedCentavos: 100, waivedCentavos: 0, toReturnCentavos: 2_500_00, returnedCentavos: 0 } };
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([partial]) },
      'POST /api/admin/confirm-deposit': { status: 200, body: { ...partial, status: 'active', reservationDepositPaid: true } },
    });
    const user = renderTab();

    const row = await rowOf('A1P');
    expect(within(row).getByText('Recibido $1 MXN de $100,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText('Por devolver: $2,500 MXN')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Recibido hasta ahora: $1 MXN de $100,000 MXN; faltan $99,999 MXN.');
    expect(within(dialog).getByLabelText(/Monto recibido/)).toHaveValue('99,999.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));

    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    // What is still owed, untouched, is not sent: the server confirms what is owed when it confirms.
    expect(posts(calls)[0]?.body).toEqual({ reservationId: blocked.id, paymentConfirmation: expect.any(String) });
  });

  it('lets an admin confirm less than what is owed with a reason, sent in centavos', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([blocked]) },
      'POST /api/admin/confirm-deposit': { status: 200, body: { ...blocked, status: 'active', reservationDepositPaid: true } },
    });
    const user = renderTab();

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog');
    const amount = within(dialog).getByLabelText(/Monto recibido/);
    expect(amount).toHaveValue('100,000.00');
    expect(within(dialog).queryByLabelText(/^Motivo/)).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '95,000.50');
    expect(dialog).toHaveTextContent('Es menos de lo pendiente: los $4,999.50 MXN que faltan se condonarán');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));
    expect(within(dialog).getByLabelText(/^Motivo/)).toHaveAccessibleDescription(/Escribe el motivo para confirmar un monto menor/);
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Comisión bancaria del extranjero');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));
    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      reservationId: blocked.id,
      paymentConfirmation: expect.any(String),
      amountCentavos: 9_500_050,
      reason: 'Comisión bancaria del extranjero',
    });
  });

  it('says that more than what is owed stays to return, and sends the amount', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([blocked]) },
      'POST /api/admin/confirm-deposit': { status: 200, body: { ...blocked, status: 'active', reservationDepositPaid: true } },
    });
    const user = renderTab({ canRefund: false });

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog');
    const amount = within(dialog).getByLabelText(/Monto recibido/);
    await user.clear(amount);
    await user.type(amount, '150000');
    expect(dialog).toHaveTextContent('Es más de lo pendiente: $50,000 MXN quedarán por devolver en Conciliación.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));
    expect(await screen.findByText('Pago confirmado')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ reservationId: blocked.id, paymentConfirmation: expect.any(String), amountCentavos: 15_000_000 });
  });

  it('tells an advisor that only an admin confirms less than what is owed, and sends nothing', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: list([blocked]) } });
    const user = renderTab({ canRefund: false });

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog');
    const amount = within(dialog).getByLabelText(/Monto recibido/);
    await user.clear(amount);
    await user.type(amount, '1');
    expect(dialog).toHaveTextContent('Solo un administrador puede confirmar un monto menor al pendiente.');
    expect(within(dialog).queryByLabelText(/^Motivo/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));
    expect(amount).toHaveAccessibleDescription(/Solo un administrador puede confirmar un monto menor al pendiente/);
    expect(posts(calls)).toEqual([]);
  });

  it("puts the server's field messages on their fields and keeps what was typed", async () => {
    mockFetch({
      [LIST]: { status: 200, body: list([blocked]) },
      'POST /api/admin/confirm-deposit': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Revisa los campos',
          errors: [{ field: 'amountCentavos', message: 'Ese monto es menor que el depósito pendiente: solo un administrador puede confirmarlo, indicando el motivo.' }],
        },
      },
    });
    const user = renderTab();

    await user.click(within(await rowOf('A1P')).getByRole('button', { name: 'Confirmar Pago A1P' }));
    const dialog = screen.getByRole('alertdialog');
    const amount = within(dialog).getByLabelText(/Monto recibido/);
    await user.clear(amount);
    await user.type(amount, '90000');
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Acuerdo con el socio');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Pago' }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(/solo un administrador puede confirmarlo/));
    expect(amount).toHaveValue('90000');
    expect(within(dialog).getByLabelText(/^Motivo/)).toHaveValue('Acuerdo con el socio');
    expect(screen.queryByText('Error al confirmar el pago')).not.toBeInTheDocument();
  });

  it('shows the money behind a deposit in "Ver movimientos"', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([active]) },
      [`GET /api/admin/money/unit_reservation/${active.id}`]: {
        status: 200,
        body: {
          kind: 'unit_reservation',
          id: active.id,
          label: 'Depósito · Unidad B2M',
          owedCentavos: 100_000_00,
          appliedCentavos: 100_000_00,
          waivedCentavos: 0,
          toReturnCentavos: 0,
          returnedCentavos: 0,
          open: true,
          entries: [
            {
              id: 'e1',
              allocation: 'applied',
              amountCentavos: 100_000_00,
              source: 'card',
              sourceId: 'p1',
              receivedOn: '2026-11-21',
              recordedAt: '2026-11-22T02:30:00.000Z',
              recordedBy: 'Sistema',
              reason: null,
              note: null,
              reversesId: null,
              reversedAt: null,
            },
          ],
        },
      },
    });
    const user = renderTab();

    await user.click(within(await rowOf('B2M')).getByRole('button', { name: 'Ver movimientos B2M' }));
    const dialog = screen.getByRole('dialog', { name: 'Movimientos de dinero · Unidad B2M' });
    expect(dialog).toHaveTextContent('Depósito de Luis Pérez: $100,000 MXN');
    const table = await within(dialog).findByRole('region', { name: 'Movimientos de dinero de Depósito · Unidad B2M' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Tarjeta');
    expect(calls.filter((call) => call.path.startsWith('/api/admin/money'))).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('converts an active reservation into a sale after explaining what happens', async () => {
    const calls = mockFetch({
      [LIST]: [{ status: 200, body: list([active]) }, { status: 200, body: list([{ ...active, status: 'converted' }]) }],
      [`POST /api/admin/unit-reservations/${active.id}/convert`]: { status: 200, body: { ...active, status: 'converted' } },
    });
    const user = renderTab();
    const row = await rowOf('B2M');
    expect(within(row).queryByRole('button', { name: /Confirmar Pago/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Convertir B2M' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Convertir la reservación de la unidad B2M en venta?' });
    expect(dialog).toHaveTextContent('La unidad quedará vendida y Luis Pérez quedará registrado como socio');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts(calls)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Convertir B2M' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Convertir en venta' }));
    expect(await screen.findByText('Reservación convertida en venta')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Vendida')).toBeInTheDocument());
    expect(posts(calls)).toEqual([{ method: 'POST', path: `/api/admin/unit-reservations/${active.id}/convert`, body: undefined }]);
  });

  it('lets an admin refund a card deposit back to the card, after asking, and cancels an unsigned contract with it', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([active]) },
      [`POST /api/admin/unit-reservations/${active.id}/refund`]: { status: 200, body: { ...active, status: 'cancelled', refundStatus: 'pending' } },
    });
    const user = renderTab();

    await user.click(within(await rowOf('B2M')).getByRole('button', { name: 'Reembolsar depósito B2M' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Reembolsar el depósito de la unidad B2M?' });
    expect(dialog).toHaveTextContent('Se devolverán $100,000 MXN a la tarjeta de Luis Pérez');
    expect(dialog).toHaveTextContent('Su contrato, aún sin firmar, se cancelará.');
    expect(within(dialog).queryByLabelText(/Motivo de la rescisión/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Reembolso solicitado')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', path: `/api/admin/unit-reservations/${active.id}/refund`, body: undefined }]);
  });

  it('refunds a transfer deposit too: the money stays to return in Conciliación', async () => {
    const transfer: AdminReservation = { ...active, id: 'a3b2c1d0-4e5f-4a61-8b72-9c8d7e6f5a09', unitCode: 'B3P', depositMethod: 'bank_transfer', contractStatus: null };
    const refunded: AdminReservation = { ...transfer, status: 'cancelled', money: { ...transfer.money, receivedCentavos: 0, toReturnCentavos: 100_000_00 } };
    const calls = mockFetch({
      [LIST]: [{ status: 200, body: list([transfer]) }, { status: 200, body: list([refunded]) }],
      [`POST /api/admin/unit-reservations/${transfer.id}/refund`]: { status: 200, body: refunded },
    });
    const user = renderTab();

    await user.click(within(await rowOf('B3P')).getByRole('button', { name: 'Reembolsar depósito B3P' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Reembolsar el depósito de la unidad B3P?' });
    expect(dialog).toHaveTextContent('Los $100,000 MXN recibidos de Luis Pérez quedarán «por devolver» en Conciliación');
    expect(dialog).not.toHaveTextContent('tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Reservación cancelada')).toBeInTheDocument();
    expect(screen.getByText('El depósito de Luis Pérez quedó por devolver en Conciliación.')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual([`/api/admin/unit-reservations/${transfer.id}/refund`]);
    await waitFor(() => expect(within(screen.getByText('B3P', { selector: 'td' }).closest('tr') as HTMLElement).getByText('Por devolver: $100,000 MXN')).toBeInTheDocument());
  });

  it('asks for the reason of the rescission when the contract was signed, and keeps it with the field message of a 400', async () => {
    const signed: AdminReservation = { ...active, contractStatus: 'signed' };
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([signed]) },
      [`POST /api/admin/unit-reservations/${active.id}/refund`]: [
        { status: 400, body: { code: 'validation_failed', message: 'Revisa los campos', errors: [{ field: 'rescissionReason', message: 'Máximo 300 caracteres' }] } },
        { status: 200, body: { ...signed, status: 'cancelled', contractStatus: 'rescinded', refundStatus: 'succeeded' } },
      ],
    });
    const user = renderTab();

    await user.click(within(await rowOf('B2M')).getByRole('button', { name: 'Reembolsar depósito B2M' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Reembolsar el depósito de la unidad B2M?' });
    expect(dialog).toHaveTextContent('Su contrato ya está firmado: se rescindirá y se avisará por correo a ambas partes.');
    const reason = within(dialog).getByLabelText(/Motivo de la rescisión/);

    await user.click(within(dialog).getByRole('button', { name: 'Rescindir y reembolsar' }));
    expect(reason).toHaveAccessibleDescription(/Escribe el motivo de la rescisión \(al menos 5 caracteres\)/);
    expect(posts(calls)).toEqual([]);

    await user.type(reason, 'El socio pidió cancelar');
    await user.click(within(dialog).getByRole('button', { name: 'Rescindir y reembolsar' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Máximo 300 caracteres/));
    expect(reason).toHaveValue('El socio pidió cancelar');

    await user.click(within(dialog).getByRole('button', { name: 'Rescindir y reembolsar' }));
    expect(await screen.findByText('Depósito reembolsado')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([{ rescissionReason: 'El socio pidió cancelar' }, { rescissionReason: 'El socio pidió cancelar' }]);
  });

  it("asks for the reason when the server says the contract was signed meanwhile (409 contract_signed)", async () => {
    const message = 'El contrato de esta reservación ya está firmado: para reembolsar su depósito, un administrador debe rescindirlo indicando el motivo.';
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([{ ...active, contractStatus: 'pending_investor' }]) },
      [`POST /api/admin/unit-reservations/${active.id}/refund`]: [
        { status: 409, body: { code: 'contract_signed', message } },
        { status: 200, body: { ...active, status: 'cancelled', refundStatus: 'pending' } },
      ],
    });
    const user = renderTab();

    await user.click(within(await rowOf('B2M')).getByRole('button', { name: 'Reembolsar depósito B2M' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));

    const reason = await within(dialog).findByLabelText(/Motivo de la rescisión/);
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.type(reason, 'Rescisión pedida por el socio');
    await user.click(within(dialog).getByRole('button', { name: 'Rescindir y reembolsar' }));
    expect(await screen.findByText('Reembolso solicitado')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([undefined, { rescissionReason: 'Rescisión pedida por el socio' }]);
  });

  it('shows an advisor the refund disabled with the reason, and no way to call it', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: list([active]) } });
    const user = renderTab({ canRefund: false });

    const action = within(await rowOf('B2M')).getByRole('button', { name: 'Reembolsar depósito B2M' });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveAccessibleDescription('Solo un administrador puede reembolsar depósitos');
    await user.click(action);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Solo un administrador puede reembolsar depósitos', { selector: '[data-title]' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('shows placeholders while loading', () => {
    mockFetch({ [LIST]: () => new Promise<Answer>(() => undefined) });
    renderTab();

    expect(screen.getByRole('region', { name: 'Reservaciones de unidades' })).toHaveAttribute('aria-busy', 'true');
    expect(count('Total')).not.toHaveTextContent(/\d/);
    expect(screen.queryByText('Aún no hay reservaciones')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch({ [LIST]: [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: list([blocked]) }] });
    const user = renderTab();

    expect(await screen.findByText('No se pudieron cargar las reservaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('A1P')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
