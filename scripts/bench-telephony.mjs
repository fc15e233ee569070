#!/usr/bin/env node
// Telephony budgets, on the built server, on SQLite and on PostgreSQL (BENCH_ENGINES picks; a database of its own on
// BENCH_DATABASE_URL's server, dropped afterwards): a provider with 100,000 phone numbers generated straight into the
// database; the numbers list's first page and a search by digits (a new term on every request, so no kept
// answer serves it) at 10 concurrent connections (p99 ≤ 100 ms each); and a dialled number → the first event of the
// task's session (POST /api/sim/sessions {dialed_number}: the number looked up, the task loaded, its first turn run and
// answered with its events) ≤ 20 ms p95, in process (each session ended after it).
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench, `BENCH_WRITE=1` puts them into
// docs/benchmarks.md; each row states the date and the machine's load; exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { importBundle, root } from './bench-bundle.mjs';
import pg from 'pg';
import { startBuiltStudio } from './bench-studio.mjs';
import { benchDatabase, latencyP99s, machineLoad, median, p95 } from './bench-kit.mjs';
import { writeTableRows } from './bench-table.mjs';

const loadNow = machineLoad();
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 100_000);
const RUNS = 3;
const DIALS = Number(process.env.BENCH_DIALS ?? 40);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || process.env.BENCH_BUILD !== '0')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const results = [];
const generateMs = {};

/** The provider's numbers: +44 7900 000000 onwards, a tenth of them on the provider's accounts. */
const numberRow = (i, sp, acs) => {
  const digits = String(i).padStart(6, '0');
  return [`+447900${digits}`, `+44 7900 ${digits}`, 'GB', sp, i % 10 === 0 ? acs[i % acs.length] : null];
};
const numberColumns =
  'phone_number, display_number, region, sp_id, ac_id, task_id, trunk_id, label, is_virtual, is_campaign, use_studio_6, is_enabled, created_at, updated_at';

async function fillSqlite(dataDir) {
  const db = new Database(join(dataDir, 'studio.sqlite'));
  const sp = db.prepare("select sp_id from service_providers where sp_name like 'Northwind%'").get().sp_id;
  const acs = db
    .prepare('select ac_id from accounts where sp_id = ?')
    .all(sp)
    .map((r) => r.ac_id);
  const now = new Date().toISOString();
  const insert = db.prepare(`insert into phone_numbers (${numberColumns}) values (?, ?, ?, ?, ?, null, null, null, 0, 0, 0, 1, ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < NUMBERS; i++) insert.run(...numberRow(i, sp, acs), now, now);
  })();
  db.pragma('optimize');
  db.close();
}

async function fillPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sp = (await client.query("select sp_id from service_providers where sp_name like 'Northwind%'")).rows[0].sp_id;
    const acs = (await client.query('select ac_id from accounts where sp_id = $1', [sp])).rows.map((r) => r.ac_id);
    const now = new Date().toISOString();
    await client.query('begin');
    for (let from = 0; from < NUMBERS; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, NUMBERS - from) }, (_, k) => [...numberRow(from + k, sp, acs), now, now]);
      const values = rows.map(
        (_, r) => `(${[1, 2, 3, 4, 5].map((c) => `$${r * 7 + c}`).join(', ')}, null, null, null, 0, 0, 0, 1, $${r * 7 + 6}, $${r * 7 + 7})`,
      );
      await client.query(`insert into phone_numbers (${numberColumns}) values ${values.join(', ')}`, rows.flat());
    }
    await client.query('commit');
    // As autovacuum leaves a table after 100,000 inserts: its GIN indexes' pending entries merged, its statistics read.
    await client.query('vacuum analyze phone_numbers');
  } finally {
    await client.end();
  }
}

/** 1. The numbers list and a search by digits through the built server, on one database. */
async function measureList(engine) {
  const database = await benchDatabase(engine, 'telephony');
  const databaseUrl = database.url;
  const label = engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const open = (dataDir) =>
    startBuiltStudio({ root, buildDir: join(root, 'dist'), name: `telephony-${engine}`, portBase: 23080, databaseUrl, dataDir });
  // Migrated and seeded by a first start; the numbers go straight into the database while no server runs.
  const seeded = await open();
  await seeded.stop({ keepData: true });
  const generated = performance.now();
  if (engine === 'postgres') await fillPostgres(databaseUrl);
  else await fillSqlite(seeded.dataDir);
  generateMs[label] = Math.round(performance.now() - generated);
  const studio = await open(seeded.dataDir);
  try {
    const login = await (
      await fetch(`${studio.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sp.admin@studio.test', password: 'Studio-demo-1' }),
      })
    ).json();
    const spId = login.data.user.account_mappings[0].sp_id;
    const headers = { authorization: `Bearer ${login.data.token}`, 'x-scope': 'sp', 'x-scope-id': String(spId), 'x-sp-id': String(spId) };
    const p99Of = (path, fresh) => latencyP99s({ base: studio.base, path, headers, runs: RUNS, fresh });
    const listRuns = await p99Of('/portal/phone-numbers?fetch_all=0&page=1&per_page=25&source=WEB');
    results.push({
      name: `Phone numbers list, first page of 25 with its summary (fetch_all=0), a provider of ${NUMBERS.toLocaleString('en-US')} numbers, ${label}, 10 connections, p99`,
      answer: 'computed',
      budget: '≤ 100 ms',
      value: `${median(listRuns)} ms`,
      runs: listRuns.join(', ') + ' ms',
      ok: median(listRuns) <= 100,
    });
    // Digits typed as a caller would write them ('7900 01234' …): a new term on every request.
    const search = (i) =>
      `/portal/phone-numbers?fetch_all=0&page=1&per_page=25&source=WEB&search=${encodeURIComponent(`7900 ${String((i * 7919) % 100000).padStart(5, '0')}`)}`;
    const searchRuns = await p99Of(search(1), search);
    results.push({
      name: `Phone numbers list, search by digits with a new term on every request, same provider, ${label}, 10 connections, p99`,
      answer: 'computed',
      budget: '≤ 100 ms',
      value: `${median(searchRuns)} ms`,
      runs: searchRuns.join(', ') + ' ms',
      ok: median(searchRuns) <= 100,
    });
  } finally {
    await studio.stop();
    await database.drop();
  }
}

