import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={clsx('rounded-xl border border-graphite-700 bg-graphite-900', className)} {...props} />;
}

/** A figure with its label, e.g. the counts above an admin table. */
export function StatCard({ label, value, loading = false }: { label: ReactNode; value: ReactNode; loading?: boolean }) {
  return (
    <div className="min-w-0 rounded-xl border border-graphite-700 bg-graphite-900 px-3 py-3 sm:px-5 sm:py-4">
      <dt className="text-xs font-semibold text-zinc-300 sm:tracking-wide sm:uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-white sm:text-3xl">
        {loading ? <span aria-hidden="true" className="inline-block h-7 w-12 rounded bg-graphite-700 motion-safe:animate-pulse" /> : value}
      </dd>
    </div>
  );
}
