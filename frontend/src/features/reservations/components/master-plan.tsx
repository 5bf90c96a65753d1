import type { UnitView } from '@cdm/contracts';
import type { ModuleLetter } from '@cdm/domain';
import { masterPlanTexts as t } from '../texts';
import { moduleCounts } from '../unit-inventory';
import { StatusSwatch } from './unit-status-swatch';

/** investor-portal.md §2.5: the six modules A–F with their counts of available, reserved and sold units. */
export function MasterPlan({ units, onSelectModule }: { units: readonly UnitView[]; onSelectModule: (module: ModuleLetter) => void }) {
  const modules = moduleCounts(units);

  return (
    <div>
      <ul aria-label={t.listLabel} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {modules.map((counts) => (
          <li key={counts.module}>
            <button
              type="button"
              onClick={() => onSelectModule(counts.module)}
              // The visible lines run together when read as one name; this is the same text as a sentence.
              aria-label={t.moduleName(counts.module, counts.available, counts.reserved, counts.sold, counts.progressPercent)}
              className="group flex w-full flex-col gap-3 rounded-lg border border-graphite-600 bg-graphite-800 p-4 text-left transition-colors hover:border-white/70 hover:bg-graphite-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none"
            >
              <span className="font-display text-xl font-bold tracking-wide text-white uppercase">{t.module(counts.module)}</span>
              <span className="grid gap-1.5 text-sm text-zinc-200">
                <span className="flex items-center gap-2">
                  <StatusSwatch status="available" />
                  {t.count.available(counts.available)}
                </span>
                <span className="flex items-center gap-2">
                  <StatusSwatch status="reserved" />
                  {t.count.reserved(counts.reserved)}
                </span>
                <span className="flex items-center gap-2">
                  <StatusSwatch status="sold" />
                  {t.count.sold(counts.sold)}
                </span>
              </span>
              <span className="grid gap-1">
                <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-graphite-600">
                  <span className="block h-full rounded-full bg-race-500" style={{ width: `${counts.progressPercent}%` }} />
                </span>
                <span className="text-xs text-zinc-300">{t.progress(counts.progressPercent)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-4 rounded-md border border-dashed border-zinc-500/60 bg-graphite-800/60 py-2 text-center text-xs font-semibold tracking-[0.3em] text-zinc-300 uppercase">
        {t.track}
      </div>
    </div>
  );
}
