#!/usr/bin/env node
// Migration budgets, on the built server (SQLite), through the API as the system admin: validate 500
// older accounts (POST /api/studio6/accounts/batch-validate, every group file read and checked node by node) ≤ 30 s;
// migrate one account of 20 tasks × 200 nodes (POST /api/studio6/accounts/migrate → its job completed) ≤ 5 s, rolled
// back between runs. The older data is made by scripts/older-studio-data.mjs in the server's data folder.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench, `BENCH_WRITE=1` puts them into
// docs/benchmarks.md; each row states the date and the machine's load; exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchServer, stop } from './bench-server.mjs';
import { groupSummary, olderGroup, writeOlderStudio } from './older-studio-data.mjs';
import { machineLoad, median } from './bench-kit.mjs';
import { writeTableRows } from './bench-table.mjs';

const loadNow = machineLoad();
const GROUPS = Number(process.env.BENCH_GROUPS ?? 500);
const RUNS = 3;
const BIG = 9001;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || process.env.BENCH_BUILD !== '0')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const { dataDir, base, start, healthy } = benchServer('migration', { portBase: 23880 });
const older = join(dataDir, 'studio6');
const made = writeOlderStudio(older, { providers: 4, groups: GROUPS, tasks: 3, nodes: 40 });
// The large account: 20 tasks of 200 nodes each (every older kind, Fax and Script among them).
const big = olderGroup(BIG, 601, { name: 'Large older account', tasks: 20, nodes: 200, flagged: true, rows: 200 });
writeFileSync(join(older, 'groups', `${BIG}.json`), JSON.stringify(big));
writeFileSync(
  join(older, 'groups.json'),
  JSON.stringify([...JSON.parse(readFileSync(join(older, 'groups.json'), 'utf8')), groupSummary(big)]),
);
const bigNodes = big.tasks.reduce((n, t) => n + t.nodes.length, 0);

const server = start();
await healthy();
const signIn = await (
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'system@studio.test', password: 'Studio-demo-1' }),
  })
).json();
const headers = { authorization: `Bearer ${signIn.data.token}`, 'x-scope': 'all', 'content-type': 'application/json' };
async function call(method, path, body) {
  const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

// 1. Validate every older account in one batch-validate call, the group files read from disk each time.
const ids = made.groups.map((g) => g.group_id);
const validateRuns = [];
let checked = null;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  checked = await call('POST', '/studio6/accounts/batch-validate', { s6_ac_ids: ids });
  validateRuns.push(Math.round(performance.now() - t));
}
const flagged = checked.reduce((n, c) => n + c.flagged_nodes, 0);
const notMigrating = checked.reduce((n, c) => n + c.would_not_migrate, 0);

// 2. Migrate the large account into Northwind Logistics (its plan has the node types), roll back, again.
const providers = await call('GET', '/portal/service-providers');
const accounts = await call('GET', '/portal/accounts');
const northwind = providers.find((p) => p.sp_name.startsWith('Northwind')).sp_id;
const logistics = accounts.find((a) => a.ac_name.startsWith('Northwind Logistics')).ac_id;
await call('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: northwind });
await call('POST', '/studio6/portal/map-ac', { s6_ac_id: BIG, s7_ac_id: logistics });
const migrateRuns = [];
let outcome = null;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  let job = await call('POST', '/studio6/accounts/migrate', { s6_ac_id: BIG });
  while (job.status === 'queued' || job.status === 'running') {
    await sleep(20);
    job = await call('GET', `/studio6/accounts/jobs/${job.job_id}`);
  }
  migrateRuns.push(Math.round(performance.now() - t));
  if (job.status !== 'completed') throw new Error(`the migration ${job.status}: ${job.error}`);
  outcome = job.result;
  await call('POST', '/studio6/accounts/rollback', { s7_ac_id: logistics });
}
await stop(server);

const results = [
  {
    name: `Validate ${ids.length} older accounts node by node (POST /api/studio6/accounts/batch-validate; ${made.groups.reduce((n, g) => n + g.node_count, 0).toLocaleString('en-US')} nodes, ${flagged} flagged, ${notMigrating} broken tasks)`,
    answer: 'computed',
    budget: '≤ 30 s',
    value: `${(median(validateRuns) / 1000).toFixed(2)} s`,
    runs: validateRuns.join(', ') + ' ms',
    ok: median(validateRuns) <= 30_000,
  },
  {
    name: `Migrate one account of 20 tasks × 200 nodes (${bigNodes} older nodes, ${outcome.flagged} flagged; POST /api/studio6/accounts/migrate → job completed, SQLite; rolled back between runs)`,
    answer: 'computed',
    budget: '≤ 5 s',
    value: `${(median(migrateRuns) / 1000).toFixed(2)} s`,
    runs: migrateRuns.join(', ') + ' ms',
    ok: median(migrateRuns) <= 5_000,
  },
];
rmSync(dataDir, { recursive: true, force: true });
const load = loadNow();
for (const r of results) r.runs += ` (${load})`;
if (process.env.BENCH_WRITE === '1') writeTableRows(join(import.meta.dirname, '..', 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
