// `npm run bench:api`: the HTTP part of `npm run bench` (app vs floor on GET /api/units,
// POST /api/information-request and the landing document) and the 200-way contention round,
// written to tmp/bench/api.json. `npm run bench` runs everything and writes docs/benchmarks.md.
process.env.BENCH_SECTIONS ??= 'http,contention';
process.env.BENCH_NAME ??= 'api';
await import('./bench.mjs');
