import type { FunnelStageFigures } from '@cdm/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { Table, TableRegion, Td, Th } from '@/ui/table';
import { funnelTexts as t } from '../texts';

const c = t.stages.columns;
const orNone = (value: number | null, format: (value: number) => string) => (value === null ? t.stages.none : format(value));

/** The chart's figures as a table: people per stage, how many went on, the conversion and the median days to the next stage. */
export function FunnelStagesTable({ stages }: { stages: FunnelStageFigures[] }) {
  return (
    <TableRegion label={t.stages.tableLabel}>
      <Table>
        <thead>
          <tr>
            <Th>{c.stage}</Th>
            <Th className="text-right">{c.people}</Th>
            <Th className="text-right">{c.continued}</Th>
            <Th className="text-right">{c.conversion}</Th>
            <Th className="text-right">{c.median}</Th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => (
            <tr key={stage.stage}>
              <th scope="row" className="border-b border-graphite-700/70 px-3 py-2.5 text-left font-semibold whitespace-nowrap text-zinc-100 first:pl-4">
                {t.stageLabels[stage.stage]}
              </th>
              <Td className="text-right tabular-nums">{formatNumber(stage.people)}</Td>
              <Td className="text-right tabular-nums">{stage.stage === 'sale' ? t.stages.none : formatNumber(stage.continued)}</Td>
              <Td className="text-right tabular-nums">{orNone(stage.conversionPercent, (value) => formatPercent(value, 1, 1))}</Td>
              <Td className="text-right tabular-nums">{orNone(stage.medianDaysToNext, (value) => formatNumber(value, 1))}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