for (const engine of ENGINES) await measureList(engine);

// 2. Dialled number → first event, in process: the studio built from source (demo data, SQLite in memory) answering
// POST /api/sim/sessions {dialed_number} through Fastify's inject — the number looked up, the task loaded, its first
// turn run and stored, the answer with its events. Retail main line has +44 20 7946 0100 in the demo data.
const m = await importBundle('telephony-bench', [
  "export { bootstrap } from './src/server/bootstrap';",
  "export { loadConfig } from './src/server/config';",
]);
const inProcess = mkdtempSync(join(tmpdir(), 'studio-bench-telephony-inproc-'));
const config = m.loadConfig(
  { DATA_DIR: inProcess, SEED: 'demo', LOG_LEVEL: 'silent' },
  { sqliteFile: ':memory:', databaseUrl: null, clientDir: null },
);
const { app } = await m.bootstrap(config, { realtime: false, logger: false });
await app.ready();
const inject = async (method, url, body, h = {}) => {
  const res = await app.inject({ method, url: `/api${url}`, headers: h, ...(body === undefined ? {} : { payload: body }) });
  return { status: res.statusCode, json: res.json() };
};
const builder = (await inject('POST', '/auth/login', { email: 'ac.builder@studio.test', password: 'Studio-demo-1' })).json.data;
const mapping = builder.user.account_mappings.find((mp) => mp.accounts.some((a) => a.ac_name === 'Northwind Retail'));
const acId = mapping.accounts.find((a) => a.ac_name === 'Northwind Retail').ac_id;
const acHeaders = {
  authorization: `Bearer ${builder.token}`,
  'x-scope': 'ac',
  'x-scope-id': String(acId),
  'x-sp-id': String(mapping.sp_id),
};
const dialRuns = [];
for (let run = 0; run < RUNS; run++) {
  const times = [];
  for (let i = 0; i < DIALS + 1; i++) {
    const started = performance.now();
    const answer = await inject('POST', '/sim/sessions', { dialed_number: '+442079460100', ani: '+447700900123' }, acHeaders);
    const took = performance.now() - started;
    if (answer.status !== 201 || !answer.json.data.events.length)
      throw new Error(`the dial answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    if (i > 0) times.push(took);
    await inject('DELETE', `/sim/sessions/${answer.json.data.session_id}`, undefined, acHeaders);
    // The account may start 60 sessions in 10 s (limits.sessionStarts).
    await sleep(180);
  }
  dialRuns.push(Math.round(p95(times) * 10) / 10);
}
await app.close();
rmSync(inProcess, { recursive: true, force: true });
results.push({
  name: "Dialled number → first event of the task's session (POST /api/sim/sessions {dialed_number}, in process), p95",
  answer: 'computed',
  budget: '≤ 20 ms',
  value: `${median(dialRuns)} ms`,
  runs: dialRuns.join(', ') + ' ms',
  ok: median(dialRuns) <= 20,
});

const load = loadNow();
for (const r of results) r.runs += ` (${load})`;
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else {
  console.log(`generated ${NUMBERS} numbers in ${JSON.stringify(generateMs)} ms`);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
