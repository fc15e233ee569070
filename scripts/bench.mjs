#!/usr/bin/env node
// `npm run bench`: measures the performance budgets of the issues and writes docs/benchmarks.md.
// Medians of several runs: the machine is shared and noisy.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { tableRow } from './bench-table.mjs';
import { loadSection } from './load/report.mjs';
import { median, launchChromium } from './bench-kit.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html') || process.env.BENCH_BUILD !== '0') {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

function startServer(dataDir, port, entry = ['dist/server/main.js']) {
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

async function waitForHealth(port, timeoutMs = 20000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
  throw new Error('the server did not answer in time');
}

const stop = (child) => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
const port = 18080 + Math.floor(Math.random() * 1000);
const results = [];

// 1. Cold start of `npm start` on an existing data folder.
{
  const first = startServer(dataDir, port);
  await waitForHealth(port);
  await stop(first);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const child = startServer(dataDir, port, ['scripts/start.mjs']);
    await waitForHealth(port);
    times.push(performance.now() - started);
    await stop(child);
  }
  results.push({
    name: 'Cold start of `npm start` (existing data folder) to first answered request',
    budget: '≤ 2,000 ms',
    value: `${Math.round(median(times))} ms`,
    runs: times.map((t) => Math.round(t)).join(', ') + ' ms',
    ok: median(times) <= 2000,
  });
}

// 2. GET /api/auth/me at 10 concurrent connections.
{
  const server = startServer(dataDir, port);
  await waitForHealth(port);
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
  });
  const { data } = await login.json();
  const rps = [];
  const p99 = [];
  await autocannon({
    url: `http://127.0.0.1:${port}/api/auth/me`,
    connections: 10,
    duration: 2,
    headers: { authorization: `Bearer ${data.token}` },
  });
  for (let i = 0; i < Math.min(runs, 3); i++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}/api/auth/me`,
      connections: 10,
      duration: 8,
      headers: { authorization: `Bearer ${data.token}` },
    });
    if (r.non2xx > 0) throw new Error(`${r.non2xx} answers were not 2xx`);
    rps.push(r.requests.average);
    p99.push(r.latency.p99);
  }
  await stop(server);
  results.push({
    name: 'GET /api/auth/me, 10 connections (autocannon), requests/s',
    answer: 'cached',
    budget: '≥ 3,000',
    value: `${Math.round(median(rps))}`,
    runs: rps.map(Math.round).join(', '),
    ok: median(rps) >= 3000,
  });
  results.push({
    name: 'GET /api/auth/me, 10 connections, p99 latency',
    answer: 'cached',
    budget: '≤ 20 ms',
    value: `${median(p99)} ms`,
    runs: p99.join(', ') + ' ms',
    ok: median(p99) <= 20,
  });
}

// 3. Entry JavaScript of the signed-in shell: every script Chromium fetches to show /dashboard signed in.
{
  const server = startServer(dataDir, port);
  await waitForHealth(port);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
  });
  const { data } = await login.json();
  const browser = await launchChromium();
  const page = await browser.newPage();
  // /login is visited only to set the token in its origin's storage. It is let finish (network idle) before the
  // listener is attached: with only 'load' awaited, the sign-in page's lazy chunks answered after it could be counted
  // as the shell's (the figure moved between 208 and 216 KB from run to run). What /dashboard fetches is all counted,
  // the entry chunks again too (the browser answers them from its cache, and the answer is seen).
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.evaluate((token) => localStorage.setItem('studio.token', token), data.token);
  // Only what /dashboard asks for counts: a response that arrives after the listener is attached but was requested by
  // /login (its lazy chunks, late on a loaded machine) is not the shell's.
  const scripts = new Set();
  const asked = new Set();
  page.on('request', (r) => asked.add(r));
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js') && asked.has(r.request())) scripts.add(path);
  });
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await browser.close();
  await stop(server);
  const gz = (p) => gzipSync(readFileSync(join('dist/client', p))).length;
  const js = [...scripts].reduce((n, p) => n + gz(p), 0);
  const monaco = [...scripts].some((p) => /monaco|editor\.main/i.test(p));
  results.push({
    name: `Entry JavaScript of the signed-in shell at /dashboard (gzip; ${scripts.size} files)`,
    budget: '≤ 200 KB, no Monaco',
    value: `${(js / 1024).toFixed(1)} KB`,
    runs: monaco ? 'Monaco loaded!' : 'no Monaco or editor chunk',
    ok: js <= 200 * 1024 && !monaco,
  });
}

rmSync(dataDir, { recursive: true, force: true });

// 4. The budgets of later issues, each measured by its own script printing `{ results }` as JSON with BENCH_JSON=1.
/** The per-issue bench scripts, one a line (a new one is a line of its own). */
const issueBenches = [
  'bench-flow.mjs',
  'bench-content.mjs',
  'bench-canvas.mjs',
  'bench-canvas-large.mjs',
  'bench-canvas-edits.mjs',
  'bench-reactflow.mjs',
  'bench-editors.mjs',
  'bench-jobs.mjs',
  'bench-palette.mjs',
  'bench-engine.mjs',
  'bench-engine-api.mjs',
  'bench-plans.mjs',
  'bench-users.mjs',
  'bench-versions.mjs',
  'bench-taskmap.mjs',
  'bench-validation.mjs',
  'bench-billing.mjs',
  'bench-sim.mjs',
  'bench-flood.mjs',
  'bench-transfer.mjs',
  'bench-admin-screens.mjs',
  'bench-telephony.mjs',
  'bench-node-logging.mjs',
  'bench-migration.mjs',
  'bench-analyse.mjs',
  'bench-sso.mjs',
  'bench-platform.mjs',
  'bench-campaigns.mjs',
  'bench-traffic.mjs',
];
for (const script of issueBenches) {
  if (!existsSync(join('scripts', script))) continue;
  console.log(`Running ${script}…`);
  // A script exits non-zero when a budget is missed; its figures still go into the table, marked **no**.
  const run = spawnSync(process.execPath, [join('scripts', script)], {
    env: { ...process.env, BENCH_JSON: '1', BENCH_BUILD: '0' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const out = run.stdout ?? '';
  const json = out
    .trim()
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  if (!json) throw new Error(`${script} printed no JSON result`);
  results.push(...JSON.parse(json).results);
}

const lines = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${runs} runs where it says so; the value is the median).`,
  'The machine is shared and noisy: compare medians, not single runs.',
  '',
  'The answer column says whether the figure measures a cached answer (a repeated request the server answers from a cache',
  'kept until its data changes) or one computed afresh; — where no cache stands between the request and the work.',
  '',
  '| what | budget | median | runs | answer | within budget |',
  '|---|---|---|---|---|---|',
  ...results.map(tableRow),
  '',
];
// The section npm run load writes stays as it is.
const kept = existsSync('docs/benchmarks.md') ? loadSection(readFileSync('docs/benchmarks.md', 'utf8')) : '';
if (kept) lines.push(kept, '');
writeFileSync('docs/benchmarks.md', lines.join('\n'));
console.log(lines.join('\n'));
// A missed budget fails the command (the table is written either way).
const missed = results.filter((r) => !r.ok);
for (const r of missed) console.error(`Budget missed: ${r.name}: ${r.value} (budget ${r.budget})`);
process.exit(missed.length ? 1 : 0);
