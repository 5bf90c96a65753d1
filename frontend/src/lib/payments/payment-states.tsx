import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { cardPaymentTexts as t } from './texts';

export function PaymentLoading() {
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-6 text-sm text-zinc-300">
      <span aria-hidden="true" className="size-5 rounded-full border-2 border-white/30 border-t-white motion-safe:animate-spin" />
      {t.loading}
    </div>
  );
}

export function PaymentUnavailable({ message, onRetry, secondaryAction }: { message: string; onRetry?: () => void; secondaryAction?: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div role="alert" className="rounded-lg border border-race-400/50 bg-race-500/10 px-4 py-4 text-sm text-race-300">
        {message}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {secondaryAction}
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
