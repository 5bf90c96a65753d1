import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Scrolls sideways on narrow screens; focusable so that keyboard users can scroll it too. */
export function TableRegion({ className, label, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx('relative overflow-x-auto rounded-xl border border-graphite-700 bg-graphite-900 focus-visible:outline-2 focus-visible:outline-white', className)}
      {...props}
    />
  );
}

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={clsx('w-full border-collapse text-left text-sm', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-graphite-700 bg-graphite-800 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-300 uppercase first:pl-4 last:pr-4',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={clsx('border-b border-graphite-700/70 px-3 py-2.5 align-top text-zinc-100 first:pl-4 last:pr-4', className)} {...props} />;
}

/** Placeholder rows while a table loads. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <Td key={column}>
              <span className="block h-4 w-full min-w-12 rounded bg-graphite-700 motion-safe:animate-pulse" />
            </Td>
          ))}
        </tr>
      ))}
    </>
  );
}
