#!/usr/bin/env node
// The call-flow canvas at ten times the size: bench-canvas.mjs on a generated voice task of about 10,000 nodes, with
// 200 arrow-key moves a run (budgets: route change → painted ≤ 1 s, full page load → painted ≤ 1.5 s, every move ≤ 16 ms
// as the p99 of a run). BENCH_NODES and BENCH_MOVES still override.
process.env.BENCH_NODES ??= '10000';
process.env.BENCH_MOVES ??= '200';
process.env.BENCH_RUNS ??= '3';
await import('./bench-canvas.mjs');
