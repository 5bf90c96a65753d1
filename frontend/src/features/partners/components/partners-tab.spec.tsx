import { screen, waitFor, within } from '@testing-library/react';
import type { CsvTable } from '@/lib/csv';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { postsOf, recordUrls, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { currentPartner, overduePartner, partnerList } from '../testing/fixtures';
import { PartnersTab } from './partners-tab';

const LIST = 'GET /api/admin/partners';

function renderTab({ onExportChange }: { onExportChange?: (table: CsvTable | null) => void } = {}) {
  return renderStaffTab(<PartnersTab onExportChange={onExportChange} />);
}

const rowOf = async (name: string) => (await screen.findByRole('button', { name })).closest('tr') as HTMLElement;
const count = (label: string) => within(screen.getByLabelText('Resumen de socios')).getByText(label).nextSibling;
const posts = postsOf;

beforeEach(() => notify.dismissAll());

describe('Socios tab of the staff panel (investor-portal.md §2.6, §5, §9)', () => {
  it('shows the counts and each partner with product, down payment, monthly payment, arrears, next payment and status', async () => {
    mockFetch({ [LIST]: { status: 200, body: partnerList([currentPartner, overduePartner], { total: 12, current: 9, overdue: 3 }) } });
    renderTab();

    const row = await rowOf('Ana López');
    expect(within(row).getByText('ana@example.mx')).toBeInTheDocument();
    expect(within(row).getByText('Box Premium Panamericana')).toBeInTheDocument();
    expect(within(row).getByText('Unidad A1P')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row).getByText('$3,400,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText('$53,271.83 MXN')).toBeInTheDocument();
    expect(within(row).getByText('$0 MXN')).toBeInTheDocument();
    expect(within(row).getByText('21 dic 2026')).toBeInTheDocument();
    expect(within(row).getByText('Al corriente')).toBeInTheDocument();

    const late = await rowOf('Luis Pérez');
    expect(within(late).getByText('Pagado')).toBeInTheDocument();
    expect(within(late).getByText('2')).toBeInTheDocument();
    expect(within(late).getByText('$105,000 MXN')).toBeInTheDocument();
    expect(within(late).getByText('15 ago 2026')).toBeInTheDocument();
    // The state is written, not only coloured.
    expect(within(late).getByText('Atrasado')).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Enviar Recordatorio Luis Pérez' })).toBeInTheDocument();

    expect(count('Total')).toHaveTextContent('12');
    expect(count('Al corriente')).toHaveTextContent('9');
    expect(count('Atrasados')).toHaveTextContent('3');
  });

  it('offers the visible rows as CSV to the panel', async () => {
    mockFetch({ [LIST]: { status: 200, body: partnerList([overduePartner]) } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'socios' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns.slice(0, 3)).toEqual(['ID', 'Nombre', 'Email']);
    expect(table.rows[0]).toEqual([
      overduePartner.id,
      'Luis Pérez',
      'luis@example.mx',
      '+52 33 1234 5678',
      'Box Premium Monza',
      'B2M',
      'Transferencia',
      '8500000.00',
      '3400000.00',
      'Sí',
      '2026-06-01',
      '50000.00',
      15,
      36,
      '9533785.88',
      2,
      '105000.00',
      '',
      '2026-08-15',
      'Atrasado',
      '2026-11-21 20:30',
    ]);
  });

  it('filters by status and searches, starting again at page 1', async () => {
    mockFetch({ [LIST]: { status: 200, body: partnerList([currentPartner, overduePartner]) } });
    const urls = recordUrls();
    const user = renderTab();
    await rowOf('Ana López');
    expect(urls.at(-1)).toBe('/api/admin/partners?filter=all&page=1&pageSize=25');

    const filters = screen.getByRole('group', { name: 'Mostrar' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual(['Todos', 'Al corriente', 'Atrasados']);
    await user.click(within(filters).getByRole('button', { name: 'Atrasados' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/admin/partners?filter=overdue&page=1&pageSize=25'));
    expect(within(filters).getByRole('button', { name: 'Atrasados' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'luis');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/admin/partners?filter=overdue&page=1&pageSize=25&search=luis'));
  });

  it('says which filter or search is empty', async () => {
    mockFetch({ [LIST]: { status: 200, body: partnerList([]) } });
    const user = renderTab();

    expect(await screen.findByText('Aún no hay socios')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Al corriente' }));
    expect(await screen.findByText('No hay socios en "Al corriente"')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'zz');
    expect(await screen.findByText('Ningún socio coincide con "zz"')).toBeInTheDocument();
  });

  it('selects rows one by one or all on the page', async () => {
    mockFetch({ [LIST]: { status: 200, body: partnerList([currentPartner, overduePartner]) } });
    const user = renderTab();
    await rowOf('Ana López');
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los socios de la página' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ana López' }));
    expect(screen.getByText('1 socio seleccionado')).toBeInTheDocument();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByText('2 socios seleccionados')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByText('0 socios seleccionados')).toBeInTheDocument();
  });

  it('asks for a selection before sending bulk reminders, with the messages of investor-portal.md §5', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: partnerList([currentPartner, overduePartner]) } });
    const user = renderTab();
    await rowOf('Ana López');

    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de pago' }));
    expect(await screen.findByText('Selecciona al menos un socio para enviar recordatorios')).toBeInTheDocument();
    notify.dismissAll();
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de atraso' }));
    expect(await screen.findByText('Selecciona al menos un socio para enviar recordatorios')).toBeInTheDocument();

    // Only a partner who is current: nobody to remind of arrears.
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ana López' }));
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de atraso' }));
    expect(await screen.findByText('Selecciona al menos un socio con pagos atrasados')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('sends payment reminders to everyone selected and overdue reminders only to those overdue, with the count', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([currentPartner, overduePartner]) },
      'POST /api/admin/send-bulk-payment-reminders': { status: 200, body: { sent: 2, message: 'ok' } },
      'POST /api/admin/send-bulk-overdue-reminders': { status: 200, body: { sent: 1, message: 'ok' } },
    });
    const user = renderTab();
    await rowOf('Ana López');
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todos los socios de la página' });

    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de pago' }));
    expect(await screen.findByText('Recordatorios enviados')).toBeInTheDocument();
    expect(screen.getByText('Se enviaron 2 recordatorios.')).toBeInTheDocument();
    expect(screen.getByText('0 socios seleccionados')).toBeInTheDocument();

    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de atraso' }));
    expect(await screen.findByText('Se envió 1 recordatorio.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/admin/send-bulk-payment-reminders', body: { partnerIds: [currentPartner.id, overduePartner.id] } },
      { method: 'POST', path: '/api/admin/send-bulk-overdue-reminders', body: { partnerIds: [overduePartner.id] } },
    ]);
  });

  it('shows the server message when the bulk reminders fail', async () => {
    mockFetch({
      [LIST]: { status: 200, body: partnerList([overduePartner]) },
      'POST /api/admin/send-bulk-overdue-reminders': {
        status: 409,
        body: { code: 'conflict', message: 'Selecciona al menos un socio con pagos atrasados' },
      },
    });
    const user = renderTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Luis Pérez' }));
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio de atraso' }));

    expect(await screen.findByText('No se pudieron enviar los recordatorios')).toBeInTheDocument();
    expect(screen.getByText('Selecciona al menos un socio con pagos atrasados')).toBeInTheDocument();
  });

  it('sends one reminder from its row', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: partnerList([overduePartner]) },
      'POST /api/admin/send-partner-reminder': [{ status: 200, body: { sent: 1, message: 'ok' } }, { status: 503, body: { code: 'unavailable', message: 'El correo no responde.' } }],
    });
    const user = renderTab();

    await user.click(within(await rowOf('Luis Pérez')).getByRole('button', { name: 'Enviar Recordatorio Luis Pérez' }));
    expect(await screen.findByText('Recordatorio enviado')).toBeInTheDocument();
    expect(screen.getByText('Se envió a luis@example.mx.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/admin/send-partner-reminder', body: { partnerId: overduePartner.id } }]);

    await user.click(within(await rowOf('Luis Pérez')).getByRole('button', { name: 'Enviar Recordatorio Luis Pérez' }));
    expect(await screen.findByText('No se pudo enviar el recordatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo no responde.')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    mockFetch({ [LIST]: () => new Promise<Answer>(() => undefined) });
    renderTab();

    expect(screen.getByRole('region', { name: 'Socios con plan de pagos' })).toHaveAttribute('aria-busy', 'true');
    expect(count('Total')).not.toHaveTextContent(/\d/);
    expect(screen.queryByText('Aún no hay socios')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch({ [LIST]: [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: partnerList([currentPartner]) }] });
    const user = renderTab();

    expect(await screen.findByText('No se pudieron cargar los socios')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('Ana López')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
