import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type ScrollRegionProps = {
  /** The region's name, read when it takes the focus. */
  label: string;
  /** Shown under the region while its content is wider than it, e.g. "Desliza hacia los lados para ver todas las columnas". */
  hint: string;
  /** False when the content has focusable parts of its own, which scroll into view as they take the focus. */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Content that may be wider than a phone: it scrolls sideways, says so in words while part of it is
 * out of view (nothing hidden without a hint), and takes the keyboard focus so arrow keys scroll it.
 */
export function ScrollRegion({ label, hint, focusable = true, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    // Called once on observe() and on every change of size (the content loading, the phone turning).
    const observer = new ResizeObserver(() => setOverflows(region.scrollWidth > region.clientWidth + 1));
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="grid gap-1.5">
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={focusable ? 0 : undefined}
        className={clsx('overflow-x-auto focus-visible:outline-2 focus-visible:outline-white', className)}
      >
        {children}
      </div>
      {overflows ? (
        <p id={hintId} className="flex items-center gap-1.5 text-xs text-zinc-300">
          {hint}
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 12h14m0 0l-5-5m5 5l-5 5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </p>
      ) : null}
    </div>
  );
}
