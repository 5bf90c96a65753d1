import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { salesStats } from '../testing/fixtures';
import { RevenueChart } from './revenue-chart';
import { SalesTab } from './sales-tab';

const STATS = 'GET /api/admin/sales-stats';

function renderTab({ onExportChange }: { onExportChange?: (table: CsvTable | null) => void } = {}) {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <SalesTab onExportChange={onExportChange} />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

const figure = (label: string) => within(screen.getByLabelText('Resumen de ventas')).getByText(label).nextSibling;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('Ventas tab of the staff panel (investor-portal.md §2.6, §3 sales stats, §9)', () => {
  it('shows the figures in millions of pesos with 1 decimal and the conversion rate', async () => {
    mockFetch({ [STATS]: { status: 200, body: salesStats } });
    renderTab();

    await waitFor(() => expect(figure('Unidades vendidas')).toHaveTextContent('2'));
    expect(figure('Ingresos totales')).toHaveTextContent('$14.5M MXN');
    expect(figure('Ingresos del mes')).toHaveTextContent('$8.5M MXN');
    expect(figure('Precio promedio')).toHaveTextContent('$7.3M MXN');
    expect(figure('Tasa de conversión')).toHaveTextContent('12.5%');
    expect(figure('Proyección mensual')).toHaveTextContent('$9.0M MXN');
    expect(figure('Proyección anual')).toHaveTextContent('$108.0M MXN');
    expect(figure('Pagos recibidos este mes')).toHaveTextContent('$3.5M MXN');
  });

  it('breaks the sales down by product type and by module', async () => {
    mockFetch({ [STATS]: { status: 200, body: salesStats } });
    renderTab();

    const byType = await screen.findByRole('region', { name: 'Unidades vendidas e ingresos por tipo de producto' });
    await waitFor(() => expect(bodyRows(byType)).toEqual(['Box Premium Panamericana1$8.5M MXN', 'Box Premium Monza1$6.0M MXN']));
    expect(bodyRows(screen.getByRole('region', { name: 'Unidades vendidas e ingresos por módulo' }))).toEqual(['Módulo A1$8.5M MXN', 'Módulo B1$6.0M MXN']);
  });

  it('offers the breakdowns as CSV to the panel', async () => {
    mockFetch({ [STATS]: { status: 200, body: salesStats } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'ventas' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns).toEqual(['Grupo', 'Concepto', 'Vendidas', 'Ingresos (MXN)']);
    expect(table.rows).toContainEqual(['Tipo de producto', 'Box Premium Monza', 1, '6000000.00']);
    expect(table.rows).toContainEqual(['Módulo', 'Módulo A', 1, '8500000.00']);
    expect(table.rows).toContainEqual(['Mes', '2026-11', 1, '8500000.00']);
  });

  it('says when there are no sales yet', async () => {
    mockFetch({
      [STATS]: {
        status: 200,
        body: { ...salesStats, totalRevenueCentavos: 0, monthlyRevenueCentavos: 0, averagePriceCentavos: 0, byProductType: [], byModule: [], byMonth: [] },
      },
    });
    renderTab();

    await waitFor(() => expect(figure('Unidades vendidas')).toHaveTextContent('0'));
    expect(figure('Ingresos totales')).toHaveTextContent('$0.0M MXN');
    expect(screen.getAllByText('Aún no hay ventas registradas')).toHaveLength(2);
    expect(screen.getByText('Aún no hay ventas en los últimos 12 meses')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    mockFetch({ [STATS]: () => new Promise<Answer>(() => undefined) });
    renderTab();

    expect(figure('Ingresos totales')).not.toHaveTextContent(/\d/);
    expect(screen.queryByText('Aún no hay ventas registradas')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    mockFetch({ [STATS]: [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: salesStats }] });
    const user = renderTab();

    expect(await screen.findByText('No se pudo cargar la información de ventas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(figure('Ingresos totales')).toHaveTextContent('$14.5M MXN'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('revenue per month chart', () => {
  it('is one image with a summary, a title on every bar and the figures in a hidden table', () => {
    render(<RevenueChart byMonth={[{ month: '2026-09', sold: 0, revenueCentavos: 0 }, ...salesStats.byMonth]} />);

    const chart = screen.getByRole('img', {
      name: 'Gráfica de barras de ingresos por mes, 3 meses: total $14.5M MXN; el mes más alto fue noviembre de 2026 con $8.5M MXN.',
    });
    const titles = Array.from(chart.querySelectorAll('rect > title')).map((title) => title.textContent);
    expect(titles).toEqual([
      'septiembre de 2026: $0.0M MXN (0 ventas)',
      'octubre de 2026: $6.0M MXN (1 venta)',
      'noviembre de 2026: $8.5M MXN (1 venta)',
    ]);
    // The tallest bar is the best month.
    const heights = Array.from(chart.querySelectorAll('rect')).map((bar) => Number(bar.getAttribute('height')));
    expect(heights[0]).toBe(0);
    expect(heights[2]).toBeGreaterThan(heights[1]);

    const table = screen.getByRole('table', { name: 'Ingresos por mes' });
    // Hidden in an sr-only box (a table keeps its content's width, so the box hides it, not the table).
    expect(table.closest('.sr-only')).not.toBeNull();
    expect(bodyRows(table)).toEqual(['septiembre de 20260$0.0M MXN', 'octubre de 20261$6.0M MXN', 'noviembre de 20261$8.5M MXN']);
    expect(screen.getByRole('figure', { name: 'Ingresos por ventas de los últimos 12 meses, en millones de pesos.' })).toContainElement(chart);
  });

  it('says so instead of drawing empty bars when there were no sales', () => {
    render(<RevenueChart byMonth={[{ month: '2026-11', sold: 0, revenueCentavos: 0 }]} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Aún no hay ventas en los últimos 12 meses')).toBeInTheDocument();
  });
});
