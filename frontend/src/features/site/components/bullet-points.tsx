import { clsx } from 'clsx';

/** A list with the brand's red dots, used by the executive summary and the proposal deck. */
export function BulletPoints({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('grid gap-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-snug text-zinc-200 sm:text-base">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}
