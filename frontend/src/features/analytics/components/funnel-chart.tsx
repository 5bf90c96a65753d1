import type { FunnelStageFigures } from '@cdm/contracts';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { funnelTexts as t } from '../texts';

// Drawing units of the viewBox; the SVG scales to its container.
const WIDTH = 640;
const ROW = 34;
const LABEL = 200;
const BAR = { height: 22, gap: (ROW - 22) / 2 };

/**
 * The people at each stage as horizontal bars, the widest for the stage with most people. One image
 * for assistive technology, with a summary; its figures are in the stages table beside it.
 */
export function FunnelChart({ stages, entered }: { stages: FunnelStageFigures[]; entered: number }) {
  const captionId = useId();
  const max = Math.max(1, ...stages.map((stage) => stage.people));
  const height = stages.length * ROW;
  const plot = WIDTH - LABEL - 56;
  const summary = t.chart.summary(formatNumber(entered), formatNumber(stages[0]?.people ?? 0), formatNumber(stages.at(-1)?.people ?? 0));

  return (
    <figure aria-labelledby={captionId} className="grid content-start gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4">
      <figcaption id={captionId} className="text-sm text-zinc-300">
        {t.chart.caption}
      </figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full text-zinc-200">
        {stages.map((stage, index) => {
          const y = index * ROW;
          const width = stage.people === 0 ? 0 : Math.max(3, (stage.people / max) * plot);
          return (
            <g key={stage.stage} data-stage={stage.stage}>
              <text x={LABEL - 10} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="14" fill="currentColor">
                {t.stageLabels[stage.stage]}
              </text>
              <rect x={LABEL} y={y + BAR.gap} width={width} height={BAR.height} rx={3} className="fill-race-500">
                <title>{t.chart.bar(t.stageLabels[stage.stage], formatNumber(stage.people))}</title>
              </rect>
              <text x={LABEL + width + 8} y={y + ROW / 2} dominantBaseline="middle" fontSize="14" fill="currentColor">
                {formatNumber(stage.people)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
