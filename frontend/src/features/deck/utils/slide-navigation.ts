/** The slide shown for a scroll position: every slide is exactly one viewport tall (public-site.md §2.7). */
export function slideIndexFromScroll(scrollTop: number, viewportHeight: number, slideCount: number): number {
  if (slideCount <= 0 || viewportHeight <= 0) return 0;
  return clampIndex(Math.round(scrollTop / viewportHeight), slideCount);
}

const STEP_BY_KEY: Record<string, -1 | 1> = {
  ArrowDown: 1,
  PageDown: 1,
  ArrowUp: -1,
  PageUp: -1,
};

/** The slide a key moves to, or null when the key does not move between slides or there is nowhere to go. */
export function slideIndexForKey(key: string, current: number, slideCount: number): number | null {
  const step = STEP_BY_KEY[key];
  if (step === undefined || slideCount <= 0) return null;
  const next = clampIndex(current + step, slideCount);
  return next === current ? null : next;
}

/** The direction of a key that moves between slides: 1 down, -1 up, 0 for any other key. */
export function slideStepOfKey(key: string): -1 | 0 | 1 {
  return STEP_BY_KEY[key] ?? 0;
}

function clampIndex(index: number, slideCount: number): number {
  return Math.min(Math.max(index, 0), slideCount - 1);
}
