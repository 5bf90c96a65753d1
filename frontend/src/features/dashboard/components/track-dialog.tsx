import { Dialog, DialogBody, DialogContent } from '@/ui/dialog';
import { masterPlanTexts as t, trackFigures, type TrackSpec } from '../texts';

/** A track's detail (investor-portal.md §2.4 master plan: five track cards opening detail dialogs; §3 track figures). */
export function TrackDialog({ track, onOpenChange }: { track: TrackSpec | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={track !== null} onOpenChange={onOpenChange}>
      {track ? (
        <DialogContent title={track.name} description={track.use} closeLabel={t.close} size="md">
          <DialogBody className="grid gap-5">
            <dl className="grid grid-cols-3 gap-3">
              {[
                [t.trackLength, trackFigures.metres(track.lengthM)],
                [t.trackCapacity, trackFigures.people(track.capacity)],
                [t.trackUse, track.use],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border border-graphite-700 bg-graphite-800 px-3 py-3">
                  <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
                  <dd className="mt-1 text-sm font-bold text-white">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-zinc-200">{track.description}</p>
            <div>
              <h3 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t.trackFeatures}</h3>
              <ul className="mt-2 grid gap-1.5 text-sm text-zinc-100">
                {track.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
