import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FunnelGroup, FunnelReport } from '@cdm/contracts';
import { FUNNEL_STAGES, type FunnelStage } from '@cdm/domain';
import type { CsvTable } from '@/lib/csv';
import { mockFetch } from '@/testing/fetch-mock';
import { recordUrls, renderStaffTab } from '@/testing/render-staff-tab';
import { FunnelTab } from './funnel-tab';

const stages = (values: number[]) => Object.fromEntries(FUNNEL_STAGES.map((stage, index) => [stage, values[index] ?? 0])) as Record<FunnelStage, number>;
const value = (sales: number, saleValueCentavos: number) => ({
  sales,
  listPriceCentavos: sales * 10_000_000_00,
  discountCentavos: sales * 10_000_000_00 - saleValueCentavos,
  saleValueCentavos,
  depositsReceivedCentavos: sales * 100_000_00,
});
const hostile = '<img src=x onerror=alert(1)>';
const groups: FunnelGroup[] = [
  { group: 'otono-2026', entered: 3, people: stages([3, 2, 0, 2, 1, 1, 1, 0, 1]), continued: stages([2, 0, 0, 1, 1, 1, 0, 0, 0]), value: value(1, 8_500_000_00) },
  { group: hostile, entered: 1, people: stages([1]), continued: stages([]), value: value(0, 0) },
  { group: '', entered: 2, people: stages([0, 0, 0, 2]), continued: stages([]), value: value(0, 0) },
];
const report: FunnelReport = {
  from: '2026-11-01',
  to: '2026-11-27',
  touch: 'first',
  by: 'campaign',
  entered: 6,
  stages: FUNNEL_STAGES.map((stage, index) => ({
    stage,
    people: [4, 2, 0, 4, 1, 1, 1, 0, 1][index],
    continued: [2, 0, 0, 1, 1, 1, 0, 0, 0][index],
    conversionPercent: [50, 0, null, 25, 100, 100, 0, null, null][index],
    medianDaysToNext: [3, null, null, 1.5, 0, 2, null, null, null][index],
  })),
  value: value(1, 8_500_000_00),
  groups: { items: groups, total: 3, page: 1, pageSize: 25 },
};

describe('Embudo tab of the staff panel', () => {
  it('shows the stages as a chart with their table, the sales value and the breakdown, and offers it as CSV with the totals first', async () => {
    mockFetch({ 'GET /api/admin/funnel': { status: 200, body: report } });
    const urls = recordUrls();
    const onExportChange = jest.fn();
    renderStaffTab(<FunnelTab onExportChange={onExportChange} />);

    const stagesTable = await screen.findByRole('region', { name: 'Personas por etapa, paso a la siguiente y mediana de días' });
    const request = within(stagesTable).getByRole('rowheader', { name: 'Solicitud de información' }).closest('tr') as HTMLElement;
    expect(within(request).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '2', '50.0%', '3']);
    const application = within(stagesTable).getByRole('rowheader', { name: 'Aplicación' }).closest('tr') as HTMLElement;
    expect(within(application).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '1', '25.0%', '1.5']);
    expect(screen.getByRole('img', { name: /6 personas en el periodo; 4 en la primera etapa y 1 en la venta/ })).toBeInTheDocument();
    const counts = screen.getByLabelText('Resumen del periodo');
    expect(within(counts).getByText('Valor de venta').nextSibling).toHaveTextContent('$8.5M MXN');
    expect(within(counts).getByText('Descuentos').nextSibling).toHaveTextContent('$1.5M MXN');

    const breakdown = screen.getByRole('region', { name: 'Desglose del embudo por grupo' });
    const campaign = within(breakdown).getByText('otono-2026').closest('tr') as HTMLElement;
    expect(within(campaign).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['otono-2026', '3', '3', '2', '0', '2', '1', '1', '1', '0', '1', '$8.5M MXN', '$100,000 MXN']);
    // A campaign sent as markup is shown as the text it is.
    expect(within(breakdown).getByText(hostile)).toBeInTheDocument();
    expect(breakdown.querySelector('img')).toBeNull();
    expect(within(breakdown).getByText('Sin dato (directo)')).toBeInTheDocument();

    expect(urls.at(-1)).toMatch(/^\/api\/admin\/funnel\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&touch=first&by=campaign&page=1&pageSize=25$/);
    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'embudo' })));
    const csv = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(csv.columns.slice(0, 3)).toEqual(['Grupo', 'Personas', 'Solicitud de información']);
    expect(csv.rows.map((row) => row[0])).toEqual(['Total del periodo', 'otono-2026', hostile, 'Sin dato (directo)']);
    expect(csv.rows[0].slice(-5)).toEqual([1, '10000000.00', '1500000.00', '8500000.00', '100000.00']);
  });

  it('asks again for another period, touch and breakdown, and asks nothing for a period read backwards', async () => {
    mockFetch({ 'GET /api/admin/funnel': { status: 200, body: report } });
    const urls = recordUrls();
    const user = renderStaffTab(<FunnelTab />);
    await screen.findByText('otono-2026');

    await user.click(screen.getByRole('button', { name: 'Último contacto' }));
    await waitFor(() => expect(urls.at(-1)).toContain('touch=last'));
    await user.selectOptions(screen.getByLabelText('Desglosar por'), 'Código de referido');
    await waitFor(() => expect(urls.at(-1)).toContain('by=referral_code'));
    // The touch does not apply to a referral code.
    expect(screen.queryByRole('button', { name: 'Último contacto' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(urls.at(-1)).toContain('from=2026-01-01&to=2026-03-31'));
    const asked = urls.length;
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-04-02' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha inicial no puede ser posterior a la final');
    expect(screen.getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
    expect(urls).toHaveLength(asked);
  });
});
