import type { FunnelGroup, FunnelReport } from '@cdm/contracts';
import { defaultFunnelDays, FUNNEL_BREAKDOWNS, FUNNEL_STAGES, FUNNEL_TOUCHES, isFunnelDaysInOrder, type FunnelBreakdown, type FunnelTouch } from '@cdm/domain';
import { useId, useMemo } from 'react';
import { formatMillionsOfPesos, formatNumber, formatPesos, mexicoCityIsoDate, pesosForCsv } from '@/lib/format';
import { Input, NativeSelect } from '@/ui/form-field';
import { CountsStrip, FilterButtons, FilterField, SearchField } from '@/ui/staff-tab';
import { csvOf, StaffList, useListView, valueColumn, type StaffListColumn, type StaffTabProps } from '@/ui/staff-list';
import { useFunnelReport, type FunnelParams } from '../api/get-funnel-report';
import { funnelTexts as t } from '../texts';
import { FunnelChart } from './funnel-chart';
import { FunnelStagesTable } from './funnel-stages-table';

const PAGE_SIZE = 25;

type FunnelFilter = { from: string; to: string; touch: FunnelTouch; by: FunnelBreakdown };

/** A group's name as staff read it: the value as sent (text, never markup), or "sin dato" for none. */
const groupNameOf = (by: FunnelBreakdown) => (group: FunnelGroup) => group.group || t.noValue[by];
const number = (value: number) => formatNumber(value);
const right = 'text-right whitespace-nowrap tabular-nums';

const columnsFor = (by: FunnelBreakdown): StaffListColumn<FunnelGroup>[] => [
  valueColumn('group', t.columns.group, 'max-w-72 min-w-40 font-semibold break-words', groupNameOf(by)),
  { ...valueColumn('entered', t.columns.entered, right, (group) => number(group.entered)), headerClassName: 'text-right' },
  ...FUNNEL_STAGES.map((stage) => ({ ...valueColumn<FunnelGroup>(stage, t.stageLabels[stage], right, (group) => number(group.people[stage])), headerClassName: 'text-right' })),
  { ...valueColumn('saleValue', t.columns.saleValue, right, (group) => formatMillionsOfPesos(group.value.saleValueCentavos)), headerClassName: 'text-right' },
  { ...valueColumn('deposits', t.columns.deposits, right, (group) => formatPesos(group.value.depositsReceivedCentavos)), headerClassName: 'text-right' },
];

/** The CSV of the breakdown shown, through the shared writer: the period's totals first, then each group. */
function funnelCsv(report: FunnelReport | undefined, by: FunnelBreakdown) {
  const c = t.columns;
  const toCsv = csvOf<FunnelGroup>(t.csvName, [
    [c.group, groupNameOf(by)],
    [c.entered, (group) => group.entered],
    ...FUNNEL_STAGES.map((stage) => [t.stageLabels[stage], (group: FunnelGroup) => group.people[stage]] as const),
    ...FUNNEL_STAGES.slice(0, -1).map((stage) => [c.continued(t.stageLabels[stage]), (group: FunnelGroup) => group.continued[stage]] as const),
    [c.sales, (group) => group.value.sales],
    [c.listPrice, (group) => pesosForCsv(group.value.listPriceCentavos)],
    [c.discounts, (group) => pesosForCsv(group.value.discountCentavos)],
    [c.saleValue, (group) => pesosForCsv(group.value.saleValueCentavos)],
    [c.deposits, (group) => pesosForCsv(group.value.depositsReceivedCentavos)],
  ]);
  if (!report) return toCsv;
  const total: FunnelGroup = {
    group: t.totalRow,
    entered: report.entered,
    people: Object.fromEntries(report.stages.map((stage) => [stage.stage, stage.people])) as FunnelGroup['people'],
    continued: Object.fromEntries(report.stages.map((stage) => [stage.stage, stage.continued])) as FunnelGroup['continued'],
    value: report.value,
  };
  return (rows: FunnelGroup[]) => toCsv([total, ...rows]);
}

/**
 * The "Embudo" tab of /admin (issue 31): the period, which touch and what the breakdown groups by; the
 * stages as a chart with their table beside it; the sales value; the breakdown on the shared staff list.
 */
