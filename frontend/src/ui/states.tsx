import type { ReactNode } from 'react';
import { Button } from './button';

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="px-4 py-10 text-center">
      <p className="text-base font-semibold text-white">{title}</p>
      {children ? <div className="mt-2 text-sm text-zinc-300">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry, retryLabel = 'Reintentar' }: { message: ReactNode; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div role="alert" className="px-4 py-10 text-center">
      <p className="text-base font-semibold text-race-300">{message}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** Whole-page wait, announced to assistive technology. */
export function PageLoading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50svh] items-center justify-center gap-3 text-zinc-300">
      <span aria-hidden="true" className="size-6 rounded-full border-2 border-white/30 border-t-white motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
