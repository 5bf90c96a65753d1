import type { AppPagePath } from '@cdm/contracts';
import { useId } from 'react';
import { buttonClassName } from '@/ui/button';

const DATA_ROOM_PATH: AppPagePath = '/data-room';

/**
 * investor-portal.md §2: the data room opens in a new tab once a card payment succeeds. Call it
 * from the success handler itself: browsers allow a pop-up only right after the person's click,
 * and a blocked one leaves DataRoomLink on screen.
 */
export function openDataRoom() {
  window.open(DATA_ROOM_PATH, '_blank', 'noopener');
}

/** The visible way to the data room on a payment's success screen (the applications and reservations flows). */
export function DataRoomLink({ label, hint }: { label: string; hint: string }) {
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <a
        href={DATA_ROOM_PATH}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className={buttonClassName({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}
      >
        {label}
      </a>
      <p id={hintId} className="text-xs text-zinc-400">
        {hint}
      </p>
    </div>
  );
}
