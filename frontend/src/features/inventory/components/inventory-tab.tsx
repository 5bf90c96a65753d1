import type { InventoryStats } from '@cdm/contracts';
import { moduleProgressPercent } from '@cdm/domain';
import type { CsvTable } from '@/lib/csv';
import { formatMillionsOfPesos, formatNumber, pesosForCsv } from '@/lib/format';
import { Card } from '@/ui/card';
import { CountsStrip, StaffTabHeader } from '@/ui/staff-tab';
import { useTableExport, type StaffTabProps } from '@/ui/staff-list';
import { EmptyState, ErrorState } from '@/ui/states';
import { useInventoryStats } from '../api/get-inventory-stats';
import { inventoryAdminTexts as t } from '../texts';

type Counts = { total: number; available: number; reserved: number; blocked: number; sold: number };

function toCsv(stats: InventoryStats): CsvTable {
  const c = t.csvColumns;
  return {
    name: t.csvName,
    columns: [c.module, c.total, c.available, c.reserved, c.blocked, c.sold, c.progress, c.revenue],
    rows: stats.byModule.map((entry) => [
      entry.module,
      entry.total,
      entry.available,
      entry.reserved,
      entry.blocked,
      entry.sold,
      moduleProgressPercent(entry),
      pesosForCsv(entry.revenueCentavos),
    ]),
  };
}

/** Sold + reserved over the total (investor-portal.md §9), announced as a progress bar. */
function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between text-xs text-zinc-300">
        <span>{t.progress}</span>
        <span className="font-semibold text-white tabular-nums">{formatNumber(value)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${formatNumber(value)}%`}
        title={t.progressHint}
        className="h-2 overflow-hidden rounded-full bg-graphite-700"
      >
        <div className="h-full rounded-full bg-race-500" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </div>
    </div>
  );
}

function CountList({ counts }: { counts: Counts }) {
  const entries: Array<[string, number]> = [
    [t.counts.available, counts.available],
    [t.counts.reserved, counts.reserved],
    [t.counts.blocked, counts.blocked],
    [t.counts.sold, counts.sold],
    [t.counts.total, counts.total],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {entries.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-2">
          <dt className="text-zinc-300">{label}</dt>
          <dd className="font-semibold text-white tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SkeletonCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-44 rounded-xl border border-graphite-700 bg-graphite-900 motion-safe:animate-pulse" />
      ))}
    </>
  );
}

export type InventoryTabProps = StaffTabProps;

/** The "Inventario" tab of /admin: totals, one card per module and one per product type (investor-portal.md §2.6). */
export function InventoryTab({ onExportChange }: InventoryTabProps) {
  const inventory = useInventoryStats();
  const stats = inventory.data;

  useTableExport(onExportChange, stats, toCsv);

  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const loading = inventory.isPending;

  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={inventory.isFetching}>
      <StaffTabHeader title={t.heading} description={t.description} />

      <CountsStrip
        label={t.totalsLabel}
        loading={loading}
        className="grid-cols-2 gap-3 sm:grid-cols-5 sm:gap-4"
        items={[
          { label: t.totals.totalUnits, value: count(stats?.totalUnits) },
          { label: t.totals.available, value: count(stats?.available) },
          { label: t.totals.reserved, value: count(stats?.reserved) },
          { label: t.totals.blocked, value: count(stats?.blocked) },
          { label: t.totals.sold, value: count(stats?.sold) },
        ]}
      />

      {inventory.isError ? (
        <Card>
          <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void inventory.refetch()} />
        </Card>
      ) : null}
      {stats && stats.totalUnits === 0 && stats.byModule.length === 0 ? (
        <Card>
          <EmptyState title={t.empty} />
        </Card>
      ) : null}

      {loading || (stats && stats.byModule.length > 0) ? (
        <section aria-labelledby="inventory-modules-heading" className="grid gap-3">
          <h3 id="inventory-modules-heading" className="font-display text-lg font-bold text-white uppercase">
            {t.modulesHeading}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loading ? <SkeletonCards count={6} /> : null}
            {stats?.byModule.map((entry) => (
              <li key={entry.module}>
                <Card aria-label={t.moduleTitle(entry.module)} className="grid gap-4 p-4">
                  <div className="flex items-center justify-between gap-3">
                    <h4 className="font-display text-lg font-bold text-white uppercase">{t.moduleTitle(entry.module)}</h4>
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-lg bg-race-600/20 font-display text-xl font-bold text-race-300"
                    >
                      {entry.module}
                    </span>
                  </div>
                  <CountList counts={entry} />
                  <ProgressBar value={moduleProgressPercent(entry)} label={t.progressLabel(entry.module)} />
                  <p className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="text-zinc-300">{t.revenue}</span>
                    <span className="font-semibold text-white tabular-nums">{formatMillionsOfPesos(entry.revenueCentavos)}</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loading || (stats && stats.byType.length > 0) ? (
        <section aria-labelledby="inventory-types-heading" className="grid gap-3">
          <h3 id="inventory-types-heading" className="font-display text-lg font-bold text-white uppercase">
            {t.typesHeading}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {loading ? <SkeletonCards count={2} /> : null}
            {stats?.byType.map((entry) => (
              <li key={entry.type}>
                <Card aria-label={entry.name} className="grid gap-4 p-4">
                  <div>
                    <h4 className="font-display text-lg font-bold text-white uppercase">{entry.name}</h4>
                    <p className="text-xs text-zinc-400">
                      <code>{entry.type}</code>
                    </p>
                  </div>
                  <CountList counts={entry} />
                  <ProgressBar value={moduleProgressPercent(entry)} label={t.typeProgressLabel(entry.name)} />
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
