import { clsx } from 'clsx';

export type StepProgressProps = {
  /** The step labels, in order. */
  steps: readonly string[];
  /** The current step, 1-based. */
  current: number;
  label: string;
  /** e.g. 'Paso 2 de 4'. */
  stepOf: (step: number, total: number) => string;
  completedLabel: string;
};

/** A wizard's steps; the current one carries aria-current="step", finished ones a hidden "completed". */
export function StepProgress({ steps, current, label, stepOf, completedLabel }: StepProgressProps) {
  return (
    <nav aria-label={label} className="mt-8">
      <p className="mb-3 text-sm font-semibold text-zinc-300">{stepOf(current, steps.length)}</p>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((stepLabel, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          const done = number < current;
          return (
            <li key={stepLabel} aria-current={isCurrent ? 'step' : undefined} className="min-w-0">
              <span aria-hidden="true" className={clsx('block h-1 rounded-full', done || isCurrent ? 'bg-race-500' : 'bg-graphite-700')} />
              <span className="mt-2 flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
                    isCurrent && 'border-race-500 bg-race-600 text-white',
                    done && 'border-race-500 bg-transparent text-race-300',
                    !isCurrent && !done && 'border-graphite-600 text-zinc-300',
                  )}
                >
                  {done ? '✓' : number}
                </span>
                <span className={clsx('sr-only truncate text-xs font-semibold md:not-sr-only', isCurrent ? 'text-white' : 'text-zinc-300')}>
                  {stepLabel}
                </span>
                {done ? <span className="sr-only">({completedLabel})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
