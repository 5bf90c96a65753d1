import type { UnitView } from '@cdm/contracts';
import { MODULE_AREA_M2, MODULES, PREMIUM_BOX_AREA_M2, PREMIUM_BOX_LEVEL, UNITS_PER_MODULE } from '@cdm/domain';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';
import { ScrollRegion } from '@/ui/scroll-region';
import { EmptyState, ErrorState } from '@/ui/states';
import { moduleDistribution, type Remote } from '../figures';
import { dashboardTexts, masterPlanTexts as t, PALCO_AREA_PER_MODULE_M2, trackFigures, TRACKS, type TrackSpec } from '../texts';
import { Loading, SubHeading, TabSection } from './tab-section';
import { TrackDialog } from './track-dialog';

function Distribution({ units }: { units: Remote<UnitView[]> }) {
  if (units.isPending) return <Loading label={t.distributionLoading} />;
  if (units.isError || !units.data) {
    return <ErrorState message={t.distributionError} retryLabel={dashboardTexts.retry} onRetry={() => void units.refetch()} />;
  }
  if (units.data.length === 0) return <EmptyState title={t.distributionEmpty} />;
  const rows = moduleDistribution(units.data);
  const sum = (pick: (row: (typeof rows)[number]) => number) => formatNumber(rows.reduce((total, row) => total + pick(row), 0));
  const cell = 'px-3 py-2.5 text-right tabular-nums';
  return (
    <ScrollRegion label={t.distributionHeading} hint={t.distributionScrollHint} className="rounded-xl border border-graphite-700">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t.distributionHeading}</caption>
        <thead className="bg-graphite-800 text-xs tracking-wide text-zinc-300 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left">
              {t.columns.module}
            </th>
            <th scope="col" className={cell}>
              {t.columns.panamericana}
            </th>
            <th scope="col" className={cell}>
              {t.columns.monza}
            </th>
            <th scope="col" className={cell}>
              {t.columns.available}
            </th>
            <th scope="col" className={cell}>
              {t.columns.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-graphite-700 bg-graphite-900 text-zinc-100">
          {rows.map((row) => (
            <tr key={row.module}>
              <th scope="row" className="px-3 py-2.5 text-left font-semibold text-white">
                {t.moduleName(row.module)}
              </th>
              <td className={cell}>{formatNumber(row.byType['box-premium-panamericana'])}</td>
              <td className={cell}>{formatNumber(row.byType['box-premium-monza'])}</td>
              <td className={cell}>{formatNumber(row.available)}</td>
              <td className={cell}>{formatNumber(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-graphite-600 bg-graphite-800 font-semibold text-white">
          <tr>
            <th scope="row" className="px-3 py-2.5 text-left">
              {t.totalRow}
            </th>
            <td className={cell}>{sum((row) => row.byType['box-premium-panamericana'])}</td>
            <td className={cell}>{sum((row) => row.byType['box-premium-monza'])}</td>
            <td className={cell}>{sum((row) => row.available)}</td>
            <td className={cell}>{sum((row) => row.total)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

/** investor-portal.md §2.4 master plan: figures, the plan, five tracks with their dialogs, module specifications, unit distribution. */
export function MasterPlanTab({ units }: { units: Remote<UnitView[]> }) {
  const [track, setTrack] = useState<TrackSpec | null>(null);
  const boxAreas = units.data?.length ? [...new Set(units.data.map((unit) => unit.areaM2))].sort((a, b) => a - b) : [PREMIUM_BOX_AREA_M2];
  const figures: Array<[string, string]> = [
    [t.area, t.areaValue],
    [t.modules, formatNumber(MODULES.length)],
    [t.standArea, trackFigures.m2(MODULES.length * MODULE_AREA_M2)],
    [t.capacity, t.capacityValue],
  ];
  const specs: Array<[string, string]> = [
    [t.moduleArea, trackFigures.m2(MODULE_AREA_M2)],
    [t.modulesTotalArea, trackFigures.m2(MODULES.length * MODULE_AREA_M2)],
    [t.palcoArea, trackFigures.m2(PALCO_AREA_PER_MODULE_M2)],
    [t.palcoTotal, trackFigures.m2(MODULES.length * PALCO_AREA_PER_MODULE_M2)],
    [t.boxesPerModule, formatNumber(UNITS_PER_MODULE)],
    [t.boxArea, boxAreas.map(trackFigures.m2).join(' / ')],
    [t.boxLevel, formatNumber(PREMIUM_BOX_LEVEL)],
  ];

  return (
    <TabSection id="master-plan" title={t.heading} lead={t.lead}>
      <dl aria-label={t.figuresLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-graphite-700 bg-graphite-900 px-4 py-4">
            <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <figure className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900">
        <img src="/images/portal/plan-maestro.svg" alt={t.imageAlt} width={1200} height={720} loading="lazy" decoding="async" className="h-auto w-full" />
        <figcaption className="px-4 py-3 text-xs text-zinc-300">{t.imageCaption}</figcaption>
      </figure>

      <section aria-labelledby="tracks-title" className="grid gap-4">
        <SubHeading id="tracks-title">{t.tracksHeading}</SubHeading>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TRACKS.map((item) => (
            <li key={item.key} className="flex flex-col gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4">
              <div>
                <h4 className="font-display text-lg font-bold text-white">{item.name}</h4>
                <p className="text-sm text-zinc-300">{item.use}</p>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.trackLength}</dt>
                  <dd className="font-semibold text-white tabular-nums">{trackFigures.metres(item.lengthM)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.trackCapacity}</dt>
                  <dd className="font-semibold text-white tabular-nums">{formatNumber(item.capacity)}</dd>
                </div>
              </dl>
              <Button variant="outline" className="mt-auto self-start" aria-label={t.trackDetails(item.name)} onClick={() => setTrack(item)}>
                {t.trackDetailsButton}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="modules-title" className="grid grid-cols-1 content-start gap-4">
          <SubHeading id="modules-title">{t.modulesHeading}</SubHeading>
          <dl className="divide-y divide-graphite-700 rounded-xl border border-graphite-700 bg-graphite-900">
            {specs.map(([label, value]) => (
              <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
                <dt className="text-sm text-zinc-300">{label}</dt>
                <dd className="text-sm font-semibold text-white tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="distribution-title" className="grid grid-cols-1 content-start gap-4">
          <div>
            <SubHeading id="distribution-title">{t.distributionHeading}</SubHeading>
            <p className="mt-1 text-sm text-zinc-300">{t.distributionLead}</p>
          </div>
          <Distribution units={units} />
        </section>
      </div>

      <TrackDialog track={track} onOpenChange={(open) => (open ? undefined : setTrack(null))} />
    </TabSection>
  );
}
