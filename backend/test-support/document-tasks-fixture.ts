// Tasks for the document pool's own tests (backend/src/platform/documents/document-pool.spec.ts).
import { isMainThread, threadId } from 'node:worker_threads';

export function where(input: { text: string }) {
  return { text: input.text.toUpperCase(), isMainThread, threadId };
}

/** Never ends on its own: only the pool's time bound stops it. */
export function spin(): number {
  let turns = 0;
  while (turns >= 0) turns = (turns + 1) % 1_000;
  return turns;
}

/** Keeps every array it makes: only the pool's heap bound stops it. */
export function hog(): number {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index * 1.5));
}

export function refuse(input: { reason: string }): never {
  throw new Error(input.reason);
}
