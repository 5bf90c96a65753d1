// Reads the API's event-loop delay and GC pauses from tools/bench/loop-delay.cjs (preloaded in it).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../workspace.mjs';

export const LOOP_DELAY_PRELOAD = ['--require', path.join(root, 'tools/bench/loop-delay.cjs')];

/** A file for one process's snapshots; `snapshot()` asks the process and waits for its answer. */
export function loopProbe(name) {
  const file = path.join(root, 'tmp/bench', `loop-${name}-${process.pid}.json`);
  rmSync(file, { force: true });
  return {
    env: { BENCH_LOOP_FILE: file },
    /** What the process saw since the previous call (the first call only starts the period). */
    async snapshot(pid) {
      const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
      process.kill(pid, 'SIGWINCH');
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const now = existsSync(file) ? readFileSync(file, 'utf8') : '';
        if (now && now !== before) return JSON.parse(now);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    },
    cleanup: () => rmSync(file, { force: true }),
  };
}