export function FunnelTab({ onExportChange }: StaffTabProps) {
  const today = mexicoCityIsoDate();
  const listView = useListView<FunnelFilter>({ ...defaultFunnelDays(today), touch: 'first', by: 'campaign' }, PAGE_SIZE);
  const { filter, setFilter } = listView;
  const complete = filter.from !== '' && filter.to !== '';
  const inOrder = complete && isFunnelDaysInOrder(filter);
  const params: FunnelParams = { ...filter, ...listView.params };
  const funnel = useFunnelReport(params, inOrder);
  const report = funnel.data;
  const toCsv = useMemo(() => funnelCsv(report, report?.by ?? filter.by), [report, filter.by]);
  const columns = useMemo(() => columnsFor(report?.by ?? filter.by), [report, filter.by]);
  const periodProblemId = useId();
  const stagesHeadingId = useId();
  const periodProblem = !complete ? t.filters.missingDay : !inOrder ? t.filters.order : null;

  const counts = [
    { label: t.counts.entered, value: report ? number(report.entered) : '—' },
    { label: t.counts.sales, value: report ? number(report.value.sales) : '—' },
    { label: t.counts.listPrice, value: report ? formatMillionsOfPesos(report.value.listPriceCentavos) : '—' },
    { label: t.counts.discounts, value: report ? formatMillionsOfPesos(report.value.discountCentavos) : '—' },
    { label: t.counts.saleValue, value: report ? formatMillionsOfPesos(report.value.saleValueCentavos) : '—' },
    { label: t.counts.deposits, value: report ? formatPesos(report.value.depositsReceivedCentavos) : '—' },
  ];

  const filters = (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="sr-only">{t.filters.label}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <FilterField label={t.filters.from} className="w-44">
            {(id) => (
              <Input
                id={id}
                type="date"
                value={filter.from}
                max={today}
                aria-invalid={periodProblem ? true : undefined}
                aria-describedby={periodProblem ? periodProblemId : undefined}
                onChange={(event) => setFilter({ ...filter, from: event.target.value })}
              />
            )}
          </FilterField>
          <FilterField label={t.filters.to} className="w-44">
            {(id) => (
              <Input
                id={id}
                type="date"
                value={filter.to}
                aria-invalid={periodProblem ? true : undefined}
                aria-describedby={periodProblem ? periodProblemId : undefined}
                onChange={(event) => setFilter({ ...filter, to: event.target.value })}
              />
            )}
          </FilterField>
          <FilterField label={t.filters.by} className="w-full max-w-72">
            {(id) => (
              <NativeSelect id={id} value={filter.by} onChange={(event) => setFilter({ ...filter, by: event.target.value as FunnelBreakdown })}>
                {FUNNEL_BREAKDOWNS.map((by) => (
                  <option key={by} value={by}>
                    {t.breakdownLabels[by]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FilterField>
        </div>
        {periodProblem ? (
          <p id={periodProblemId} role="alert" className="text-sm font-semibold text-red-300">
            {periodProblem}
          </p>
        ) : null}
        {filter.by === 'referral_code' ? null : (
          <FilterButtons
            label={t.filters.touch}
            options={FUNNEL_TOUCHES}
            optionLabel={(touch) => t.touchLabels[touch]}
            value={filter.touch}
            onChange={(touch) => setFilter({ ...filter, touch })}
          />
        )}
      </fieldset>

      <CountsStrip label={t.countsLabel} loading={!report} className="grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6" items={counts} />

      <section aria-labelledby={stagesHeadingId} className="grid gap-3">
        <h3 id={stagesHeadingId} className="font-display text-lg font-bold text-white uppercase">
          {t.stages.heading}
        </h3>
        {report ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <FunnelChart stages={report.stages} entered={report.entered} />
            <FunnelStagesTable stages={report.stages} />
          </div>
        ) : (
          <div aria-hidden="true" className="h-72 rounded-xl border border-graphite-700 bg-graphite-900 motion-safe:animate-pulse" />
        )}
      </section>

      <SearchField label={t.search} placeholder={t.searchPlaceholder} {...listView.searchField} />
    </div>
  );

  return (
    <StaffList
      texts={t}
      toolbar={filters}
      paging={listView.paging}
      empty={listView.debouncedSearch ? t.noResults(listView.debouncedSearch) : t.empty}
      query={{ ...funnel, isPending: funnel.isPending && inOrder }}
      data={report?.groups}
      rowKey={(group) => group.group}
      columns={columns}
      csv={{ onExportChange, toCsv }}
    />
  );
}
