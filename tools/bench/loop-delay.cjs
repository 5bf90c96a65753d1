// Preloaded into the API process by the benchmark (`node --require tools/bench/loop-delay.cjs …`):
// measures the event loop's delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution) and the
// garbage collector's pauses. On SIGWINCH (Nest's shutdown hooks take SIGUSR2) it writes what it saw since the previous signal to
// BENCH_LOOP_FILE (JSON, milliseconds) and starts again. Never loaded outside the benchmark.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
let gc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (nanoseconds) => Number((nanoseconds / 1e6).toFixed(1));
process.on('SIGWINCH', () => {
  const snapshot = {
    at: Date.now(),
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    gc: { count: gc.count, totalMs: Number(gc.totalMs.toFixed(1)), maxMs: Number(gc.maxMs.toFixed(1)) },
  };
  histogram.reset();
  gc = { count: 0, totalMs: 0, maxMs: 0 };
  if (process.env.BENCH_LOOP_FILE) {
    // The probe makes its own directory: a fresh checkout has no tmp/bench, and a failed write would end the API.
    mkdirSync(path.dirname(process.env.BENCH_LOOP_FILE), { recursive: true });
    writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify(snapshot));
  }
});
