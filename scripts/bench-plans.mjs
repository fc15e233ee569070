#!/usr/bin/env node
// Plan budget: an account's enabled features computed from its plan ≤ 5 ms. Measured on SQLite with the
// demo data plus 1,000 accounts on one provider plan: the computation from the plan tables (account plan → provider
// plan → business plan, written into the enabled-features cache as a plan change does) and the cached read every
// request makes. Medians of 3 runs of 200 iterations each. Prints the figures; `BENCH_JSON=1` as JSON for npm run bench.
import { importBundle } from './bench-bundle.mjs';
import { median } from './bench-kit.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const iterations = 200;
const m = await importBundle('plans-bench', [
  "export { openDb, nowIso } from './src/server/db/index';",
  "export { migrateToLatest } from './src/server/db/migrate';",
  "export { seedReference, seedDemo } from './src/server/db/seed/index';",
  "export { materialise, computeAccountAccess } from './src/server/modules/plans/access';",
  "export { enabledFeatures } from './src/server/http/scope';",
]);

const handle = m.openDb({ url: ':memory:' });
await m.migrateToLatest(handle);
const db = handle.db;
await m.seedReference(db);
await m.seedDemo(db);
// 1,000 more accounts of Northwind, each with an account plan on its complete provider plan.
const plan = await db.selectFrom('sp_plans').selectAll().where('sp_plan_name', '=', 'Northwind Complete').executeTakeFirstOrThrow();
const now = m.nowIso();
for (let i = 0; i < 1000; i++) {
  const { ac_id } = await db
    .insertInto('accounts')
    .values({
      ac_name: `Bench ${i}`,
      sp_id: plan.sp_id,
      label: null,
      logopath: null,
      is_enabled: 1,
      account_enabled: 1,
      domain_id: null,
      ac_setting: '{}',
      migration_state: 'S7_GA',
      created_at: now,
      updated_at: now,
    })
    .returning('ac_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ac_plans')
    .values({
      ac_plan_name: `Bench ${i}`,
      sp_id: plan.sp_id,
      ac_id,
      plan_type: 'IVA',
      sp_plan_id: plan.sp_plan_id,
      is_enabled: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
const account = await db.selectFrom('accounts').select(['ac_id', 'sp_id']).where('ac_name', '=', 'Bench 500').executeTakeFirstOrThrow();
await m.materialise(db, { acIds: [account.ac_id] });
const selection = { spId: account.sp_id, acId: account.ac_id };
const features = (await m.enabledFeatures(db, selection)).length;

async function timed(fn) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    for (let i = 0; i < 20; i++) await fn();
    const started = performance.now();
    for (let i = 0; i < iterations; i++) await fn();
    times.push((performance.now() - started) / iterations);
  }
  return times;
}

// The computation a plan change makes for the account, in a transaction as the change runs it.
const compute = await timed(() => db.transaction().execute((trx) => m.materialise(trx, { acIds: [account.ac_id] })));
const cached = await timed(() => m.enabledFeatures(db, selection));
const fmt = (xs) => xs.map((x) => x.toFixed(2)).join(', ') + ' ms';
const results = [
  {
    name: `Enabled features of an account computed from its plan (account → provider → business plan, written to the cache; ${features} features, SQLite, 1,004 accounts)`,
    answer: 'computed',
    budget: '≤ 5 ms',
    value: `${median(compute).toFixed(2)} ms`,
    runs: fmt(compute),
    ok: median(compute) <= 5,
  },
  {
    name: 'Enabled features of an account read from the cache (what each request reads; invalidated by every plan change)',
    answer: 'cached',
    budget: '≤ 5 ms',
    value: `${median(cached).toFixed(3)} ms`,
    runs: fmt(cached),
    ok: median(cached) <= 5,
  },
];
await handle.close();
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
