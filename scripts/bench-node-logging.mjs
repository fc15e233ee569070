#!/usr/bin/env node
// Budget: node logging adds ≤ 1 ms (p95) to a session's turn. Measured through the API of the built
// studio, on SQLite and on PostgreSQL (an empty database of its own on the local server, or BENCH_DATABASE_URL's
// server): the demo provider admin starts simulator sessions of "Retail main line" (a turn that plays prompts and waits at
// the menu) back to back, in blocks of BENCH_SAMPLES (default 50, after 5 unmeasured) alternately with the task attached to no
// profile and attached to a webhook profile whose receiver is on loopback (a process of its own), BENCH_BLOCKS of each; the
// figure is the difference of the two p95s, the median of BENCH_RUNS runs.
// BENCH_CPU_PROF=<folder> writes the servers' CPU profiles there (node --cpu-prof, a file per thread); BENCH_WRITE=1
// puts the figures into docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltStudio } from './bench-studio.mjs';
import { benchDatabase, machineLoad, median, p95 } from './bench-kit.mjs';
import { writeTableRows } from './bench-table.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const samples = Number(process.env.BENCH_SAMPLES ?? 50);
// Blocks of each kind a run alternates (BENCH_BLOCKS, default 4): a run's p95s are over blocks × samples starts each.
const blocks = Number(process.env.BENCH_BLOCKS ?? 4);

if (!existsSync(join(buildDir, 'server/main.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

// The webhook, in a process of its own (receiving ~10 posts a turn in this one would slow the client that times the
// turns): counts what it receives, answers at once, and tells the count at GET /count.
const hook = spawn(
  process.execPath,
  [
    '-e',
    `let received = 0;
     const server = require('node:http').createServer((req, res) => {
       if (req.url === '/count') return res.end(String(received));
       req.resume();
       req.on('end', () => { received += 1; res.writeHead(204).end(); });
     });
     server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
// The webhook stands for a server on another machine: at the lowest CPU priority, it takes from these two cores only what
// the studio and the client leave (a real receiver takes none of them).
os.setPriority(hook.pid, 19);
const hookPort = await new Promise((r) => hook.stdout.once('data', (d) => r(Number(String(d).trim()))));
const hookUrl = `http://127.0.0.1:${hookPort}/events`;
const receivedNow = async () => Number(await (await fetch(`http://127.0.0.1:${hookPort}/count`)).text());

/** Waits until the webhook has received nothing more for a second (the queues look for jobs every half second). */
async function delivered() {
  for (let last = -1, now = await receivedNow(); now !== last; last = now, now = await receivedNow())
    await new Promise((r) => setTimeout(r, 1000));
}

/** The demo provider admin's API in Northwind Retail (whose plan has node-logging profiles; the admin may attach them). */
async function retailApi(base) {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sp.admin@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const sp = login.data.user.account_mappings.find((m) => m.accounts.some((a) => a.ac_name === 'Northwind Retail'));
  const acId = sp.accounts.find((a) => a.ac_name === 'Northwind Retail').ac_id;
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${login.data.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(acId),
    'x-sp-id': String(sp.sp_id),
  };
  return {
    async call(method, path, body) {
      const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json.data ?? json;
    },
  };
}

/** The times of `samples` session starts after 5 unmeasured (each ended at once, so the account's waiting sessions stay under its limit). */
async function turnTimes(api, taskId) {
  const times = [];
  for (let i = 0; i < samples + 5; i++) {
    const t = performance.now();
    const session = await api.call('POST', '/sim/sessions', { task_id: taskId });
    if (i >= 5) times.push(performance.now() - t);
    await api.call('DELETE', `/sim/sessions/${session.session_id}`, {});
  }
  return times;
}

async function measure(engine) {
  const database = await benchDatabase(engine, 'nodelog');
  const databaseUrl = database.url;
  const { base, stop } = await startBuiltStudio({
    root,
    buildDir,
    name: `nodelog-${engine}`,
    portBase: 23080,
    databaseUrl,
    // The account's start allowance (60 in 10 s) raised: the starts run back to back.
    env: { ENGINE_ALLOW_PRIVATE_HOSTS: '127.0.0.1', ENGINE_SESSION_STARTS: '1000000' },
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF, engine)}`] : [],
  });
  try {
    const api = await retailApi(base);
    const task = (await api.call('GET', '/studio/tasks')).find((t) => t.task_name === 'Retail main line');
    const added = [];
    const detail = [];
    for (let run = 0; run < runs; run++) {
      // Blocks without and with the profile, alternating, so both meet the machine's same moments; each block's first
      // five starts are not measured (the deliveries of the block before may still be running).
      const plain = [];
      const logged = [];
      for (let block = 0; block < blocks; block++) {
        plain.push(...(await turnTimes(api, task.task_id)));
        const profile = await api.call('POST', '/node-logging/profiles', {
          profile_name: `Bench hook ${run}-${block}`,
          profile_type: 'webhook',
          url: hookUrl,
          secret: 'bench-Secret-8',
          task_ids: [task.task_id],
        });
        logged.push(...(await turnTimes(api, task.task_id)));
        // The block's deliveries are let finish before the profile goes (a delivery checks its profile) and before the
        // next block without it (which they would slow).
        await delivered();
        await api.call('DELETE', `/node-logging/profiles/${profile.profile_id}`, {});
      }
      added.push(Math.max(0, p95(logged) - p95(plain)));
      detail.push(`${p95(plain).toFixed(1)} → ${p95(logged).toFixed(1)}`);
    }
    return {
      added: median(added),
      detail: `p95 of a turn without → with a webhook profile: ${detail.join(', ')} ms; ${await receivedNow()} events received`,
    };
  } finally {
    await stop();
    await database.drop();
  }
}

const results = [];
// BENCH_ENGINES=sqlite (or postgres) measures one database only.
for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')) {
  const load = machineLoad();
  const { added, detail } = await measure(engine);
  results.push({
    name: `Node logging: what a webhook profile adds to a session's turn, p95, through the API (${engine === 'postgres' ? 'PostgreSQL, pg-boss' : 'SQLite'})`,
    budget: '≤ 1 ms',
    value: `${added.toFixed(2)} ms`,
    runs: `${detail} (${load()})`,
    ok: added <= 1,
  });
}
hook.kill();
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
