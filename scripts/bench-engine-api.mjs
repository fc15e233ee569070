#!/usr/bin/env node
// Budget: the engine through its API, one process, each turn stored before it is answered — ≥ 500 turns/s
// and ≥ 220 complete sessions/s of the demo menu task at 40 concurrent callers, turn p95 ≤ 50 ms, on SQLite and on
// PostgreSQL. Measured as a client meets it: the built studio (dist/server/main.js, one process, the demo data) is
// started on SQLite, then on a fresh PostgreSQL database of its own (engine_bench_<pid>, on BENCH_DATABASE_URL's server,
// else postgres://postgres@127.0.0.1:5432; dropped afterwards). The demo builder signs in and BENCH_CALLERS callers
// (default 10 and 40) each loop over the simulator's calls the web client makes for "Retail main line" — POST
// /sim/sessions (turn 1: welcome, the menu waits for a key), POST /sim/sessions/{id}/input {dtmf: "1"} (turn 2: the
// order branch, goodbye, the session ends) — for BENCH_SECONDS (default 10, after 2 unmeasured). A turn is one
// request's round trip; a session counts when its second answer says `ended`. Sessions/s, turns/s, turn p50 and p95
// are each the median of BENCH_RUNS runs (default 3); the machine's load (`uptime`) is taken before each run.
// The server process's CPU time per turn (from /proc) is given too: unlike the rates, it hardly depends on what else runs;
// on PostgreSQL so is the database's (its backends of the bench database, from /proc: the database runs on this machine).
// NOTE: the client runs on the same 2 cores as the server: what it spends on its requests is taken from the server.
// The account's allowance of session starts (60 in 10 s, limits.sessionStarts) is raised for the bench server
// (ENGINE_SESSION_STARTS): the budget is one account's callers at 220 sessions/s.
// BENCH_LABEL names another build measured the same way (BUILD_DIR=<its dist>): its rows are named apart, so a
// before and an after stand side by side in docs/benchmarks.md.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench, `BENCH_WRITE=1` puts them into
// docs/benchmarks.md; exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltStudio } from './bench-studio.mjs';
import { writeTableRows } from './bench-table.mjs';
import pg from 'pg';
import { benchDatabase, median } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const callerCounts = (process.env.BENCH_CALLERS ?? '10,40').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0].toFixed(2);

