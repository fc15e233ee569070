#!/usr/bin/env node
// `npm run load`: two studio processes on PostgreSQL (a database of its own, dropped afterwards) sharing rooms
// through Redis, behind a round-robin HTTP + WebSocket proxy on loopback, at the level of "fast at ten times the size":
//  - LOAD_EDITORS simulated editors (default 1,000) with LOAD_THINK_MS (default 1,000 ± 50 %) between edits,
//    LOAD_SHARED of them (default 10) on each task, as people on one canvas: every edit carries the revision its editor
//    last saw and asks for the delta answer; a stale edit is refused (409), and the editor takes in the task as it is now
//    and makes the edit again (scripts/load/editor.mjs). They run in LOAD_PROCESSES child processes (default 2), whole
//    tasks each, so that the client's own event loop does not pass for server latency; each socket shows its task's
//    canvas (`canvas:here`), as the studio's canvas does.
//  - LOAD_CALLERS simulator callers (default 200) running the demo menu task (start, key 1) with a pause of
//    LOAD_CALLER_PAUSE_MS (default 2,000 ± 50 %) between sessions, LOAD_CALLERS_PER_ACCOUNT (default 10) per account
//    (accounts made for the run: an account may start 60 sessions in 10 s and keep 50 waiting), in a child process.
//  Phase 1 lasts LOAD_SECONDS (default 60); then, for LOAD_KILL_SECONDS (default 30; 0 skips it), process 1 is killed
//  with SIGKILL after a quarter and restarted at half way, and a quarter more runs once it answers.
// Checks: no lost or duplicated edit (each task's stored nodes equal what its editors were told, revision by revision),
// every stale edit refused and retried, p95 edit ≤ 100 ms, p95 turn ≤ 100 ms, change notices reach only the editors
// of the edited task and cross processes, both processes serve, and after the SIGKILL: nothing half-applied or lost,
// every client reconnects, the restarted process serves again and the callers go on.
// LOAD_CPU_PROF=<folder>: the servers write CPU profiles there (the killed one does not); their top costs are printed.
// Writes its figures into docs/benchmarks.md (its own section) and exits non-zero when a check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { prepareCallerAccounts } from './load/callers.mjs';
import { startChild } from './load/child.mjs';
import { startCluster } from './load/cluster.mjs';
import { topCosts } from './load/profile.mjs';
import { startProxy } from './load/proxy.mjs';
import { percentile, writeLoadSection } from './load/report.mjs';

const root = resolve(import.meta.dirname, '..');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const editors = env('LOAD_EDITORS', 1000);
const shared = Math.max(1, env('LOAD_SHARED', 10));
const thinkMs = env('LOAD_THINK_MS', 1000);
const callers = env('LOAD_CALLERS', 200);
const callerPauseMs = env('LOAD_CALLER_PAUSE_MS', 2000);
const callersPerAccount = env('LOAD_CALLERS_PER_ACCOUNT', 10);
const seconds = env('LOAD_SECONDS', 60);
const killSeconds = env('LOAD_KILL_SECONDS', 30);
const processes = Math.max(1, env('LOAD_PROCESSES', 2));
const cpuProf = process.env.LOAD_CPU_PROF ? resolve(process.env.LOAD_CPU_PROF) : null;
const budgetMs = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fixed = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');

