import type { UnitStatus } from '@cdm/contracts';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { flowTexts, liveUnitTexts as t } from '../texts';

/** What happened to the unit on screen since it was chosen: taken by someone else, or free again. */
export type UnitChange = { kind: 'taken'; status: Exclude<UnitStatus, 'available'> } | { kind: 'available-again' } | null;

type Seen = { unitCode: string | null; status: UnitStatus | undefined; change: UnitChange };

function changeBetween(before: UnitStatus | undefined, now: UnitStatus): UnitChange {
  if (now !== 'available') return { kind: 'taken', status: now };
  return before !== undefined && before !== 'available' ? { kind: 'available-again' } : null;
}

/**
 * Follows the live status of the unit chosen in the dialog (the cached list the stream patches). A
 * change while the person's own request is under way is their own hold: it says nothing. The result
 * changes once per change of status, however many events repeat it.
 */
export function useUnitChange(unitCode: string | null, liveStatus: UnitStatus | undefined, ownRequestPending: boolean): UnitChange {
  const [seen, setSeen] = useState<Seen>({ unitCode, status: liveStatus, change: null });
  let next = seen;
  if (seen.unitCode !== unitCode) next = { unitCode, status: liveStatus, change: null };
  else if (liveStatus !== undefined && liveStatus !== seen.status) {
    next = { unitCode, status: liveStatus, change: ownRequestPending ? null : changeBetween(seen.status, liveStatus) };
  }
  // Adjusting state while rendering (React's pattern for state that follows a prop): no frame shows the old notice.
  if (next !== seen) setSeen(next);
  return next.change;
}

export const isTaken = (change: UnitChange) => change?.kind === 'taken';

/**
 * The notice, in a polite live region that stays mounted through the dialog's screens: screen
 * readers hear each change once, and a new screen does not repeat it.
 */
export function UnitChangeNotice({ change, unitCode, id, onChooseAnotherUnit }: { change: UnitChange; unitCode: string | null; id: string; onChooseAnotherUnit: () => void }) {
  const message = change === null || unitCode === null ? null : change.kind === 'taken' ? t.taken[change.status] : t.availableAgain(unitCode);
  return (
    <div className={message ? 'px-5 pt-4 sm:px-6' : undefined}>
      <div
        id={id}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={
          message
            ? isTaken(change)
              ? 'rounded-lg border border-amber-300/60 bg-amber-400/10 px-4 py-3 text-sm text-amber-100'
              : 'rounded-lg border border-emerald-300/60 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100'
            : undefined
        }
      >
        {message ? <p className="font-semibold">{message}</p> : null}
        {isTaken(change) ? <p className="mt-1">{t.takenHint}</p> : null}
      </div>
      {isTaken(change) ? (
        <Button variant="outline" className="mt-3" onClick={onChooseAnotherUnit}>
          {flowTexts.chooseAnotherUnit}
        </Button>
      ) : null}
    </div>
  );
}
