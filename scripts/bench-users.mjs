#!/usr/bin/env node
// Users budgets, on the built server (SQLite): a provider with 100,000 users and 5,000 accounts,
// generated directly in the database; the users list's first page and a name search at 10 concurrent connections
// (p99 ≤ 100 ms each), and the account switcher's search (≤ 100 ms): the session user that feeds the switcher,
// built afresh, plus the search over its accounts as the switcher runs it.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench; exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { benchServer, stop } from './bench-server.mjs';
import { generateProvider } from './bench-admin-data.mjs';
import { latencyP99s, median } from './bench-kit.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 5_000);
const RUNS = 3;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || process.env.BENCH_BUILD !== '0')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const { dataDir, base, start, healthy } = benchServer('users', { portBase: 19080 });

// 1. Migrate and seed, then generate the provider's accounts and users straight into the file.
let server = start();
await healthy();
await stop(server);
const db = new Database(join(dataDir, 'studio.sqlite'));
const generated = performance.now();
generateProvider(db, { users: USERS, accounts: ACCOUNTS });
db.pragma('optimize');
db.close();
const generateMs = performance.now() - generated;

server = start();
await healthy();
const login = await (
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sp.admin@studio.test', password: 'Studio-demo-1' }),
  })
).json();
const spId = login.data.user.account_mappings[0].sp_id;
const headers = { authorization: `Bearer ${login.data.token}`, 'x-scope': 'sp', 'x-scope-id': String(spId), 'x-sp-id': String(spId) };

const p99Of = (path, fresh) => latencyP99s({ base, path, headers, runs: RUNS, fresh });

if (process.env.BENCH_PROBE === '1') {
  for (const path of [
    '/auth/users?fetch_all=0&page=1&per_page=25',
    '/auth/users?fetch_all=0&page=1&per_page=25&search=Hana%20Bench%207',
    '/auth/user',
  ]) {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api${path}`, { headers });
      await res.text();
      console.log(path, res.status, Math.round(performance.now() - t), 'ms');
    }
  }
  const probe = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  const via =
    'exists (select 1 from user_account_mappings as tenant_via where tenant_via.user_id = users.user_id and tenant_via.sp_id in (?)) and is_enabled = 1';
  for (const [name, q] of [
    ['count', `select count(*) as total from users where ${via}`],
    ['page', `select * from users where ${via} order by lower(display_name) asc, user_id asc limit 25`],
    ['search-count', `select count(*) from users where ${via} and lower(cast(display_name as text)) like '%hana bench 7%' escape '!'`],
  ]) {
    const st = probe.prepare(q);
    const t = performance.now();
    st.all(spId);
    console.log(
      name,
      Math.round(performance.now() - t),
      'ms',
      JSON.stringify(
        probe
          .prepare('explain query plan ' + q)
          .all(spId)
          .map((r) => r.detail),
      ),
    );
  }
  probe.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const results = [];
const listRuns = await p99Of('/auth/users?fetch_all=0&page=1&per_page=25&source=WEB');
results.push({
  name: `Users list, first page of 25 (fetch_all=0), a provider of ${USERS.toLocaleString('en-US')} users and ${ACCOUNTS.toLocaleString('en-US')} accounts, 10 connections, p99`,
  answer: 'cached',
  budget: '≤ 100 ms',
  value: `${median(listRuns)} ms`,
  runs: listRuns.join(', ') + ' ms',
  ok: median(listRuns) <= 100,
});
const searchRuns = await p99Of('/auth/users?fetch_all=0&page=1&per_page=25&search=Hana%20Bench%207&source=WEB');
results.push({
  name: 'Users list, name search (fetch_all=0), same provider, 10 connections, p99',
  answer: 'cached',
  budget: '≤ 100 ms',
  value: `${median(searchRuns)} ms`,
  runs: searchRuns.join(', ') + ' ms',
  ok: median(searchRuns) <= 100,
});
// A term no request asked before (the users' numbers run to 100,000: 'Bench 1234' matches a few users each).
const freshRuns = await p99Of(
  '/auth/users?fetch_all=0&page=1&per_page=25&search=Bench%2099999&source=WEB',
  (i) => `/auth/users?fetch_all=0&page=1&per_page=25&search=Bench%20${(i * 7919) % 100000}&source=WEB`,
);
results.push({
  name: 'Users list, name search with a new term on every request (no kept answer), same provider, 10 connections, p99',
  answer: 'computed',
  budget: '≤ 100 ms',
  value: `${median(freshRuns)} ms`,
  runs: freshRuns.join(', ') + ' ms',
  ok: median(freshRuns) <= 100,
});

// The switcher: its source is the session user (every account of the provider), built afresh after an
// account change; its search filters that list. Both halves, one after the other, as a user meets them.
// Each run first changes an account (its label, through the API): the session user kept for the stamp of
// the tables it is built from (migration 023) is then stale and built again.
const switcher = [];
const someAccount = (
  await (await fetch(`${base}/api/portal/accounts?fetch_all=0&page=1&per_page=1&search=Bench%20account`, { headers })).json()
).data[0].ac_id;
for (let i = 0; i < RUNS + 1; i++) {
  const changed = await fetch(`${base}/api/portal/accounts/${someAccount}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ label: `Changed ${i}` }),
  });
  if (!changed.ok) throw new Error(`the account change answered ${changed.status}: ${await changed.text()}`);
  await sleep(200);
  const started = performance.now();
  const me = await (await fetch(`${base}/api/auth/user?fresh=${i}`, { headers })).json();
  const accounts = me.data.account_mappings.flatMap((o) => o.accounts);
  const found = accounts.filter((a) => a.ac_name.toLowerCase().includes('bench account 42'));
  if (found.length === 0) throw new Error('the switcher search found nothing');
  switcher.push(Math.round(performance.now() - started));
}
switcher.shift();
results.push({
  name: `Account switcher search: the session user with ${ACCOUNTS.toLocaleString('en-US')} accounts built afresh, then searched`,
  answer: 'computed',
  budget: '≤ 100 ms',
  value: `${median(switcher)} ms`,
  runs: switcher.join(', ') + ' ms',
  ok: median(switcher) <= 100,
});

await stop(server);
rmSync(dataDir, { recursive: true, force: true });
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else {
  console.log(`generated ${USERS} users and ${ACCOUNTS} accounts in ${Math.round(generateMs)} ms`);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