if (!existsSync(join(root, 'dist/server/main.js')) || process.env.LOAD_BUILD === '1') {
  console.log('Building…');
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

/** The CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let cluster = null;
let proxy = null;
let workers = [];
let callerChild = null;
let failed = false;
const checks = [];
const notes = [];
const check = (name, ok, detail, budget = 'must hold') => {
  checks.push({ name, ok, detail, budget });
  if (!ok) failed = true;
};
let stopAt = null;
/** A last guard, from the end of the setup: the phases, their grace for retries, and the checks take far less. */
const guard = () => {
  stopAt = setTimeout(
    () => {
      console.error('load: the run took too long; stopping');
      cleanup().finally(() => process.exit(1));
    },
    (seconds + killSeconds + 900) * 1000,
  );
};

async function cleanup() {
  clearTimeout(stopAt);
  await Promise.all(workers.map((w) => w.ask('stop').catch(() => w.kill())));
  await callerChild?.ask('stop').catch(() => callerChild?.kill());
  workers = [];
  callerChild = null;
  // The servers hear the sockets go (presence) before they are told to stop.
  await sleep(500);
  await proxy?.close().catch(() => {});
  await cluster?.stop().catch((err) => console.error('load: cleanup failed:', err.message));
  cluster = null;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().finally(() => process.exit(1)));

/** The sums of the workers' figures (lists joined). */
const gather = (answers) => {
  const out = {};
  for (const a of answers)
    for (const [k, v] of Object.entries(a)) {
      if (Array.isArray(v) && typeof v[0] === 'number' && k === 'byBackend') out[k] = (out[k] ?? [0, 0]).map((n, i) => n + (v[i] ?? 0));
      else if (Array.isArray(v)) out[k] = [...(out[k] ?? []), ...v];
      else if (typeof v === 'number') out[k] = (out[k] ?? 0) + v;
    }
  return out;
};
const askAll = async (cmd, fields) => gather(await Promise.all(workers.map((w) => w.ask(cmd, fields))));
const socketBackends = () => Object.fromEntries(proxy.socketBackend);

/** CPU used so far by each part, in ms. */
async function cpuSnapshot() {
  const parts = { server0: cpuMsOf(cluster.pid(0)), server1: cpuMsOf(cluster.pid(1)), proxy: ownCpuMs() };
  const editorCpu = await Promise.all(workers.map((w) => w.ask('sockets')));
  parts.editors = editorCpu.reduce((n, a) => n + a.cpuMs, 0);
  parts.callers = callerChild ? (await callerChild.ask('cpu')).cpuMs : 0;
  return parts;
}

try {
  console.log(`Starting two servers on PostgreSQL with Redis…`);
  if (cpuProf) mkdirSync(cpuProf, { recursive: true });
  cluster = await startCluster(root, 2, { cpuProf });
  proxy = await startProxy(cluster.ports);
  const base = `http://127.0.0.1:${proxy.port}`;
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const account = (await db.query(`select ac_id, sp_id from accounts where ac_name = 'Northwind Retail'`)).rows[0];
  const prompt = (await db.query(`select prompt_id from prompts where ac_id = $1 order by prompt_id limit 1`, [account.ac_id])).rows[0];
  const spPlan = (await db.query(`select sp_plan_id from ac_plans where ac_id = $1 limit 1`, [account.ac_id])).rows[0];
  await db.end();

  const groups = [];
  for (let g = 0; g * shared < editors; g++)
    groups.push({ group: g, members: Array.from({ length: Math.min(shared, editors - g * shared) }, (_, k) => g * shared + k) });
  console.log(`Setting up ${editors} editors on ${groups.length} tasks in ${processes} processes…`);
  workers = Array.from({ length: processes }, (_, w) => startChild(join(root, 'scripts/load/editors-process.mjs'), `editors ${w}`));
  const ctx = {
    base,
    thinkMs,
    acId: account.ac_id,
    spId: account.sp_id,
    promptId: prompt.prompt_id,
    tag: cluster.tag,
    password: 'Studio-demo-1',
  };
  await Promise.all(workers.map((w, k) => w.ask('setup', { ctx, groups: groups.filter((_, g) => g % processes === k) })));

  const accountsNeeded = Math.ceil(callers / callersPerAccount);
  if (callers > 0) {
    console.log(`Making ${accountsNeeded} accounts with the menu task for ${callers} callers…`);
    const prepared = await prepareCallerAccounts(base, {
      spId: account.sp_id,
      retailId: account.ac_id,
      spPlanId: spPlan.sp_plan_id,
      tag: cluster.tag,
      count: accountsNeeded,
    });
    callerChild = startChild(join(root, 'scripts/load/callers-process.mjs'), 'callers');
    await callerChild.ask('start', {
      base,
      token: prepared.token,
      spId: account.sp_id,
      accounts: prepared.accounts,
      callers,
      pauseMs: callerPauseMs,
    });
  }

  // Phase 1: both processes up.
  guard();
  console.log(`Phase 1: ${editors} editors and ${callers} callers for ${seconds} s…`);
  await callerChild?.ask('take');
  const cpu0 = await cpuSnapshot();
  const load0 = loadavg()[0];
  const t0 = performance.now();
  await askAll('run', { until: Date.now() + seconds * 1000, thinkMs, counting: true });
  const elapsed = (performance.now() - t0) / 1000;
  const callers1 = callerChild ? await callerChild.ask('take') : null;
  const cpu1 = await cpuSnapshot();
  const load1 = loadavg();
  await sleep(1000);
  const p1 = await askAll('collect', { socketBackends: socketBackends() });
  const v1 = await askAll('verify');
  if (p1.errors.length) console.log(`  first refusals and errors: ${p1.errors.slice(0, 5).join('; ')}`);
  const cpuShare = Object.fromEntries(Object.keys(cpu1).map((k) => [k, (cpu1[k] - cpu0[k]) / 1000 / elapsed]));

  check(
    'no lost or duplicated edit (phase 1)',
    v1.lost === 0 && v1.duplicated === 0 && p1.lost === 0,
    `${v1.ok} of ${groups.length} tasks equal what their editors were told, ${v1.lost} lost, ${v1.duplicated} duplicated; ${p1.lost} answers lost${v1.details.length ? ` (${v1.details.join('; ')})` : ''}`,
  );
  check(
    'every stale edit refused and retried',
    p1.stale > 0 && p1.retried + p1.cut === p1.stale + p1.gone && p1.gaveUp === 0,
    `${p1.sent} edits sent, ${p1.applied} applied; ${p1.stale} refused stale (409) and ${p1.gone} refused as their node was gone (404), ${p1.retried} retried on the task as it was then (${p1.cut} refused when the phase was 20 s over, not made again), ${p1.gaveUp} given up after 20 tries; ${p1.refused} refused otherwise (an undo with nothing to undo)`,
  );
  check(
    `p95 edit round trip ≤ ${budgetMs} ms`,
    percentile(p1.latencies, 95) <= budgetMs,
    `p50 ${fixed(percentile(p1.latencies, 50))} ms, p95 ${fixed(percentile(p1.latencies, 95))} ms, max ${fixed(percentile(p1.latencies, 100))} ms (applied edits; a stale refusal: p95 ${fixed(percentile(p1.staleLatencies, 95))} ms)`,
    `≤ ${budgetMs} ms`,
  );
  if (callers1) {
    check(
      `p95 simulator turn ≤ ${budgetMs} ms`,
      percentile(callers1.turns, 95) <= budgetMs && callers1.turns.length > 0,
      `${fixed(callers1.turns.length / elapsed)} turns/s, ${fixed(callers1.sessions / elapsed)} sessions/s; p50 ${fixed(percentile(callers1.turns, 50))} ms, p95 ${fixed(percentile(callers1.turns, 95))} ms; ${callers1.refusedStarts} starts refused by the account's start limit, ${callers1.refusedWaiting} by its waiting sessions, ${callers1.failed} failed${callers1.errors.length ? ` (${callers1.errors.slice(0, 2).join('; ')})` : ''}`,
      `≤ ${budgetMs} ms`,
    );
  }
  const expected = p1.applied * (shared - 1);
  check(
    'change notices follow who looks at what, across processes',
    p1.foreign === 0 && p1.cross > 0,
    `${fixed(p1.notices / Math.max(1, p1.applied))} notices per applied edit (${p1.notices} in all; the ${shared} sockets of its canvas); ${p1.heard} of ${expected} edits heard by the task's other editors; ${p1.foreign} about another task; ${p1.cross} crossed processes`,
  );
  check(
    'both processes served edits',
    p1.byBackend.every((n) => n > 0),
    `${p1.byBackend.join(' / ')} edits`,
  );

  const phase1 =
    `Phase 1: new edits for ${seconds} s, the last answered after ${fixed(elapsed, 0)} s; ${p1.applied} edits applied (${fixed(p1.applied / elapsed)}/s). CPU in cores (of ${cpus().length}): server 0 ${fixed(cpuShare.server0, 2)}, server 1 ${fixed(cpuShare.server1, 2)}, ` +
    `the editors' ${processes} processes ${fixed(cpuShare.editors, 2)}, the callers' process ${fixed(cpuShare.callers, 2)}, the proxy (and this script) ${fixed(cpuShare.proxy, 2)}; PostgreSQL and Redis take the rest. ` +
    `Load average (1, 5 min) at its start ${fixed(load0)}, at its end ${fixed(load1[0])}, ${fixed(load1[1])}.`;
  console.log(phase1);
  notes.push(phase1);

  if (killSeconds > 0) await killPhase(groups.length);
  report();
} catch (err) {
  failed = true;
  console.error('load:', err?.stack ?? err);
} finally {
  await cleanup();
}
if (cpuProf) printProfiles();
console.log(failed ? 'load: FAILED' : 'load: all checks passed');
process.exit(failed ? 1 : 0);

async function killPhase(taskCount) {
  console.log(`Phase 2: ${killSeconds} s; SIGKILL to process 1 after ${Math.round(killSeconds / 4)} s…`);
  await callerChild?.ask('take');
  let restartMs = 0;
  let callersAfterRestart = null;
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
  })();
  await Promise.all([chaos, askAll('run', { until: Date.now() + killSeconds * 750, thinkMs, counting: true })]);
  const before = await askAll('collect', { socketBackends: socketBackends() });
  const callersBefore = callerChild ? await callerChild.ask('take') : null;
  // A quarter more once the restarted process answers, whenever that was.
  await askAll('run', { until: Date.now() + killSeconds * 250, thinkMs, counting: true });
  callersAfterRestart = callerChild ? await callerChild.ask('take') : null;
  let sockets = await askAll('sockets');
  for (let waited = 0; waited < 15000 && sockets.connected < sockets.editors; waited += 500) {
    await sleep(500);
    sockets = await askAll('sockets');
  }
  const after = await askAll('collect', { socketBackends: socketBackends() });
  const v2 = await askAll('verify');
  check(
    'nothing lost or half-applied after SIGKILL',
    v2.lost === 0 && v2.duplicated === 0,
    `${before.lost + after.lost} answers lost while the process died; ${v2.gaps} revisions made by an edit whose answer was lost (of ${v2.unanswered} such edits, each applied once or not at all); ${v2.ok} of ${taskCount} tasks equal what their editors were told${v2.details.length ? ` (${v2.details.join('; ')})` : ''}`,
  );
  check(
    'clients reconnect',
    sockets.connected === sockets.editors && sockets.reconnected > 0,
    `${sockets.reconnected} sockets reconnected, ${sockets.connected} of ${sockets.editors} connected at the end`,
  );
  check(
    'the restarted process serves again',
    after.byBackend[1] > 0 && (!callersAfterRestart || callersAfterRestart.sessions > 0),
    `${after.byBackend[1]} edits served by it after the restart${callersAfterRestart ? `; the callers ended ${callersAfterRestart.sessions} sessions then (${callersBefore.failed + callersAfterRestart.failed} turns failed while the process was down)` : ''}`,
  );
  notes.push(
    `Phase 2: ${killSeconds} s, ${before.applied + after.applied} edits applied; process 1 killed with SIGKILL after a quarter and restarted at half way (up again in ${Math.round(restartMs)} ms), then a quarter more.`,
  );
}

