import { screen, waitFor, within } from '@testing-library/react';
import type { CsvTable } from '@/lib/csv';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { firstPage, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { InformationRequestsTab } from './information-requests-tab';

const item = {
  id: '0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41',
  fullName: 'María Fernanda Ruiz',
  email: 'maria@example.mx',
  phone: '33 2345 6789',
  cityState: 'Zapopan, Jalisco',
  interestType: 'inversionista',
  productsOfInterest: ['boxes-premium', 'membresias'],
  howHeardAbout: 'evento',
  submittedAt: '2026-11-22T02:30:00.000Z',
  processed: false,
};
const list = (items = [item]) => firstPage(items, { total: items.length, processed: 0, pending: items.length });

function renderTab(onExportChange?: (table: CsvTable | null) => void) {
  return renderStaffTab(<InformationRequestsTab onExportChange={onExportChange} />);
}

beforeEach(() => notify.dismissAll());

describe('Solicitudes de Información tab (investor-portal.md §2.6)', () => {
  it('shows the counts and the row with labels, and offers the visible rows as CSV', async () => {
    mockFetch({ 'GET /api/admin/information-requests': { status: 200, body: list() } });
    const onExportChange = jest.fn();
    renderTab(onExportChange);

    const row = (await screen.findByText('María Fernanda Ruiz')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0b1c2d3e')).toBeInTheDocument();
    expect(within(row).getByText('Inversionista potencial')).toBeInTheDocument();
    expect(within(row).getByText('Membresías Vitalicias')).toBeInTheDocument();
    expect(within(row).getByText(/21 nov 2026/)).toBeInTheDocument();
    const counts = screen.getByLabelText('Resumen de solicitudes');
    expect(within(counts).getByText('Pendientes').nextSibling).toHaveTextContent('1');
    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'solicitudes-informacion' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.rows[0]).toEqual([
      item.id,
      'María Fernanda Ruiz',
      'maria@example.mx',
      '33 2345 6789',
      'Zapopan, Jalisco',
      'Inversionista potencial',
      'Boxes Premium con balcón, Membresías Vitalicias',
      'Evento',
      '2026-11-21 20:30',
      'No',
    ]);
  });

  it('ticks Procesada at once, and puts it back with a toast when the server refuses', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const calls = mockFetch({
      'GET /api/admin/information-requests': { status: 200, body: list() },
      'PATCH /api/admin/information-requests/0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const user = renderTab();
    const box = await screen.findByRole('checkbox', { name: 'Marcar la solicitud de María Fernanda Ruiz como procesada' });

    await user.click(box);
    expect(box).toBeChecked();
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: `/api/admin/information-requests/${item.id}`, body: { processed: true } });

    answer({ status: 500, body: { code: 'internal_error', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' } });
    expect(await screen.findByText('No se pudo actualizar el estado')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('confirms with "Estado actualizado" when the server accepts', async () => {
    mockFetch({
      'GET /api/admin/information-requests': [{ status: 200, body: list() }, { status: 200, body: list([{ ...item, processed: true }]) }],
      [`PATCH /api/admin/information-requests/${item.id}`]: { status: 200, body: { ...item, processed: true } },
    });
    const user = renderTab();

    await user.click(await screen.findByRole('checkbox', { name: /María Fernanda Ruiz/ }));

    expect(await screen.findByText('Estado actualizado')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /María Fernanda Ruiz/ })).toBeChecked();
  });

  it('says when nothing matches a search, and when there is nothing at all', async () => {
    mockFetch({ 'GET /api/admin/information-requests': { status: 200, body: list([]) } });
    const user = renderTab();

    expect(await screen.findByText('Aún no hay solicitudes de información')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar por nombre o email'), 'zzz');
    expect(await screen.findByText('Sin resultados para "zzz"')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/information-requests': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: list() }],
    });
    const user = renderTab();

    expect(await screen.findByText('No se pudieron cargar las solicitudes de información')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('María Fernanda Ruiz')).toBeInTheDocument();
  });
});
