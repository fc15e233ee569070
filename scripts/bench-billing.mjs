#!/usr/bin/env node
// Burst-usage budget: a provider with 1,000 accounts and 1,000,000 usage records ≤ 10 s, streamed.
// Measured on SQLite (a database file, WAL, as the embedded studio runs): 1,000 accounts of one provider, each
// with an IVA account plan limiting sessions to 300 a month (+100 burst), and 1,000 voice sessions each over
// January–March 2026. One run is the whole generation job (limits, the counts a batch of accounts at a time,
// the items written, progress) for January–March; medians of 3 runs. Prints the figures; `BENCH_JSON=1` as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { importBundle } from './bench-bundle.mjs';
import { median } from './bench-kit.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const accountsN = 1000;
const recordsN = 1_000_000;
const m = await importBundle('billing-bench', [
  "export { openDb, nowIso } from './src/server/db/index';",
  "export { migrateToLatest } from './src/server/db/migrate';",
  "export { seedReference } from './src/server/db/seed/index';",
  "export { burstUsageHandler } from './src/server/modules/billing/burst-usage-job';",
]);

const dir = mkdtempSync(join(tmpdir(), 'studio-bench-billing-'));
const handle = m.openDb({ url: join(dir, 'bench.db') });
await m.migrateToLatest(handle);
const db = handle.db;
await m.seedReference(db);
const now = m.nowIso();
const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
const { sp_id } = await db
  .insertInto('service_providers')
  .values({
    sp_name: 'Bench provider',
    sub_domain: 'bench',
    logopath: null,
    sp_setting: '{}',
    is_enabled: 1,
    created_at: now,
    updated_at: now,
  })
  .returning('sp_id')
  .executeTakeFirstOrThrow();
const { bp_id } = await db
  .insertInto('business_plans')
  .values({ ...stamps, bp_name: 'Bench', plan_type: 'IVA', description: null })
  .returning('bp_id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('business_plan_includes')
  .values({ bp_id, kind: 'feature', item: 'usage.sessions', feature_limit: 1000, burst_limit: 500 })
  .execute();
const { sp_plan_id } = await db
  .insertInto('sp_plans')
  .values({ ...stamps, sp_plan_name: 'Bench', sp_id, plan_type: 'IVA', bp_id, description: null })
  .returning('sp_plan_id')
  .executeTakeFirstOrThrow();
await db.insertInto('sp_plan_features').values({ sp_plan_id, feature: 'usage.sessions', feature_limit: 300, burst_limit: 100 }).execute();
const acIds = [];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < accountsN; i++) {
    const { ac_id } = await trx
      .insertInto('accounts')
      .values({
        ac_name: `Bench ${i}`,
        sp_id,
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
    acIds.push(ac_id);
    await trx
      .insertInto('ac_plans')
      .values({ ...stamps, ac_plan_name: `Bench ${i}`, sp_id, ac_id, plan_type: 'IVA', sp_plan_id })
      .execute();
  }
});
// 1,000,000 records: account i % 1,000, spread over the days of January–March 2026.
const first = acIds[0];
await sql`insert into usage_records (session_id, ac_id, task_id, task_version, channel, simulated, started_at, ended_at, outcome, path, variables)
  with recursive seq(i) as (select 0 union all select i + 1 from seq where i < ${recordsN - 1})
  select 'b' || i, ${first} + (i % ${accountsN}), 1, null, 'voice', 0,
    printf('2026-%02d-%02dT%02d:00:00.000Z', 1 + ((i / ${accountsN}) % 3), 1 + ((i / ${accountsN * 3}) % 28), (i / 7) % 24), null, 'completed', '[]', '{}' from seq`.execute(
  db,
);
await sql`analyze`.execute(db).catch(() => undefined);

const handler = m.burstUsageHandler({ db, realtime: undefined });
const signal = new AbortController().signal;
const times = [];
let last;
for (let r = 0; r < runs; r++) {
  const { billing_burst_usage_id: id } = await db
    .insertInto('billing_burst_usages')
    .values({
      ...stamps,
      usage_name: `Bench ${r}`,
      sp_id,
      plan_type: 'IVA',
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      guard_name: 'admin',
      status: 'queued',
      progress: 0,
      account_count: 0,
      record_count: 0,
      burst_total: 0,
      error: null,
      completed_at: null,
    })
    .returning('billing_burst_usage_id')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  await handler({ billing_burst_usage_id: id }, { signal, attempt: 0 });
  times.push(performance.now() - started);
  last = await db.selectFrom('billing_burst_usages').selectAll().where('billing_burst_usage_id', '=', id).executeTakeFirstOrThrow();
}
await handle.close();
rmSync(dir, { recursive: true, force: true });
if (last.status !== 'completed' || last.record_count !== recordsN)
  throw new Error(`the bench usage is ${last.status} with ${last.record_count} records`);
const med = median(times);
const results = [
  {
    name: `Burst usage of a provider with 1,000 accounts and 1,000,000 usage records (3 months, background job, counted a batch of 100 accounts at a time; SQLite file; ${last.burst_total.toLocaleString('en')} burst sessions found)`,
    budget: '≤ 10 s',
    value: `${(med / 1000).toFixed(2)} s`,
    runs: times.map((t) => (t / 1000).toFixed(2)).join(', ') + ' s',
    ok: med <= 10_000,
  },
];
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