function report() {
  console.log('');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log('');
  const date = new Date().toISOString().slice(0, 10);
  writeLoadSection(join(root, 'docs/benchmarks.md'), [
    '## Two processes under load',
    '',
    `Measured by \`npm run load\` on ${date} (Node ${process.version}): two server processes on PostgreSQL with the Redis adapter,`,
    `behind a round-robin proxy; ${editors} editors (think time ${thinkMs} ms ± 50 %), ${shared} on each task, adding, updating, pasting and`,
    `undoing nodes with the revision they last saw (a stale edit is refused and made again on the task as it is), and ${callers} simulator`,
    `callers running the demo menu task (a pause of ${callerPauseMs} ms ± 50 % between sessions, ${callersPerAccount} per account), all at once.`,
    '',
    '| what | budget | measured | within budget |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.budget} | ${c.detail} | ${c.ok ? 'yes' : '**no**'} |`),
    '',
    ...notes.flatMap((n) => [n, '']),
    `The editors, the callers, the proxy, both servers, PostgreSQL and Redis run on the same ${cpus().length} cores.`,
  ]);
}

function printProfiles() {
  const files = readdirSync(cpuProf).filter((f) => f.endsWith('.cpuprofile'));
  for (const f of files) {
    console.log(`\nTop self-time costs of ${f}:`);
    for (const row of topCosts(join(cpuProf, f), 25)) console.log(`  ${row}`);
  }
}
