#!/usr/bin/env node
// `npm run load`: two studio processes on PostgreSQL (a database of its own, dropped afterwards) sharing rooms
// through Redis, behind a round-robin HTTP + WebSocket proxy on loopback. LOAD_EDITORS simulated editors
// (default 200) edit tasks of their own for LOAD_SECONDS (default 60) with LOAD_THINK_MS (default 5000) between edits;
// then, for LOAD_KILL_SECONDS (default 30; 0 skips it), one process is killed with SIGKILL and later restarted.
// Checks: no lost or duplicated edit, p95 edit round trip ≤ 100 ms, realtime events cross processes, no
// half-applied edit after the kill, every client reconnects and the restarted process serves again.
// Writes its figures into docs/benchmarks.md (its own section) and exits non-zero when a check fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startCluster } from './load/cluster.mjs';
import { Editor } from './load/editor.mjs';
import { startProxy } from './load/proxy.mjs';
import { percentile, writeLoadSection } from './load/report.mjs';

const root = resolve(import.meta.dirname, '..');
const editors = Number(process.env.LOAD_EDITORS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const killSeconds = Number(process.env.LOAD_KILL_SECONDS ?? 30);
const thinkMs = Number(process.env.LOAD_THINK_MS ?? 5000);
const budgetMs = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(join(root, 'dist/server/main.js')) || process.env.LOAD_BUILD === '1') {
  console.log('Building…');
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

let cluster = null;
let proxy = null;
const all = [];
let failed = false;
const checks = [];
let phase2 = 'No kill phase.';
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  if (!ok) failed = true;
};
const sum = (f) => all.reduce((n, e) => n + f(e), 0);
const verifyAll = async () => {
  const out = { ok: 0, lost: 0, duplicated: 0 };
  for (const e of all) out[await e.verify()]++;
  return out;
};
const stopAt = setTimeout(
  () => {
    console.error('load: the run took too long; stopping');
    process.exitCode = 1;
    cleanup().finally(() => process.exit(1));
  },
  (seconds + killSeconds + 240) * 1000,
);

async function cleanup() {
  clearTimeout(stopAt);
  for (const e of all) e.socket?.close();
  await proxy?.close().catch(() => {});
  await cluster?.stop().catch((err) => console.error('load: cleanup failed:', err.message));
  cluster = null;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().finally(() => process.exit(1)));

try {
  console.log(`Starting two servers on PostgreSQL with Redis…`);
  cluster = await startCluster(root);
  proxy = await startProxy(cluster.ports);
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const account = (await db.query(`select ac_id, sp_id from accounts where ac_name = 'Northwind Retail'`)).rows[0];
  const prompt = (await db.query(`select prompt_id from prompts where ac_id = $1 order by prompt_id limit 1`, [account.ac_id])).rows[0];
  await db.end();
  const ctx = {
    base: `http://127.0.0.1:${proxy.port}`,
    acId: account.ac_id,
    spId: account.sp_id,
    promptId: prompt.prompt_id,
    proxy,
    tag: cluster.tag,
    password: 'Studio-demo-1',
    email: (i) => (i % 2 === 0 ? 'ac.builder@studio.test' : 'sp.admin@studio.test'),
  };
  console.log(`Signing in ${editors} editors and creating their tasks…`);
  for (let i = 0; i < editors; i++) all.push(new Editor(i, ctx));
  for (let i = 0; i < editors; i += 10) await Promise.all(all.slice(i, i + 10).map((e) => e.setup()));
  await Promise.all(all.map((e) => e.connect()));

  // Phase 1: both processes up.
  console.log(`Phase 1: ${editors} editors for ${seconds} s…`);
  for (const e of all) e.counting = true;
  await Promise.all(all.map((e) => e.run(Date.now() + seconds * 1000, thinkMs)));
  await sleep(1000);
  for (const e of all) e.counting = false;
  const latencies = all.flatMap((e) => e.stats.latencies);
  const p1 = {
    edits: sum((e) => e.stats.edits),
    refused: sum((e) => e.stats.refused),
    lost: sum((e) => e.stats.lost),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: percentile(latencies, 100),
    cross: sum((e) => e.cross),
    delivered: sum((e) => e.origins.size),
    byBackend: [sum((e) => e.stats.byBackend[0] ?? 0), sum((e) => e.stats.byBackend[1] ?? 0)],
  };
  // Each acknowledged edit should reach every other editor once (counted by distinct origin).
  p1.expected = p1.edits * (editors - 1);
  const v1 = await verifyAll();
  const why = all
    .flatMap((e) => e.stats.errors)
    .filter((m) => m.includes('answer lost'))
    .slice(0, 2)
    .join('; ');
  check(
    'no lost or duplicated edit (phase 1)',
    v1.lost === 0 && v1.duplicated === 0 && p1.lost === 0,
    `${v1.ok} tasks equal their model, ${v1.lost} lost, ${v1.duplicated} duplicated, ${p1.lost} answers lost${why ? ` (${why})` : ''}`,
  );
  check(
    `p95 edit round trip ≤ ${budgetMs} ms`,
    p1.p95 <= budgetMs,
    `p50 ${p1.p50.toFixed(1)} ms, p95 ${p1.p95.toFixed(1)} ms, max ${p1.max.toFixed(1)} ms`,
  );
  check(
    'realtime events reach editors on the other process',
    p1.cross > 0,
    `${p1.cross} cross-process refresh events; ${p1.delivered} of ${p1.expected} edit notices delivered`,
  );
  check(
    'both processes served edits',
    p1.byBackend.every((n) => n > 0),
    `${p1.byBackend.join(' / ')} edits`,
  );

  // Phase 2: process 1 is killed a quarter of the way in and restarted at half way.
  if (killSeconds > 0) await killPhase(p1);
  const refused = sum((e) => e.stats.refused);
  check(
    'no edit refused',
    refused === 0,
    `${refused} refused${
      refused
        ? `: ${all
            .flatMap((e) => e.stats.errors)
            .slice(0, 3)
            .join('; ')}`
        : ''
    }`,
  );
  report(p1);
} catch (err) {
  failed = true;
  console.error('load:', err?.stack ?? err);
} finally {
  await cleanup();
}
console.log(failed ? 'load: FAILED' : 'load: all checks passed');
process.exit(failed ? 1 : 0);

