import type { SalesStats } from '@cdm/contracts';
import { useId } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatMillionsOfPesos, formatNumber, formatPercent, pesosForCsv } from '@/lib/format';
import { Card } from '@/ui/card';
import { CountsStrip, StaffTabHeader } from '@/ui/staff-tab';
import { useTableExport, type StaffTabProps } from '@/ui/staff-list';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { useSalesStats } from '../api/get-sales-stats';
import { productLabel } from '../partner-labels';
import { salesAdminTexts as t } from '../texts';
import { RevenueChart } from './revenue-chart';

const formatRate = (value: number) => formatPercent(value, 1, 1);

export const unitsSold = (stats: SalesStats) => stats.byProductType.reduce((sum, entry) => sum + entry.sold, 0);

function toCsv(stats: SalesStats): CsvTable {
  const c = t.csvColumns;
  const money = pesosForCsv;
  return {
    name: t.csvName,
    columns: [c.group, c.name, c.sold, c.revenue],
    rows: [
      ...stats.byProductType.map((entry) => [t.csvGroups.type, entry.name || productLabel(entry.type), entry.sold, money(entry.revenueCentavos)]),
      ...stats.byModule.map((entry) => [t.csvGroups.module, t.byModule.moduleName(entry.module), entry.sold, money(entry.revenueCentavos)]),
      ...stats.byMonth.map((entry) => [t.csvGroups.month, entry.month, entry.sold, money(entry.revenueCentavos)]),
    ],
  };
}

type BreakdownRow = { key: string; label: string; sold: number; revenueCentavos: number };

function BreakdownTable({ heading, tableLabel, columns, rows, loading }: {
  heading: string;
  tableLabel: string;
  columns: { name: string; sold: string; revenue: string };
  rows: BreakdownRow[] | undefined;
  loading: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="font-display text-lg font-bold text-white uppercase">
        {heading}
      </h3>
      <TableRegion label={tableLabel}>
        <Table>
          <thead>
            <tr>
              <Th>{columns.name}</Th>
              <Th className="text-right">{columns.sold}</Th>
              <Th className="text-right">{columns.revenue}</Th>
            </tr>
          </thead>
          <tbody>
            {loading ? <SkeletonRows columns={3} rows={3} /> : null}
            {rows?.map((row) => (
              <tr key={row.key}>
                <Td>{row.label}</Td>
                <Td className="text-right tabular-nums">{formatNumber(row.sold)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatMillionsOfPesos(row.revenueCentavos)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rows && rows.length === 0 ? <EmptyState title={t.noSales} /> : null}
      </TableRegion>
    </section>
  );
}

export type SalesTabProps = StaffTabProps;

/** The "Ventas" tab of /admin (investor-portal.md §2.6, §3 sales stats): figures in millions, breakdowns and revenue per month. */
export function SalesTab({ onExportChange }: SalesTabProps) {
  const sales = useSalesStats();
  const stats = sales.data;
  const chartHeadingId = useId();

  useTableExport(onExportChange, stats, toCsv);

  const loading = sales.isPending;
  const money = (centavos: number | undefined) => (centavos === undefined ? '—' : formatMillionsOfPesos(centavos));
  const f = t.figures;

  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={sales.isFetching}>
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.figuresLabel}
        loading={loading}
        className="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        items={[
          { label: f.unitsSold, value: stats ? formatNumber(unitsSold(stats)) : '—' },
          { label: f.totalRevenue, value: money(stats?.totalRevenueCentavos) },
          { label: f.monthlyRevenue, value: money(stats?.monthlyRevenueCentavos) },
          { label: f.averagePrice, value: money(stats?.averagePriceCentavos) },
          { label: f.conversionRate, value: stats ? formatRate(stats.conversionRate) : '—' },
          { label: f.monthlyProjection, value: money(stats?.monthlyProjectionCentavos) },
          { label: f.yearlyProjection, value: money(stats?.yearlyProjectionCentavos) },
          { label: f.monthlyPayments, value: money(stats?.monthlyPaymentsCentavos) },
        ]}
      />

      {sales.isError ? (
        <Card>
          <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void sales.refetch()} />
        </Card>
      ) : null}

      {loading || stats ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <BreakdownTable
              heading={t.byType.heading}
              tableLabel={t.byType.tableLabel}
              columns={{ name: t.byType.columns.type, sold: t.byType.columns.sold, revenue: t.byType.columns.revenue }}
              rows={stats?.byProductType.map((entry) => ({ key: entry.type, label: entry.name || productLabel(entry.type), sold: entry.sold, revenueCentavos: entry.revenueCentavos }))}
              loading={loading}
            />
            <BreakdownTable
              heading={t.byModule.heading}
              tableLabel={t.byModule.tableLabel}
              columns={{ name: t.byModule.columns.module, sold: t.byModule.columns.sold, revenue: t.byModule.columns.revenue }}
              rows={stats?.byModule.map((entry) => ({ key: entry.module, label: t.byModule.moduleName(entry.module), sold: entry.sold, revenueCentavos: entry.revenueCentavos }))}
              loading={loading}
            />
          </div>

          <section aria-labelledby={chartHeadingId} className="grid gap-3">
            <h3 id={chartHeadingId} className="font-display text-lg font-bold text-white uppercase">
              {t.chart.heading}
            </h3>
            {stats ? (
              <RevenueChart byMonth={stats.byMonth} />
            ) : (
              <div aria-hidden="true" className="h-64 rounded-xl border border-graphite-700 bg-graphite-900 motion-safe:animate-pulse" />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
