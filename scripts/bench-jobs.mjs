#!/usr/bin/env node
// Background-job budgets of the hardening issue: ≥ 500 trivial jobs/s through the queue on PostgreSQL (pg-boss),
// and a job queued before a restart completes after it. The SQLite queue is measured beside it for comparison.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server's `test` database; each run works
// in a schema of its own, dropped afterwards. Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench.
import pg from 'pg';
import { importBundle } from './bench-bundle.mjs';
import { median } from './bench-kit.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const jobs = Number(process.env.BENCH_JOBS ?? 3000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const m = await importBundle('jobs-bench', [
  "export { openDb } from './src/server/db/index';",
  "export { migrateToLatest } from './src/server/db/migrate';",
  "export { openJobQueue, jobSchemaOf } from './src/server/jobs/index';",
]);
const log = { error: (o) => console.error('job failed', o) };

async function admin(sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** A database for one run: a fresh PostgreSQL schema, or SQLite in memory. */
async function freshDb(engine) {
  if (engine === 'sqlite') {
    const handle = m.openDb({ url: ':memory:' });
    await m.migrateToLatest(handle);
    return { handle, url: null, drop: async () => handle.close() };
  }
  const schema = `bench_jobs_${Math.random().toString(36).slice(2, 10)}`;
  await admin(`create schema ${schema}`);
  const handle = m.openDb({ url: databaseUrl, pgSchema: schema });
  await m.migrateToLatest(handle);
  return {
    handle,
    url: databaseUrl,
    drop: async () => (
      await handle.close(), admin(`drop schema ${schema} cascade; drop schema if exists ${m.jobSchemaOf(schema)} cascade`)
    ),
  };
}

/** Jobs per second from the first enqueue to the last completion, `jobs` trivial jobs queued 50 at a time. */
async function throughput(engine) {
  const db = await freshDb(engine);
  const queue = m.openJobQueue(db.handle, db.url, log);
  let done = 0;
  let resolveAll;
  const all = new Promise((r) => (resolveAll = r));
  queue.define('trivial', async () => {
    if (++done === jobs) resolveAll();
  });
  await queue.start();
  const started = performance.now();
  for (let i = 0; i < jobs; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, jobs - i) }, (_, k) => queue.enqueue('trivial', { n: i + k })));
  await all;
  const rate = jobs / ((performance.now() - started) / 1000);
  await queue.close(0);
  await db.drop();
  return rate;
}

/**
 * A process that closes while holding 100 queued jobs: its running handlers are stopped and given back,
 * the rest wait in the database. Does a new process complete all 100?
 */
async function restart(engine) {
  const db = await freshDb(engine);
  const first = m.openJobQueue(db.handle, db.url, log);
  let started = 0;
  first.define('kept', (_p, { signal }) => {
    started++;
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped'))));
  });
  await first.start();
  for (let i = 0; i < 100; i++) await first.enqueue('kept', { n: i });
  while (started === 0) await new Promise((r) => setTimeout(r, 10));
  await first.close(0);
  const second = m.openJobQueue(db.handle, db.url, log);
  let done = 0;
  second.define('kept', async () => void done++);
  const t = performance.now();
  await second.start();
  while (done < 100 && performance.now() - t < 20_000) await new Promise((r) => setTimeout(r, 20));
  await second.close(0);
  await db.drop();
  return { done, ms: performance.now() - t };
}

const results = [];
for (const engine of ['postgres', 'sqlite']) {
  const rates = [];
  for (let i = 0; i < runs; i++) rates.push(await throughput(engine));
  const name = engine === 'postgres' ? 'pg-boss on PostgreSQL' : 'the jobs table on SQLite';
  results.push({
    name: `Trivial jobs through the queue, ${name} (${jobs} jobs, first enqueue to last completion)`,
    budget: engine === 'postgres' ? '≥ 500 jobs/s' : '— (for comparison)',
    value: `${Math.round(median(rates))} jobs/s`,
    runs: rates.map(Math.round).join(', '),
    ok: engine === 'postgres' ? median(rates) >= 500 : true,
  });
  const r = await restart(engine);
  results.push({
    name: `100 jobs queued before a restart, ${name}: completed after it`,
    budget: 'all 100',
    value: `${r.done} of 100`,
    runs: `in ${Math.round(r.ms)} ms`,
    ok: r.done === 100,
  });
}

if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
