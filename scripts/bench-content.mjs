#!/usr/bin/env node
// Measures the content library's budgets on a built server on SQLite and prints one JSON line:
// - the datastore CSV import: 50,000 rows through the real HTTP route (POST /api/data/{id}/upload),
//   ≤ 5 s, with the server's peak RSS (memory must stay bounded: the file is streamed, never read whole);
// - the prompt list: GET /api/prompt/prompts of an account with 5,000 prompts, p99 ≤ 150 ms at
//   10 concurrent connections (autocannon, median of BENCH_RUNS runs).
// BENCH_BUILD=0 skips the build when dist/ is current; BENCH_ROWS changes the row count.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { measurePromptList, measurePromptListScreen } from './bench-prompt-list.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 50_000);
const budgetMs = 5000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The prompt list is also measured on the content screen: the client build is needed too.
if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html') || process.env.BENCH_BUILD !== '0') {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-content-'));
const port = 19080 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api`;
/** Peak resident set size of the server process (VmHWM), in MB. */
const peakRssMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 2000) throw new Error('the server did not start');
    await sleep(10);
  }
  const login = await (
    await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const sqlite = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  const account = sqlite.prepare("select ac_id, sp_id from accounts where ac_name like 'Northwind Retail%'").get();
  sqlite.close();
  const headers = {
    authorization: `Bearer ${login.data.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(account.ac_id),
    'x-sp-id': String(account.sp_id),
  };
  const structure = [
    { col_name: 'name', type: 'STRING' },
    { col_name: 'active', type: 'BOOLEAN' },
    { col_name: 'balance', type: 'CURRENCY_USD' },
    { col_name: 'born', type: 'DATE' },
    { col_name: 'score', type: 'NUMERIC' },
  ];
  const created = await (
    await fetch(`${base}/data/data-store`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'Bench import', collection_structure: structure }),
    })
  ).json();
  const id = created.data.data_store_id;

  const csvPath = join(dataDir, 'bench.csv');
  const out = createWriteStream(csvPath);
  out.write('name,active,balance,born,score\n');
  for (let i = 0; i < rows; i++) {
    const line = `Customer ${i},${i % 2 ? 'true' : 'false'},${(i % 10000) / 100},19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10},${i * 3}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const csvMb = statSync(csvPath).size / (1024 * 1024);

  const rssBefore = rssMb();
  const form = new FormData();
  form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${base}/data/${id}/upload`, { method: 'POST', headers, body: form });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200 || answer.data.inserted !== rows)
    throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  const result = {
    name: `Datastore CSV import of ${rows.toLocaleString('en')} rows (${csvMb.toFixed(1)} MB) on SQLite`,
    budget: '≤ 5,000 ms, memory bounded',
    ms: Math.round(ms),
    rows_per_s: Math.round(rows / (ms / 1000)),
    server_rss_before_mb: Math.round(rssBefore),
    server_peak_rss_mb: Math.round(peakRssMb()),
    errors: answer.data.errors.length,
    ok: ms <= budgetMs,
  };
  const promptList = await measurePromptList({ base, headers, autocannon, runs: Number(process.env.BENCH_RUNS ?? 3) });
  promptList.push(
    ...(await measurePromptListScreen({
      origin: `http://127.0.0.1:${port}`,
      token: login.data.token,
      acId: account.ac_id,
      spId: account.sp_id,
      runs: Number(process.env.BENCH_RUNS ?? 3),
    })),
  );
  // The shape npm run bench folds into docs/benchmarks.md.
  console.log(
    JSON.stringify({
      results: [
        {
          name: result.name,
          budget: result.budget,
          value: `${result.ms} ms`,
          runs: `${result.rows_per_s.toLocaleString('en')} rows/s; server RSS ${result.server_rss_before_mb} → ${result.server_peak_rss_mb} MB peak; ${result.errors} row errors`,
          ok: result.ok,
        },
        ...promptList,
      ],
    }),
  );
  process.exitCode = result.ok && promptList.every((r) => r.ok) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit').catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
