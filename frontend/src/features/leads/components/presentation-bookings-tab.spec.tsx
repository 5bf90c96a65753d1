import { screen, waitFor, within } from '@testing-library/react';
import type { PresentationBookingAdminItem } from '@cdm/contracts';
import type { CsvTable } from '@/lib/csv';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { firstPage, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { PresentationBookingsTab } from './presentation-bookings-tab';

const item: PresentationBookingAdminItem = {
  id: '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41',
  name: 'Ana López',
  email: 'ana@example.mx',
  phone: '33 1234 5678',
  investmentRange: '5-10',
  productsOfInterest: ['boxes-premium', 'membresias'],
  additionalInfo: 'Box en la recta principal',
  status: 'paid',
  amountCentavos: 1_000_000,
  createdAt: '2026-11-22T02:30:00.000Z',
  paidAt: '2026-11-22T02:35:00.000Z',
  refundStatus: null,
  refundedAt: null,
};
const pending: PresentationBookingAdminItem = { ...item, id: '7a2b3c4d-5e6f-4a70-8b81-9c0d1e2f3a4b', name: 'Luis Pérez', status: 'pending_payment', paidAt: null };
const list = (items: PresentationBookingAdminItem[]) => firstPage(items, {
  total: items.length,
  pendingPayment: items.filter((entry) => entry.status === 'pending_payment').length,
  paid: items.filter((entry) => entry.status === 'paid').length,
  refunded: items.filter((entry) => entry.status === 'refunded').length,
  cancelled: 0,
});

function renderTab({ canRefund = true, onExportChange }: { canRefund?: boolean; onExportChange?: (table: CsvTable | null) => void } = {}) {
  return renderStaffTab(<PresentationBookingsTab canRefund={canRefund} onExportChange={onExportChange} />);
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

beforeEach(() => notify.dismissAll());

describe('Presentaciones tab of the staff panel', () => {
  it('shows counts, labels, money and dates, and offers the visible rows as CSV', async () => {
    mockFetch({ 'GET /api/admin/presentation-bookings': { status: 200, body: list([item, pending]) } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    const row = await rowOf('Ana López');
    expect(within(row).getByText('6f1c1d3e')).toBeInTheDocument();
    expect(within(row).getByText('5 - 10 millones MXN')).toBeInTheDocument();
    expect(within(row).getByText('Membresías Vitalicias')).toBeInTheDocument();
    expect(within(row).getByText('Pagado')).toBeInTheDocument();
    expect(within(row).getByText('$10,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText(/21 nov 2026, 8:30/)).toBeInTheDocument();
    expect(within(row).getByText(/21 nov 2026, 8:35/)).toBeInTheDocument();
    expect(within(await rowOf('Luis Pérez')).getByText('Pago pendiente')).toBeInTheDocument();
    const counts = screen.getByLabelText('Resumen de reservas de presentación');
    expect(within(counts).getByText('Pagadas').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Pago pendiente').nextSibling).toHaveTextContent('1');

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'presentaciones' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns).toEqual(['ID', 'Nombre', 'Email', 'Teléfono', 'Rango', 'Productos', 'Estado', 'Monto', 'Creado', 'Pagado', 'Reembolso']);
    expect(table.rows[0]).toEqual([
      item.id,
      'Ana López',
      'ana@example.mx',
      '33 1234 5678',
      '5 - 10 millones MXN',
      'Boxes Premium con balcón, Membresías Vitalicias',
      'Pagado',
      '10000.00',
      '2026-11-21 20:30',
      '2026-11-21 20:35',
      '',
    ]);
  });

  it('refunds a paid deposit after asking, and shows the new state', async () => {
    const refunded: PresentationBookingAdminItem = { ...item, status: 'refunded', refundStatus: 'succeeded', refundedAt: '2026-11-23T10:00:00.000Z' };
    const calls = mockFetch({
      'GET /api/admin/presentation-bookings': [{ status: 200, body: list([item]) }, { status: 200, body: list([refunded]) }],
      [`POST /api/admin/presentation-bookings/${item.id}/refund`]: { status: 200, body: refunded },
    });
    const user = renderTab();

    await user.click(within(await rowOf('Ana López')).getByRole('button', { name: 'Reembolsar Ana López' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Reembolsar el depósito de Ana López?' });
    expect(dialog).toHaveTextContent('$10,000 MXN');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Depósito reembolsado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: `/api/admin/presentation-bookings/${item.id}/refund`, body: undefined });
    const row = await rowOf('Ana López');
    await waitFor(() => expect(within(row).getAllByText('Reembolsado')).toHaveLength(2));
    expect(within(row).queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog and says why when the refund is refused', async () => {
    let answer: (value: Answer) => void = () => undefined;
    mockFetch({
      'GET /api/admin/presentation-bookings': { status: 200, body: list([item]) },
      [`POST /api/admin/presentation-bookings/${item.id}/refund`]: () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const user = renderTab();
    await user.click(within(await rowOf('Ana López')).getByRole('button', { name: /Reembolsar/ }));
    const dialog = await screen.findByRole('alertdialog');

    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    expect(within(dialog).getByRole('button', { name: 'Reembolsar' })).toBeDisabled();
    answer({ status: 409, body: { code: 'conflict', message: 'Este depósito ya fue reembolsado.' } });

    expect(await screen.findByText('No se pudo reembolsar el depósito')).toBeInTheDocument();
    expect(screen.getByText('Este depósito ya fue reembolsado.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('shows a pending refund as a badge and does not offer it again', async () => {
    mockFetch({ 'GET /api/admin/presentation-bookings': { status: 200, body: list([{ ...item, refundStatus: 'pending' }]) } });
    renderTab();

    const row = await rowOf('Ana López');
    expect(within(row).getByText('Reembolso en proceso')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
  });

  it('shows an advisor the refund action disabled, with the reason', async () => {
    const calls = mockFetch({ 'GET /api/admin/presentation-bookings': { status: 200, body: list([item]) } });
    const user = renderTab({ canRefund: false });

    const action = within(await rowOf('Ana López')).getByRole('button', { name: 'Reembolsar Ana López' });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveAccessibleDescription('Solo un administrador puede reembolsar depósitos');

    await user.click(action);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches, and says when nothing matches or there is nothing at all', async () => {
    const calls = mockFetch({ 'GET /api/admin/presentation-bookings': { status: 200, body: list([]) } });
    const user = renderTab();

    expect(await screen.findByText('Aún no hay reservas de presentación')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar por nombre, email o teléfono'), 'zzz');
    expect(await screen.findByText('Sin resultados para "zzz"')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/admin/presentation-bookings');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/presentation-bookings': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: list([item]) }],
    });
    const user = renderTab();

    expect(await screen.findByText('No se pudieron cargar las reservas de presentación')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('Ana López')).toBeInTheDocument();
  });
});