async function killPhase(p1) {
  console.log(`Phase 2: ${killSeconds} s; SIGKILL to process 1 after ${Math.round(killSeconds / 4)} s…`);
  for (const e of all) {
    e.stats.byBackend = [0, 0];
    e.stats.lost = 0;
    e.stats.lostApplied = 0;
    e.connects = 0;
  }
  const end = Date.now() + killSeconds * 750;
  let restartMs = 0;
  const chaos = (async () => {
    await sleep((killSeconds * 1000) / 4);
    await cluster.kill(1);
    proxy.markDown(1);
    console.log('  process 1 killed');
    await sleep((killSeconds * 1000) / 4);
    const restarting = performance.now();
    await cluster.start(1);
    restartMs = performance.now() - restarting;
    console.log(`  process 1 restarted (${Math.round(restartMs)} ms)`);
    for (const e of all) e.stats.byBackend = [0, 0];
  })();
  await Promise.all([chaos, ...all.map((e) => e.run(end, thinkMs))]);
  // A quarter more once the restarted process answers, whenever that was.
  await Promise.all(all.map((e) => e.run(Date.now() + killSeconds * 250, thinkMs)));
  for (let waited = 0; waited < 15000 && all.some((e) => !e.socket.connected); waited += 200) await sleep(200);
  const p2 = {
    edits: sum((e) => e.stats.edits) - p1.edits,
    lost: sum((e) => e.stats.lost),
    lostApplied: sum((e) => e.stats.lostApplied),
    half: sum((e) => e.stats.halfApplied),
    reconnected: sum((e) => (e.connects > 0 ? 1 : 0)),
    connected: sum((e) => (e.socket.connected ? 1 : 0)),
    afterRestart: sum((e) => e.stats.byBackend[1] ?? 0),
  };
  const v2 = await verifyAll();
  check(
    'no half-applied edit after SIGKILL',
    p2.half === 0 && v2.lost === 0 && v2.duplicated === 0,
    `${p2.lost} answers lost (${p2.lostApplied} of them applied), ${p2.half} half-applied; ${v2.ok} of ${editors} tasks equal their model`,
  );
  check(
    'clients reconnect',
    p2.connected === editors && p2.reconnected > 0,
    `${p2.reconnected} sockets reconnected, ${p2.connected} of ${editors} connected at the end`,
  );
  check('the restarted process serves again', p2.afterRestart > 0, `${p2.afterRestart} edits served by it after the restart`);
  phase2 = `Phase 2: ${killSeconds} s, ${p2.edits} edits; process 1 killed with SIGKILL after a quarter and restarted at half way (up again in ${Math.round(restartMs)} ms), then a quarter more.`;
}

function report(p1) {
  console.log('');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log('');
  const date = new Date().toISOString().slice(0, 10);
  writeLoadSection(join(root, 'docs/benchmarks.md'), [
    '## Two processes under load',
    '',
    `Measured by \`npm run load\` on ${date} (Node ${process.version}): two server processes on PostgreSQL with the Redis adapter,`,
    `behind a round-robin proxy; ${editors} editors (think time ${thinkMs} ms ± 50 %) adding, updating, pasting and undoing nodes.`,
    '',
    '| what | budget | measured | within budget |',
    '|---|---|---|---|',
    ...checks.map(
      (c) => `| ${c.name} | ${c.name.startsWith('p95') ? `≤ ${budgetMs} ms` : 'must hold'} | ${c.detail} | ${c.ok ? 'yes' : '**no**'} |`,
    ),
    '',
    `Phase 1: ${seconds} s, ${p1.edits} edits acknowledged (${(p1.edits / seconds).toFixed(1)}/s). ${phase2}`,
    `The editors, the proxy and both servers run on the same ${cpus().length} cores; load average (1, 5 min) at the end ${loadavg()
      .slice(0, 2)
      .map((n) => n.toFixed(1))
      .join(', ')}.`,
  ]);
}