if (!existsSync(join(buildDir, 'server/main.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

/** The CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU time (ms) the PostgreSQL server's backends of `database` have used so far, by backend (from /proc: the
 * database server runs on this machine): what the turns cost PostgreSQL itself, which the studio's CPU leaves out.
 */
async function databaseCpuMs(url) {
  if (!url) return new Map();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/** The CPU the backends used between two readings (a backend gone since counts what it had used at the first). */
const cpuBetween = (before, after) => {
  let ms = 0;
  for (const [pid, used] of after) if (Number.isFinite(used)) ms += used - (before.get(pid) ?? used);
  return ms;
};

/** A keep-alive HTTP client of the studio (one connection per caller at most): JSON in, `{ status, json }` out. */
function client(base, headers, sockets) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const call = (method, path, body) =>
    new Promise((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `/api${path}`,
          agent,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            try {
              done({ status: res.statusCode, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
            } catch (error) {
              fail(error);
            }
          });
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

/** The demo builder in Northwind Retail, and the "Retail main line" task. */
async function signIn(base, callers) {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const sp = login.data.user.account_mappings.find((m) => m.accounts.some((a) => a.ac_name === 'Northwind Retail'));
  const acId = sp.accounts.find((a) => a.ac_name === 'Northwind Retail').ac_id;
  const headers = { authorization: `Bearer ${login.data.token}`, 'x-scope': 'ac', 'x-scope-id': String(acId), 'x-sp-id': String(sp.sp_id) };
  const http = client(base, headers, callers);
  const tasks = await http.call('GET', '/studio/tasks');
  const task = tasks.json.data.find((t) => t.task_name === 'Retail main line');
  return { http, taskId: task.task_id };
}

/** One run: `callers` loops of start + key 1 for warmup + seconds; the figures of the measured part. */
async function run(base, callers, pid, databaseUrl) {
  const { http, taskId } = await signIn(base, callers);
  const turns = [];
  let sessions = 0;
  let failures = 0;
  let firstFailure = null;
  let measuring = false;
  let stopping = false;
  const turn = async (method, path, body) => {
    const t = performance.now();
    const res = await http.call(method, path, body);
    const ms = performance.now() - t;
    if (res.status >= 400) {
      failures += 1;
      firstFailure ??= `${method} ${path} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`;
      return null;
    }
    if (measuring) turns.push(ms);
    return res.json.data;
  };
  const caller = async () => {
    while (!stopping) {
      const started = await turn('POST', '/sim/sessions', { task_id: taskId });
      if (!started) continue;
      if (started.status !== 'waiting') throw new Error(`the session did not wait at the menu: ${JSON.stringify(started).slice(0, 300)}`);
      const counted = measuring;
      const ended = await turn('POST', `/sim/sessions/${started.session_id}/input`, { dtmf: '1' });
      if (!ended) continue;
      if (ended.status !== 'ended') throw new Error(`the session did not end after key 1: ${JSON.stringify(ended).slice(0, 300)}`);
      if (counted && measuring) sessions += 1;
    }
  };
  const load = load1();
  const loops = Array.from({ length: callers }, caller);
  await sleep(warmup * 1000);
  measuring = true;
  const t0 = performance.now();
  const cpu0 = cpuMs(pid);
  const dbCpu0 = await databaseCpuMs(databaseUrl);
  await sleep(seconds * 1000);
  measuring = false;
  const cpu = cpuMs(pid) - cpu0;
  const dbCpu = cpuBetween(dbCpu0, await databaseCpuMs(databaseUrl));
  const elapsed = (performance.now() - t0) / 1000;
  stopping = true;
  await Promise.all(loops);
  http.close();
  if (failures > 0) throw new Error(`${failures} requests failed; the first: ${firstFailure}`);
  const sorted = turns.sort((a, b) => a - b);
  return {
    sessionsPerS: sessions / elapsed,
    turnsPerS: turns.length / elapsed,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    // What a turn costs the server process, whatever else runs on the machine (the database server's own on PostgreSQL is not in it).
    cpuPerTurn: cpu / turns.length,
    // What a turn costs PostgreSQL's backends of the database (0 on SQLite, which runs inside the server process).
    dbCpuPerTurn: dbCpu / turns.length,
    load,
  };
}

const results = [];
const loadAtStart = load1();
for (const engine of engines) {
  const database = await benchDatabase(engine, 'engine');
  const databaseUrl = database.url;
  const { base, stop, pid } = await startBuiltStudio({
    root,
    buildDir,
    name: `engine-api-${engine}`,
    portBase: 24080,
    databaseUrl,
    env: { ENGINE_SESSION_STARTS: '1000000' },
    // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops.
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [],
  });
  const label = engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  try {
    for (const callers of callerCounts) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        const r = await run(base, callers, pid, databaseUrl);
        all.push(r);
        if (process.env.BENCH_JSON !== '1')
          console.log(
            `${label}, ${callers} callers, run ${i + 1}: ${r.sessionsPerS.toFixed(0)} sessions/s, ${r.turnsPerS.toFixed(0)} turns/s, turn p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, server CPU ${r.cpuPerTurn.toFixed(2)} ms/turn${databaseUrl ? `, PostgreSQL CPU ${r.dbCpuPerTurn.toFixed(2)} ms/turn` : ''} (load ${r.load})`,
          );
      }
      const m = (key) => median(all.map((r) => r[key]));
      const loads = `load ${all.map((r) => r.load).join(', ')}`;
      const name = (what) =>
        `Engine through the API, ${what}, demo menu task (start + key 1) at ${callers} callers, ${label}, one process${process.env.BENCH_LABEL ? ` (${process.env.BENCH_LABEL})` : ''}`;
      const sessionsOk = callers !== 40 || m('sessionsPerS') >= 220;
      const turnsOk = callers !== 40 || m('turnsPerS') >= 500;
      const p95Ok = callers !== 40 || m('p95') <= 50;
      results.push(
        {
          name: name('complete sessions/s'),
          answer: '—',
          budget: callers === 40 ? '≥ 220 sessions/s' : '— (40 callers: ≥ 220)',
          value: `${Math.round(m('sessionsPerS'))} sessions/s`,
          runs: `${all.map((r) => Math.round(r.sessionsPerS)).join(', ')} sessions/s (${loads})`,
          ok: sessionsOk,
        },
        {
          name: name('turns/s'),
          answer: '—',
          budget: callers === 40 ? '≥ 500 turns/s' : '— (40 callers: ≥ 500)',
          value: `${Math.round(m('turnsPerS'))} turns/s`,
          runs: `${all.map((r) => Math.round(r.turnsPerS)).join(', ')} turns/s (${loads})`,
          ok: turnsOk,
        },
        {
          name: name('turn p50 / p95'),
          answer: '—',
          budget: callers === 40 ? 'p95 ≤ 50 ms' : '— (40 callers: p95 ≤ 50 ms)',
          value: `${m('p50').toFixed(1)} / ${m('p95').toFixed(1)} ms`,
          runs: `${all.map((r) => `${r.p50.toFixed(1)}/${r.p95.toFixed(1)}`).join(', ')} ms (${loads})`,
          ok: p95Ok,
        },
        {
          name: name('server CPU per turn'),
          answer: '—',
          budget: '— (what a turn costs the server process, under any load)',
          value: `${m('cpuPerTurn').toFixed(2)} ms`,
          runs: `${all.map((r) => r.cpuPerTurn.toFixed(2)).join(', ')} ms (${loads})`,
          ok: true,
        },
      );
      if (databaseUrl)
        results.push({
          name: name('PostgreSQL CPU per turn'),
          answer: '—',
          budget: "— (what a turn costs the database server's backends, under any load)",
          value: `${m('dbCpuPerTurn').toFixed(2)} ms`,
          runs: `${all.map((r) => r.dbCpuPerTurn.toFixed(2)).join(', ')} ms (${loads})`,
          ok: true,
        });
    }
  } finally {
    await stop();
    await database.drop();
  }
}

const note = `${new Date().toISOString().slice(0, 10)}, load average ${loadAtStart} → ${load1()} on ${cpus().length} cores, the client on the same cores`;
for (const r of results) r.runs += `; ${note}`;
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
