#!/usr/bin/env node
// Telephony budgets, on the built server (SQLite): a provider with 100,000 phone numbers generated straight
// into the database; the numbers list's first page and a search by digits (a new term on every request, so no kept
// answer serves it) at 10 concurrent connections (p99 ≤ 100 ms each); and a dialled number → the first event of the
// task's session (POST /api/sim/sessions {dialed_number}: the number looked up, the task loaded, its first turn run and
// answered with its events) ≤ 20 ms p95, in process (each session ended after it).
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench; exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { importBundle } from './bench-bundle.mjs';
import { benchServer, stop } from './bench-server.mjs';
import { latencyP99s, median, p95 } from './bench-kit.mjs';

const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 100_000);
const RUNS = 3;
const DIALS = Number(process.env.BENCH_DIALS ?? 40);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || process.env.BENCH_BUILD !== '0')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const { dataDir, base, start, healthy } = benchServer('telephony', { portBase: 23080 });

// 1. Migrate and seed, then add the provider's numbers straight into the file: +44 7900 000000 onwards, a tenth of
// them on the provider's accounts.
let server = start();
await healthy();
await stop(server);
const db = new Database(join(dataDir, 'studio.sqlite'));
const generated = performance.now();
{
  const sp = db.prepare("select sp_id from service_providers where sp_name like 'Northwind%'").get().sp_id;
  const acs = db
    .prepare('select ac_id from accounts where sp_id = ?')
    .all(sp)
    .map((r) => r.ac_id);
  const now = new Date().toISOString();
  const insert = db.prepare(
    'insert into phone_numbers (phone_number, display_number, region, sp_id, ac_id, task_id, trunk_id, label, is_virtual, is_campaign, use_studio_6, is_enabled, created_at, updated_at) values (?, ?, ?, ?, ?, null, null, null, 0, 0, 0, 1, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < NUMBERS; i++) {
      const digits = String(i).padStart(6, '0');
      insert.run(`+447900${digits}`, `+44 7900 ${digits}`, 'GB', sp, i % 10 === 0 ? acs[i % acs.length] : null, now, now);
    }
  })();
}
db.pragma('optimize');
db.close();
const generateMs = performance.now() - generated;

server = start();
await healthy();
const signIn = async (email) =>
  (
    await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Studio-demo-1' }),
      })
    ).json()
  ).data;
const admin = await signIn('sp.admin@studio.test');
const spId = admin.user.account_mappings[0].sp_id;
const headers = { authorization: `Bearer ${admin.token}`, 'x-scope': 'sp', 'x-scope-id': String(spId), 'x-sp-id': String(spId) };

const p99Of = (path, fresh) => latencyP99s({ base, path, headers, runs: RUNS, fresh });

if (process.env.BENCH_PROBE === '1') {
  for (const path of [
    '/portal/trunks',
    '/portal/phone-numbers?fetch_all=0&page=1&per_page=25',
    '/portal/phone-numbers?fetch_all=0&page=1&per_page=25&search=7900%2001234',
  ]) {
    for (let i = 0; i < 4; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api${path}`, { headers });
      await res.text();
      console.log(path, res.status, Math.round(performance.now() - t), 'ms');
    }
  }
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const results = [];
const list = '/portal/phone-numbers?fetch_all=0&page=1&per_page=25&source=WEB';
const listRuns = await p99Of(list);
results.push({
  name: `Phone numbers list, first page of 25 with its summary (fetch_all=0), a provider of ${NUMBERS.toLocaleString('en-US')} numbers, 10 connections, p99`,
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
  name: 'Phone numbers list, search by digits with a new term on every request, same provider, 10 connections, p99',
  answer: 'computed',
  budget: '≤ 100 ms',
  value: `${median(searchRuns)} ms`,
  runs: searchRuns.join(', ') + ' ms',
  ok: median(searchRuns) <= 100,
});

// 2. Dialled number → first event, in process: the studio built from source (demo data, SQLite in memory) answering
// POST /api/sim/sessions {dialed_number} through Fastify's inject — the number looked up, the task loaded, its first
// turn run and stored, the answer with its events. Retail main line has +44 20 7946 0100 in the demo data.
await stop(server);
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

rmSync(dataDir, { recursive: true, force: true });
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else {
  console.log(`generated ${NUMBERS} numbers in ${Math.round(generateMs)} ms`);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
