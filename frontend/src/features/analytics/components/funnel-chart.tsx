import type { FunnelStageFigures } from '@cdm/contracts';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { funnelTexts as t } from '../texts';

/**
 * The people at each stage as horizontal bars, the longest for the stage with most people. Drawn
 * with boxes rather than an SVG so its text keeps its size on a phone. One image for assistive
 * technology, with a summary; its figures are in the stages table beside it.
 */
export function FunnelChart({ stages, entered }: { stages: FunnelStageFigures[]; entered: number }) {
  const captionId = useId();
  const max = Math.max(1, ...stages.map((stage) => stage.people));
  const summary = t.chart.summary(formatNumber(entered), formatNumber(stages[0]?.people ?? 0), formatNumber(stages.at(-1)?.people ?? 0));

  return (
    <figure aria-labelledby={captionId} className="grid content-start gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4">
      <figcaption id={captionId} className="text-sm text-zinc-300">
        {t.chart.caption}
      </figcaption>
      <div role="img" aria-label={summary} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
        {stages.map((stage) => (
          <div key={stage.stage} data-stage={stage.stage} className="contents">
            <span aria-hidden="true" className="text-right text-zinc-200">
              {t.stageLabels[stage.stage]}
            </span>
            <span aria-hidden="true" className="flex min-w-0 items-center gap-2">
              <span className="h-5 rounded-sm bg-race-500" style={{ width: `${(stage.people / max) * 85}%`, minWidth: stage.people > 0 ? '0.25rem' : 0 }} />
              <span className="text-zinc-100 tabular-nums">{formatNumber(stage.people)}</span>
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
