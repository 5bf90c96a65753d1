import type { ProductTypeView } from '@cdm/contracts';
import { clsx } from 'clsx';
import { formatPesos } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { productTypePriceCentavos, type Remote } from '../figures';
import { GALLERY, PHASE_STATUS_LABELS, progressTexts as t, TIMELINE, trackFigures, TRACKS, type PhaseStatus } from '../texts';
import { SubHeading, TabSection } from './tab-section';

const PHASE_TONES: Record<PhaseStatus, BadgeTone> = { completed: 'success', 'in-progress': 'warning', next: 'neutral', scheduled: 'neutral' };
const PHASE_DOTS: Record<PhaseStatus, string> = {
  completed: 'border-emerald-400 bg-emerald-400',
  'in-progress': 'border-amber-300 bg-amber-300/40',
  next: 'border-zinc-300 bg-graphite-900',
  scheduled: 'border-zinc-500 bg-graphite-900',
};

const MEMBERSHIP_CODE = 'membresia-vitalicia';

/** investor-portal.md §2.4 progress: timeline with its phases' states, track details, a gallery of 6, additional opportunities. */
export function ProgressTab({ productTypes }: { productTypes: Remote<ProductTypeView[]> }) {
  // The membership's price is the catalogue's; the seeded figure stands in if the list cannot load.
  const membershipPrice = productTypes.isPending ? null : productTypePriceCentavos(MEMBERSHIP_CODE, productTypes.data ?? []);

  return (
    <TabSection id="progress" title={t.heading} lead={t.lead}>
      <section aria-labelledby="timeline-title" className="grid gap-4">
        <SubHeading id="timeline-title">{t.timelineHeading}</SubHeading>
        <ol className="grid gap-0">
          {TIMELINE.map((phase, index) => (
            <li key={phase.title} className="relative grid grid-cols-[1.5rem_1fr] gap-4 pb-6 last:pb-0">
              {index < TIMELINE.length - 1 ? <span aria-hidden="true" className="absolute top-6 bottom-0 left-[0.6875rem] w-0.5 bg-graphite-600" /> : null}
              <span aria-hidden="true" className={clsx('mt-1 size-6 rounded-full border-2', PHASE_DOTS[phase.status])} />
              <div className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h4 className="font-display text-lg font-bold text-white">{phase.title}</h4>
                  <span className="text-sm font-semibold text-zinc-300">{phase.period}</span>
                  <Badge tone={PHASE_TONES[phase.status]}>{PHASE_STATUS_LABELS[phase.status]}</Badge>
                </div>
                <p className="mt-1 text-sm text-zinc-300">{phase.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="track-details-title" className="grid gap-4">
        <SubHeading id="track-details-title">{t.tracksHeading}</SubHeading>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {TRACKS.map((track) => (
            <li key={track.key} className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
              <h4 className="font-semibold text-white">{track.name}</h4>
              <p className="mt-1 font-display text-2xl font-bold text-white tabular-nums">{trackFigures.metres(track.lengthM)}</p>
              <p className="text-sm text-zinc-300">{track.use}</p>
              <p className="mt-1 text-sm text-zinc-300 tabular-nums">{trackFigures.people(track.capacity)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gallery-title" className="grid gap-4">
        <SubHeading id="gallery-title">{t.galleryHeading}</SubHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GALLERY.map((image) => (
            <li key={image.key}>
              <figure className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-800">
                <img src={`/images/portal/avance/${image.key}.svg`} alt={image.alt} width={800} height={600} loading="lazy" decoding="async" className="h-auto w-full" />
                <figcaption className="px-4 py-3 text-sm font-semibold text-zinc-200">{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="opportunities-title" className="grid gap-4">
        <SubHeading id="opportunities-title">{t.opportunitiesHeading}</SubHeading>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-xl border border-graphite-700 bg-graphite-900 p-5">
            <h4 className="font-display text-xl font-bold text-white">{t.membershipsTitle}</h4>
            <p className="mt-1 text-sm text-zinc-300">{t.membershipsBody}</p>
            <p className="mt-3 font-display text-2xl font-bold text-white tabular-nums">
              {membershipPrice === null ? (
                <>
                  <span aria-hidden="true" className="inline-block h-7 w-36 rounded bg-graphite-700 motion-safe:animate-pulse" />
                  <span className="sr-only">{t.membershipsLoading}</span>
                </>
              ) : (
                formatPesos(membershipPrice)
              )}
            </p>
          </li>
          <li className="rounded-xl border border-graphite-700 bg-graphite-900 p-5">
            <h4 className="font-display text-xl font-bold text-white">{t.sponsorshipsTitle}</h4>
            <p className="mt-1 text-sm text-zinc-300">{t.sponsorshipsBody}</p>
            <p className="mt-3 font-display text-2xl font-bold text-white tabular-nums">{t.sponsorshipsPrice}</p>
          </li>
        </ul>
      </section>
    </TabSection>
  );
}
