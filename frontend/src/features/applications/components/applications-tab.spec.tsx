import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicationAdminItem, ApplicationList } from '@cdm/contracts';
import type { CsvTable } from '@/lib/csv';
import { mockFetch, type FetchCall } from '@/testing/fetch-mock';
import { firstPage, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { ApplicationsTab } from './applications-tab';

const base: ApplicationAdminItem = {
  id: '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41',
  name: 'Mariana Torres',
  email: 'mariana@example.mx',
  phone: '33 1122 3344',
  investmentRange: '10-25',
  productsOfInterest: ['boxes-premium', 'membresias'],
  referralCode: null,
  status: 'pending',
  depositPaid: true,
  depositCentavos: 1_000_000,
  refundStatus: null,
  createdAt: '2026-11-20T16:00:00.000Z',
  depositPaidAt: '2026-11-20T16:05:00.000Z',
  overdueReview: false,
  credentials: null,
};
const paidPending = base;
const unpaid: ApplicationAdminItem = { ...base, id: '7a2b3c4d-5e6f-4a70-8b81-9c0d1e2f3a4b', name: 'Luis Pérez', email: 'luis@example.mx', depositPaid: false, depositPaidAt: null };
const authorized: ApplicationAdminItem = {
  ...base,
  id: '8b3c4d5e-6f70-4a81-9c92-0d1e2f3a4b5c',
  name: 'Ana López',
  email: 'ana@example.mx',
  status: 'authorized',
  credentials: { username: 'ana@example.mx', sentAt: '2026-11-21T16:00:00.000Z' },
};
const generating: ApplicationAdminItem = { ...base, id: '9c4d5e6f-7081-4b92-8da3-1e2f3a4b5c6d', name: 'Jorge Ruiz', email: 'jorge@example.mx', status: 'authorized' };
const overdue: ApplicationAdminItem = { ...base, id: 'ad5e6f70-8192-4ca3-9eb4-2f3a4b5c6d7e', name: 'Sofía Vega', email: 'sofia@example.mx', overdueReview: true };
const rejectedPaid: ApplicationAdminItem = { ...base, id: 'be6f7081-92a3-4db4-8fc5-3a4b5c6d7e8f', name: 'Raúl Soto', email: 'raul@example.mx', status: 'rejected' };
const referred: ApplicationAdminItem = {
  ...base,
  id: 'cf708192-a3b4-4ec5-9ad6-4b5c6d7e8f90',
  name: 'Elena Díaz',
  email: 'elena@example.mx',
  status: 'referido',
  depositPaid: false,
  depositPaidAt: null,
  depositCentavos: 0,
  referralCode: 'CDM-DEMO-SOCIO',
};

const list = (items: ApplicationAdminItem[]): ApplicationList => firstPage(items, {
  total: items.length,
  depositsPaid: items.filter((entry) => entry.depositPaid).length,
  pendingPayment: items.filter((entry) => !entry.depositPaid && entry.depositCentavos > 0 && entry.status === 'pending').length,
});

function renderTab({ canRefund = true, onExportChange }: { canRefund?: boolean; onExportChange?: (table: CsvTable | null) => void } = {}) {
  return renderStaffTab(<ApplicationsTab canRefund={canRefund} onExportChange={onExportChange} />);
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;
const statusSelect = (name: string) => screen.getByRole('combobox', { name: `Estado de la aplicación de ${name}` });
const toast = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

beforeEach(() => notify.dismissAll());

describe('Aplicaciones de Inversionistas tab of the staff panel', () => {
  it('shows the counts, the columns and the range label, and offers the rows as CSV', async () => {
    mockFetch({ 'GET /api/admin/applications': { status: 200, body: list([paidPending, unpaid, authorized]) } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    const row = await rowOf('Mariana Torres');
    expect(within(row).getByText('6f1c1d3e')).toBeInTheDocument();
    expect(within(row).getByText('mariana@example.mx')).toBeInTheDocument();
    expect(within(row).getByText('33 1122 3344')).toBeInTheDocument();
    expect(within(row).getByText('$10M - $25M MXN')).toBeInTheDocument();
    expect(within(row).getByText('Pagado')).toBeInTheDocument();
    expect(within(await rowOf('Luis Pérez')).getByText('Pendiente', { selector: 'span' })).toBeInTheDocument();
    expect(statusSelect('Mariana Torres')).toHaveDisplayValue('Pendiente');
    expect(within(statusSelect('Mariana Torres')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pendiente',
      'Pre-autorizado',
      'Autorizado',
      'Rechazado',
    ]);
    expect(statusSelect('Ana López')).toHaveDisplayValue('Autorizado');
    const counts = screen.getByLabelText('Resumen de aplicaciones');
    expect(within(counts).getByText('Total').nextSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Depósitos pagados').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Pendientes de pago').nextSibling).toHaveTextContent('1');

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'aplicaciones-inversionistas' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns.slice(0, 5)).toEqual(['ID', 'Nombre', 'Email', 'Teléfono', 'Rango']);
    expect(table.rows[0]).toEqual(
      expect.arrayContaining([paidPending.id, 'Mariana Torres', '$10M - $25M MXN', 'Pendiente', 'Pagado', '10000.00', '2026-11-20 10:00', 'No']),
    );
    expect(table.rows[2]).toEqual(expect.arrayContaining(['Autorizado', 'ana@example.mx']));
  });

  it('says what each state means in the credentials column (investor-portal.md §4)', async () => {
    mockFetch({ 'GET /api/admin/applications': { status: 200, body: list([paidPending, unpaid, authorized, generating, referred, rejectedPaid]) } });
    renderTab();

    const generated = await rowOf('Ana López');
    expect(within(generated).getByText('Generadas')).toBeInTheDocument();
    expect(within(generated).getByText('ana@example.mx', { selector: 'span' })).toBeInTheDocument();
    expect(within(generated).getByRole('button', { name: 'Reenviar credenciales a Ana López' })).toHaveTextContent('Reenviar');
    expect(within(await rowOf('Jorge Ruiz')).getByText('Generando credenciales...')).toBeInTheDocument();
    expect(within(await rowOf('Mariana Torres')).getByText('Esperando autorización')).toBeInTheDocument();
    expect(within(await rowOf('Luis Pérez')).getByText('Pendiente de pago')).toBeInTheDocument();
    // A valid referral code waived the deposit: nothing is missing but the review.
    const waived = await rowOf('Elena Díaz');
    expect(within(waived).getByText('No requerido')).toBeInTheDocument();
    expect(within(waived).getByText('Esperando autorización')).toBeInTheDocument();
    expect(within(await rowOf('Raúl Soto')).queryByText(/Esperando|Pendiente de pago|Generadas/)).not.toBeInTheDocument();
  });

  it('marks a paid application waiting more than 5 business days with a visible text cue', async () => {
    mockFetch({ 'GET /api/admin/applications': { status: 200, body: list([paidPending, overdue]) } });
    renderTab();

    expect(within(await rowOf('Sofía Vega')).getByText('Revisión pendiente > 5 días hábiles')).toBeInTheDocument();
    expect(within(await rowOf('Mariana Torres')).queryByText('Revisión pendiente > 5 días hábiles')).not.toBeInTheDocument();
  });

  it('asks before authorising, then shows Credenciales Generadas with the username and where the link went, never a password', async () => {
    const afterAuthorizing = { ...paidPending, status: 'authorized' as const, credentials: { username: paidPending.email, sentAt: '2026-11-22T16:00:00.000Z' } };
    const calls = mockFetch({
      'GET /api/admin/applications': [{ status: 200, body: list([paidPending]) }, { status: 200, body: list([afterAuthorizing]) }],
      'POST /api/admin/update-application-status': {
        status: 200,
        body: { message: 'Estado actualizado', application: afterAuthorizing, credentials: { username: paidPending.email, sentTo: paidPending.email } },
      },
    });
    const user = renderTab();
    await rowOf('Mariana Torres');

    await user.selectOptions(statusSelect('Mariana Torres'), 'Autorizado');
    const confirm = await screen.findByRole('alertdialog', { name: '¿Autorizar la aplicación de Mariana Torres?' });
    expect(posts(calls, '/api/admin/update-application-status')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Autorizar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Credenciales Generadas' });
    expect(within(dialog).getByText('mariana@example.mx', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Enviamos a mariana@example.mx un correo con su usuario y un enlace para configurar su contraseña/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Contraseña:/i)).not.toBeInTheDocument();
    expect(posts(calls, '/api/admin/update-application-status').map((call) => call.body)).toEqual([{ applicationId: paidPending.id, status: 'authorized' }]);
    expect(await toast('Estado actualizado')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credenciales Generadas' })).not.toBeInTheDocument());
    expect(within(await rowOf('Mariana Torres')).getByText('Generadas')).toBeInTheDocument();
  });

  it('puts the select back when the confirmation is cancelled, without asking the server', async () => {
    const calls = mockFetch({ 'GET /api/admin/applications': { status: 200, body: list([paidPending]) } });
    const user = renderTab();
    await rowOf('Mariana Torres');

    await user.selectOptions(statusSelect('Mariana Torres'), 'Rechazado');
    const confirm = await screen.findByRole('alertdialog', { name: '¿Rechazar la aplicación de Mariana Torres?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(statusSelect('Mariana Torres')).toHaveDisplayValue('Pendiente');
    expect(posts(calls, '/api/admin/update-application-status')).toEqual([]);
  });

  it('shows the reason of an illegal move (409) and puts the select back', async () => {
    mockFetch({
      'GET /api/admin/applications': { status: 200, body: list([authorized]) },
      'POST /api/admin/update-application-status': {
        status: 409,
        body: { code: 'invalid_transition', message: 'No se puede pasar de «Autorizado» a «Pendiente».' },
      },
    });
    const user = renderTab();
    await rowOf('Ana López');

    await user.selectOptions(statusSelect('Ana López'), 'Pendiente');

    expect(await toast('No se pudo actualizar el estado')).toBeInTheDocument();
    expect(await toast('No se puede pasar de «Autorizado» a «Pendiente».')).toBeInTheDocument();
    await waitFor(() => expect(statusSelect('Ana López')).toHaveDisplayValue('Autorizado'));
    expect(statusSelect('Ana López')).toBeEnabled();
  });

  it('pre-authorises without a confirmation and opens no credentials dialog', async () => {
    const preAuthorized = { ...paidPending, status: 'referido' as const };
    const calls = mockFetch({
      'GET /api/admin/applications': [{ status: 200, body: list([paidPending]) }, { status: 200, body: list([preAuthorized]) }],
      'POST /api/admin/update-application-status': { status: 200, body: { message: 'Estado actualizado', application: preAuthorized, credentials: null } },
    });
    const user = renderTab();
    await rowOf('Mariana Torres');

    await user.selectOptions(statusSelect('Mariana Torres'), 'Pre-autorizado');

    expect(await toast('Estado actualizado')).toBeInTheDocument();
    expect(posts(calls, '/api/admin/update-application-status').map((call) => call.body)).toEqual([{ applicationId: paidPending.id, status: 'referido' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Credenciales Generadas' })).not.toBeInTheDocument();
    await waitFor(() => expect(statusSelect('Mariana Torres')).toHaveDisplayValue('Pre-autorizado'));
  });

  it('resends the credentials with the toast "Credenciales reenviadas"', async () => {
    const calls = mockFetch({
      'GET /api/admin/applications': { status: 200, body: list([authorized]) },
      'POST /api/admin/resend-credentials': {
        status: 200,
        body: { message: 'Credenciales reenviadas', application: authorized, credentials: { username: authorized.email, sentTo: authorized.email } },
      },
    });
    const user = renderTab();

    await user.click(within(await rowOf('Ana López')).getByRole('button', { name: 'Reenviar credenciales a Ana López' }));

    expect(await toast('Credenciales reenviadas')).toBeInTheDocument();
    expect(await toast('Enviamos un nuevo enlace de configuración a ana@example.mx.')).toBeInTheDocument();
    expect(posts(calls, '/api/admin/resend-credentials').map((call) => call.body)).toEqual([{ applicationId: authorized.id }]);
  });

  it('refunds the paid deposit of a rejected application after confirmation, admins only', async () => {
    const refunded = { ...rejectedPaid, refundStatus: 'succeeded' as const };
    const calls = mockFetch({
      'GET /api/admin/applications': [{ status: 200, body: list([rejectedPaid, paidPending]) }, { status: 200, body: list([refunded, paidPending]) }],
      [`POST /api/admin/applications/${rejectedPaid.id}/refund`]: { status: 200, body: refunded },
    });
    const user = renderTab();

    expect(within(await rowOf('Mariana Torres')).queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Raúl Soto')).getByRole('button', { name: 'Reembolsar Raúl Soto' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Reembolsar el depósito de Raúl Soto?' });
    expect(confirm).toHaveTextContent('$10,000 MXN');
    await user.click(within(confirm).getByRole('button', { name: 'Reembolsar' }));

    expect(await toast('Depósito reembolsado')).toBeInTheDocument();
    expect(posts(calls, `/api/admin/applications/${rejectedPaid.id}/refund`)).toHaveLength(1);
    expect(within(await rowOf('Raúl Soto')).getByText('Reembolsado')).toBeInTheDocument();
  });

  it('shows the refund to an advisor as unavailable, with the reason', async () => {
    const calls = mockFetch({ 'GET /api/admin/applications': { status: 200, body: list([rejectedPaid]) } });
    const user = renderTab({ canRefund: false });

    const button = within(await rowOf('Raúl Soto')).getByRole('button', { name: 'Reembolsar Raúl Soto' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Solo un administrador puede reembolsar depósitos');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('searches by name or email and says when nothing matches', async () => {
    const calls = mockFetch({ 'GET /api/admin/applications': [{ status: 200, body: list([paidPending]) }, { status: 200, body: list([]) }] });
    const user = renderTab();
    await rowOf('Mariana Torres');

    await user.type(screen.getByLabelText('Buscar por nombre o email'), 'nadie');

    expect(await screen.findByText('Sin resultados para "nadie"')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(1);
  });

  it('says so and offers a retry when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/applications': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: list([paidPending]) }],
    });
    const user = renderTab();

    expect(await screen.findByText('No se pudieron cargar las aplicaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('Mariana Torres')).toBeInTheDocument();
  });
});
