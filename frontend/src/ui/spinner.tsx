import { clsx } from 'clsx';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-block size-4 shrink-0 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin', className)}
    />
  );
}
