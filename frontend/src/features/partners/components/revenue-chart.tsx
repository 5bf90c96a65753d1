import type { SalesStats } from '@cdm/contracts';
import { useId } from 'react';
import { formatMillionsOfPesos, formatMonth, formatNumber } from '@/lib/format';
import { salesAdminTexts } from '../texts';

const t = salesAdminTexts.chart;

/** 'noviembre de 2026' */
export function monthName(month: string): string {
  return formatMonth(month);
}

const monthTick = (month: string) => formatMonth(month, 'short');

// Drawing units of the viewBox; the SVG scales to its container.
const WIDTH = 880;
const HEIGHT = 280;
const PLOT = { left: 64, right: 12, top: 16, bottom: 32 };

/**
 * Revenue of sales per month as bars (investor-portal.md §2.6 Ventas). The SVG is one image with a summary for
 * assistive technology; each bar names its month and figure on hover; the same figures are in a
 * visually hidden table.
 */
export function RevenueChart({ byMonth }: { byMonth: SalesStats['byMonth'] }) {
  const captionId = useId();
  const totalCentavos = byMonth.reduce((sum, entry) => sum + entry.revenueCentavos, 0);
  const best = byMonth.reduce<SalesStats['byMonth'][number] | null>((top, entry) => (entry.revenueCentavos > (top?.revenueCentavos ?? 0) ? entry : top), null);
  const summary = t.summary(
    byMonth.length,
    formatMillionsOfPesos(totalCentavos),
    best ? { month: monthName(best.month), revenue: formatMillionsOfPesos(best.revenueCentavos) } : null,
  );

  if (byMonth.length === 0 || totalCentavos === 0) {
    return <p className="rounded-xl border border-graphite-700 bg-graphite-900 px-4 py-8 text-center text-sm text-zinc-300">{t.empty}</p>;
  }

  const max = Math.max(...byMonth.map((entry) => entry.revenueCentavos));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / byMonth.length;
  const barWidth = Math.max(4, slot * 0.64);
  const y = (centavos: number) => PLOT.top + plotHeight - (centavos / max) * plotHeight;
  const ticks = [0, max / 2, max];

  return (
    <figure aria-labelledby={captionId} className="grid gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4">
      <figcaption id={captionId} className="text-sm text-zinc-300">
        {t.caption}
      </figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-zinc-300">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.15} />
            <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="currentColor">
              {formatMillionsOfPesos(Math.round(tick)).replace(' MXN', '')}
            </text>
          </g>
        ))}
        {byMonth.map((entry, index) => {
          const x = PLOT.left + slot * index + (slot - barWidth) / 2;
          const top = y(entry.revenueCentavos);
          return (
            <g key={entry.month}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PLOT.top + plotHeight - top)}
                rx={3}
                className="fill-race-500 hover:fill-race-400"
                data-month={entry.month}
              >
                <title>{t.bar(monthName(entry.month), formatMillionsOfPesos(entry.revenueCentavos), entry.sold)}</title>
              </rect>
              <text x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 18} textAnchor="middle" fontSize="13" fill="currentColor">
                {monthTick(entry.month)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* In an sr-only box, not an sr-only table: a table is never narrower than its content, and kept the page 366 px wide at 360. */}
      <div className="sr-only">
        <table>
          <caption>{t.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.month}</th>
              <th scope="col">{t.columns.sold}</th>
              <th scope="col">{t.columns.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {byMonth.map((entry) => (
              <tr key={entry.month}>
                <th scope="row">{monthName(entry.month)}</th>
                <td>{formatNumber(entry.sold)}</td>
                <td>{formatMillionsOfPesos(entry.revenueCentavos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
