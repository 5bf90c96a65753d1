import { useRef } from 'react';
import { AppLink } from '@/lib/navigation/app-link';
import { Button, buttonClassName } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { statDetailTexts as t } from '../stat-detail-texts';
import type { StatKey } from '../texts';

export type StatDetailDialogProps = {
  /** The stat shown, or null when the dialog is closed. */
  stat: StatKey | null;
  onClose: () => void;
  /** Solicitar Información: called once this dialog has closed and given focus back to the card. */
  onRequestInformation: () => void;
  /** Hover or focus on Solicitar Información: a chance to fetch the dialog it opens. */
  onRequestInformationIntent?: () => void;
};

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}

export function StatDetailDialog({ stat, onClose, onRequestInformation, onRequestInformationIntent }: StatDetailDialogProps) {
  // Set by Solicitar Información. The information dialog opens only after this one has given
  // focus back to the card that opened it, so that closing that dialog returns there too.
  const requestAfterClose = useRef(false);
  const detail = stat ? t.stats[stat] : null;

  return (
    <Dialog
      open={detail !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {detail ? (
        <DialogContent
          title={detail.title}
          description={detail.description}
          closeLabel={t.closeLabel}
          onCloseAutoFocus={() => {
            if (!requestAfterClose.current) return;
            requestAfterClose.current = false;
            onRequestInformation();
          }}
        >
          {/* Focusable so that the details can be scrolled with the keyboard on a small screen. */}
          <DialogBody tabIndex={0} aria-label={t.detailsHeading} role="region" className="space-y-5 focus-visible:outline-offset-[-2px]">
            <div className="relative isolate overflow-hidden rounded-lg border border-graphite-700 bg-graphite-950">
              <img
                src={detail.image}
                alt=""
                width={800}
                height={600}
                decoding="async"
                className="aspect-[16/9] w-full scale-110 object-cover blur-md sm:aspect-[5/2]"
              />
              <div className="absolute inset-0 flex items-center justify-center bg-graphite-950/30 p-4">
                <div className="flex max-w-xs flex-col items-center gap-1 rounded-lg bg-graphite-950/85 px-4 py-3 text-center sm:px-5 sm:py-4">
                  <span className="text-race-400">
                    <LockIcon />
                  </span>
                  <p className="font-display text-lg font-bold tracking-wide text-white uppercase">{t.restrictedImage}</p>
                  <p className="text-sm text-zinc-200">{t.restrictedNote}</p>
                </div>
              </div>
            </div>

            <div>
              <h3 className="text-xs font-semibold tracking-[0.2em] text-race-300 uppercase">{t.detailsHeading}</h3>
              <dl className="mt-3 divide-y divide-graphite-700 rounded-lg border border-graphite-700 bg-graphite-800">
                {detail.details.map((item) => (
                  <div key={item.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                    <dt className="text-sm text-zinc-300">{item.label}</dt>
                    <dd className="text-sm font-semibold text-white sm:text-right">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button
              variant="outline"
              onPointerEnter={onRequestInformationIntent}
              onFocus={onRequestInformationIntent}
              onClick={() => {
                requestAfterClose.current = true;
                onClose();
              }}
            >
              {t.requestInformation}
            </Button>
            <DialogClose asChild>
              <AppLink to="/aplicar" className={buttonClassName()}>
                {t.apply}
              </AppLink>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
