import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FUNNEL_NO_VALUE_LABELS, type FunnelGroup, type FunnelReport, type FunnelSalesValue } from '@cdm/contracts';
import { FUNNEL_STAGES, stageFigures, type DayCount, type FunnelStage } from '@cdm/domain';
import { FunnelRepository, groupColumn, type GroupSalesRow } from '../persistence/funnel.repository';
import { GetFunnelReportQuery } from './get-funnel-report.query';

/** Days → how many people, for the median (libs/domain medianOfDayCounts). */
function dayCounts(days: number[]): DayCount[] {
  const counts = new Map<number, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ days: value, count }));
}

const zeroStages = () => Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as Record<FunnelStage, number>;
const noValue = (): FunnelSalesValue => ({ sales: 0, listPriceCentavos: 0, discountCentavos: 0, saleValueCentavos: 0, depositsReceivedCentavos: 0 });

function addValue(into: FunnelSalesValue, row: Omit<GroupSalesRow, 'group'>): void {
  into.sales += row.sales;
  into.listPriceCentavos += row.listPriceCentavos;
  into.discountCentavos += row.discountCentavos;
  into.saleValueCentavos += row.saleValueCentavos;
  into.depositsReceivedCentavos += row.depositsReceivedCentavos;
}

/**
 * The "Embudo" tab: one grouped scan of the people (the read model) and one of the period's sales. Every person is in exactly one group, so the totals are the sums of the
 * groups; conversion and medians are libs/domain's.
 */
@QueryHandler(GetFunnelReportQuery)
export class GetFunnelReportHandler implements IQueryHandler<GetFunnelReportQuery, FunnelReport> {
  constructor(private readonly funnel: FunnelRepository) {}

  async execute({ from, to, touch, by, page, pageSize, search }: GetFunnelReportQuery): Promise<FunnelReport> {
    const column = groupColumn(touch, by);
    const period = await this.funnel.periodInstants(from, to);
    const [counts, sales] = await Promise.all([this.funnel.groupCounts(period, column), this.funnel.groupSales(period, column)]);

    const groups = new Map<string, FunnelGroup>();
    const groupOf = (name: string) => {
      let group = groups.get(name);
      if (!group) {
        group = { group: name, entered: 0, people: zeroStages(), continued: zeroStages(), value: noValue() };
        groups.set(name, group);
      }
      return group;
    };
    for (const row of counts) Object.assign(groupOf(row.group), { entered: row.entered, people: row.people, continued: row.continued });
    for (const row of sales) addValue(groupOf(row.group).value, row);

    const all = [...groups.values()];
    const total = (pick: (group: FunnelGroup) => number) => all.reduce((sum, group) => sum + pick(group), 0);
    const value = noValue();
    for (const group of all) addValue(value, group.value);
    const stages = stageFigures(
      Object.fromEntries(
        FUNNEL_STAGES.map((stage) => [
          stage,
          { people: total((group) => group.people[stage]), continued: total((group) => group.continued[stage]), gaps: dayCounts(counts.flatMap((row) => row.gaps[stage])) },
        ]),
      ) as Parameters<typeof stageFigures>[0],
    );

    const needle = search.trim().toLocaleLowerCase('es-MX');
    const shown = all
      .filter((group) => !needle || (group.group || FUNNEL_NO_VALUE_LABELS[by]).toLocaleLowerCase('es-MX').includes(needle))
      .sort((a, b) => b.value.saleValueCentavos - a.value.saleValueCentavos || b.entered - a.entered || a.group.localeCompare(b.group, 'es-MX'));
    return {
      from,
      to,
      touch,
      by,
      entered: total((group) => group.entered),
      stages,
      value,
      groups: { items: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize },
    };
  }
}
