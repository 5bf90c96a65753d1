import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryStats } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { InventoryTab } from './inventory-tab';

const moduleOf = (module: string, counts: Partial<InventoryStats['byModule'][number]> = {}) => ({
  module,
  available: 10,
  reserved: 0,
  blocked: 0,
  sold: 0,
  total: 10,
  revenueCentavos: 0,
  ...counts,
});

const stats: InventoryStats = {
  totalUnits: 60,
  available: 52,
  reserved: 3,
  blocked: 2,
  sold: 3,
  byModule: [
    moduleOf('A', { available: 5, reserved: 2, blocked: 1, sold: 2, revenueCentavos: 1_600_000_000 }),
    moduleOf('B', { available: 8, reserved: 1, blocked: 1, sold: 0 }),
    moduleOf('C', { available: 9, sold: 1, revenueCentavos: 600_000_000 }),
    moduleOf('D'),
    moduleOf('E'),
    moduleOf('F'),
  ],
  byType: [
    { type: 'box-premium-panamericana', name: 'Box Premium Panamericana', total: 30, available: 25, reserved: 2, blocked: 1, sold: 2 },
    { type: 'box-premium-monza', name: 'Box Premium Monza', total: 30, available: 27, reserved: 1, blocked: 1, sold: 1 },
  ],
};

function renderTab(onExportChange?: (table: CsvTable | null) => void) {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <InventoryTab onExportChange={onExportChange} />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

const total = (label: string) => within(screen.getByLabelText('Resumen del inventario')).getByText(label).nextSibling;

describe('Inventario tab of the staff panel (investor-portal.md §2.6, §9)', () => {
  it('shows the totals of units, available, reserved, blocked and sold', async () => {
    mockFetch({ 'GET /api/admin/inventory-stats': { status: 200, body: stats } });
    renderTab();

    await waitFor(() => expect(total('Unidades')).toHaveTextContent('60'));
    expect(total('Disponibles')).toHaveTextContent('52');
    expect(total('Reservadas')).toHaveTextContent('3');
    expect(total('Bloqueadas')).toHaveTextContent('2');
    expect(total('Vendidas')).toHaveTextContent('3');
  });

  it('gives each module its counts, a progress bar of (sold + reserved) / total and its revenue in millions', async () => {
    mockFetch({ 'GET /api/admin/inventory-stats': { status: 200, body: stats } });
    renderTab();

    const moduleA = await screen.findByRole('region', { name: 'Módulo A' });
    expect(within(moduleA).getByText('Disponibles').nextSibling).toHaveTextContent('5');
    expect(within(moduleA).getByText('Vendidas').nextSibling).toHaveTextContent('2');
    const progress = within(moduleA).getByRole('progressbar', { name: 'Avance de venta del módulo A' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(progress).toHaveAttribute('aria-valuetext', '40%');
    expect(within(moduleA).getByText('$16.0M MXN')).toBeInTheDocument();

    // Blocked units are not progress: only sold and reserved count.
    expect(screen.getByRole('progressbar', { name: 'Avance de venta del módulo B' })).toHaveAttribute('aria-valuenow', '10');
    expect(within(screen.getByRole('region', { name: 'Módulo D' })).getByText('$0.0M MXN')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: /módulo/ })).toHaveLength(6);
  });

  it('gives each product type its counts and progress', async () => {
    mockFetch({ 'GET /api/admin/inventory-stats': { status: 200, body: stats } });
    renderTab();

    const monza = await screen.findByRole('region', { name: 'Box Premium Monza' });
    expect(within(monza).getByText('Total').nextSibling).toHaveTextContent('30');
    expect(within(monza).getByText('Disponibles').nextSibling).toHaveTextContent('27');
    expect(within(monza).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
  });

  it('offers the modules as CSV to the panel', async () => {
    mockFetch({ 'GET /api/admin/inventory-stats': { status: 200, body: stats } });
    const onExportChange = jest.fn();
    renderTab(onExportChange);

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'inventario' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns).toEqual(['Módulo', 'Total', 'Disponibles', 'Reservadas', 'Bloqueadas', 'Vendidas', 'Avance (%)', 'Ingresos (MXN)']);
    expect(table.rows[0]).toEqual(['A', 10, 5, 2, 1, 2, 40, '16000000.00']);
  });

  it('shows placeholders while loading', () => {
    mockFetch({ 'GET /api/admin/inventory-stats': () => new Promise<Answer>(() => undefined) });
    renderTab();

    expect(screen.getByRole('heading', { name: 'Inventario' })).toBeInTheDocument();
    expect(total('Unidades')).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por módulo' })).toBeInTheDocument();
  });

  it('says when there are no units yet', async () => {
    mockFetch({
      'GET /api/admin/inventory-stats': { status: 200, body: { ...stats, totalUnits: 0, available: 0, reserved: 0, blocked: 0, sold: 0, byModule: [], byType: [] } },
    });
    renderTab();

    expect(await screen.findByText('Aún no hay unidades en el inventario')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Por módulo' })).not.toBeInTheDocument();
  });

  it('offers a retry when the stats cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/inventory-stats': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: stats }],
    });
    const user = renderTab();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la información de inventario');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Módulo A' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
