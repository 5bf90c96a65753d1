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
    // A sold or closed reservation has no action left.
    expect(within(await rowOf('D1M')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf('E1P')).queryByRole('button')).not.toBeInTheDocument();
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

  it('lets an admin refund a card deposit of an active reservation, after asking', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: list([active, { ...active, id: 'bank', unitCode: 'B3P', depositMethod: 'bank_transfer' }]) },
      [`POST /api/admin/unit-reservations/${active.id}/refund`]: { status: 200, body: { ...active, status: 'cancelled', refundStatus: 'pending' } },
    });
    const user = renderTab();

    expect(within(await rowOf('B3P')).queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
    await user.click(within(await rowOf('B2M')).getByRole('button', { name: 'Reembolsar depósito B2M' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Reembolsar el depósito de la unidad B2M?' });
    expect(dialog).toHaveTextContent('Se devolverán $100,000 MXN a la tarjeta de Luis Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Reembolso solicitado')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual([`/api/admin/unit-reservations/${active.id}/refund`]);
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
