/**
 * One read shared by the gauges that show parts of it in the same scrape (a scrape collects every
 * metric at once): the first caller starts it, the others within `maxAgeMs` get the same promise.
 */
export function sharedRead<T>(read: () => Promise<T>, maxAgeMs = 1_000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (last && Date.now() - last.at < maxAgeMs) return last.value;
    const value = read();
    last = { at: Date.now(), value };
    // A failed read is not kept for the next scrape.
    value.catch(() => {
      if (last?.value === value) last = null;
    });
    return value;
  };
}
