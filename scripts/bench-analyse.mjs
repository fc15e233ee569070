#!/usr/bin/env node
// Analyse budgets, on the built server with PostgreSQL (BENCH_PG, default the local server): a database of
// its own with demo data, then BENCH_USAGE_ROWS usage records (default 10,000,000) generated in the database itself
// (generate_series) over the last 365 days, a tenth of them in one account, and their rollups made by the rollup
// job's aggregation. Measured through the API: a usage view (call usage) over 90 days of that account ≤ 2 s, and a
// report instance over the same 90 days (queued → completed, polled) ≤ 2 s; and, in the database, the added cost of
// a session's usage record (its insert at the first turn and its update at the last) ≤ 2 ms p95.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench; exits 1 when a budget is missed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { healthy, stop } from './bench-server.mjs';
import { median, p95 } from './bench-kit.mjs';

const ROWS = Number(process.env.BENCH_USAGE_ROWS ?? 10_000_000);
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const RUNS = 5;
const WRITES = 300;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync('dist/server/main.js') || process.env.BENCH_BUILD !== '0')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const dbName = `studio_bench_analyse_${process.pid}`;
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = `${PG}/${dbName}`;
const root = resolve(import.meta.dirname, '..');
const port = 24080 + Math.floor(Math.random() * 800);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-analyse-'));
const start = () =>
  spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: join(root, 'dist/client'),
      DATABASE_URL: url,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

let server = start();
const figures = {};
try {
  await healthy(base, 120_000);
  await stop(server);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: accounts } = await db.query('select a.ac_id, a.ac_name from accounts a order by a.ac_id');
  const target = accounts.find((a) => a.ac_name.startsWith('Northwind Retail')).ac_id;
  const task = (await db.query('select task_id from tasks where ac_id = $1 order by task_id limit 1', [target])).rows[0].task_id;
  const ids = accounts.map((a) => a.ac_id);

  // 1. The records: one every few seconds over a year; a tenth in the measured account, the rest spread over the others.
  // The past year's monthly partitions first (a running studio makes each month's ahead of time; this one is new).
  for (let m = 13; m >= 1; m--) {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - m);
    const from = d.toISOString().slice(0, 7);
    d.setUTCMonth(d.getUTCMonth() + 1);
    const to = d.toISOString().slice(0, 7);
    await db.query(
      `create table if not exists usage_records_${from.replace('-', '_')} partition of usage_records for values from ('${from}-01') to ('${to}-01')`,
    );
  }
  const seeded = performance.now();
  await db.query(`select set_config('synchronous_commit', 'off', false)`);
  const chunk = 1_000_000;
  for (let from = 0; from < ROWS; from += chunk) {
    const to = Math.min(ROWS, from + chunk) - 1;
    await db.query(
      `insert into usage_records (session_id, ac_id, task_id, task_version, channel, simulated, started_at, ended_at, outcome, path, variables)
       select 'b' || i, case when i % 10 = 0 then $1 else ($2::int[])[1 + (i % $3)] end, case when i % 10 = 0 then $4 else 900000 + i % 50 end, null,
              (array['voice','voice','chatbot','messaging','workflow'])[1 + i % 5], 0,
              to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(t + interval '75 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              case when i % 17 = 0 then 'error' else 'completed' end, '[]', '{}'
       from generate_series($5::bigint, $6::bigint) i, lateral (select (now() at time zone 'utc') - (i * (365 * 86400.0 / $7)) * interval '1 second' as t) s`,
      [target, ids, ids.length, task, from, to, ROWS],
    );
  }
  figures.seedSeconds = Math.round((performance.now() - seeded) / 1000);
  // 2. The rollups the job keeps, made at once by the same aggregation (whole sessions per account, hour, task and channel).
  const rolled = performance.now();
  await db.query(`insert into usage_rollups (ac_id, hour, task_id, channel, usage_type, node_id, sessions, failed, duration_s)
    select ac_id, substr(started_at, 1, 13), task_id, channel, 'session', 0, count(*), sum(case when outcome = 'error' then 1 else 0 end), sum(75)
    from usage_records where ended_at is not null group by 1, 2, 3, 4`);
  await db.query(`update usage_rollup_state set rolled_until = $1`, [new Date().toISOString()]);
  await db.query('analyze usage_records; analyze usage_rollups');
  figures.rollupSeconds = Math.round((performance.now() - rolled) / 1000);
  figures.rollupRows = Number((await db.query('select count(*) as n from usage_rollups')).rows[0].n);

  // 3. What a session's usage record adds to its last turn. On PostgreSQL the turn's write is one statement
  // (store.ts saveSession): the session's update, and at the session's end the usage record's update as a data-modifying
  // WITH of it. Timed for pairs of sessions waiting at their last turn: one
  // ends with its usage record written (the statement saveSession sends), the other as if the studio kept none (the
  // session's update alone); the order alternates. The figure is p95 with − p95 without. The first turn's insert is
  // timed the same way, for information.
  // After a checkpoint: the bulk load's dirty pages are not the write's cost.
  await db.query('set synchronous_commit to default');
  await db.query('checkpoint');
  const state = JSON.stringify({ status: 'ended', nodeId: null, variables: { 1: 'x'.repeat(400) }, path: [1, 2, 3, 4] });
  const events = JSON.stringify([
    { type: 'prompt', node_id: 1, text: 'y'.repeat(300) },
    { type: 'ended', node_id: 4 },
  ]);
  const sessionInsert = `insert into engine_sessions (session_id, ac_id, task_id, user_id, created_at, status, state, events, updated_at) values ($1, $2, $3, null, $4, 'waiting', $5, $6, $4)`;
  const usageInsert = `insert into usage_records (session_id, ac_id, task_id, task_version, channel, simulated, started_at, ended_at, outcome, path, variables) values ($1, $2, $3, null, 'voice', 0, $4, null, null, '[1,2,3]', '{}')`;
  const sessionUpdate = `update engine_sessions set status = 'ended', state = $3, events = $4, updated_at = $5 where ac_id = $2 and session_id = $1`;
  // Each statement in its own transaction, timed without the commit: the turn commits once whether or not the usage
  // record rides along, and the commit's flush (a few ms, most of the spread on a busy machine) would bury what the
  // record adds.
  const timed = async (text, values) => {
    await db.query('begin');
    const t = performance.now();
    await db.query(text, values);
    const ms = performance.now() - t;
    await db.query('commit');
    return ms;
  };
  const firstWith = [];
  const firstWithout = [];
  const lastWith = [];
  const lastWithout = [];
  for (let i = 0; i < WRITES; i++) {
    const started = new Date().toISOString();
    const both = `w${process.pid}-${i}`;
    const alone = `s${process.pid}-${i}`;
    const first = [
      () =>
        timed(
          `with session_write as (${sessionInsert}) ${usageInsert.replaceAll('$1', '$7').replaceAll('$2', '$8').replaceAll('$3', '$9').replaceAll('$4', '$10')}`,
          [both, target, task, started, state, events, both, target, task, started],
        ).then((ms) => firstWith.push(ms)),
      () => timed(sessionInsert, [alone, target, task, started, state, events]).then((ms) => firstWithout.push(ms)),
    ];
    for (const run of i % 2 ? first : first.reverse()) await run();
    const ended = new Date().toISOString();
    const last = [
      () =>
        timed(
          `with session_write as (${sessionUpdate}) update usage_records set ended_at = $5, outcome = 'completed', path = '[1,2,3,4]', variables = '{}' where session_id = $1 and started_at = $6`,
          [both, target, state, events, ended, started],
        ).then((ms) => lastWith.push(ms)),
      () => timed(sessionUpdate, [alone, target, state, events, ended]).then((ms) => lastWithout.push(ms)),
    ];
    for (const run of i % 2 ? last : last.reverse()) await run();
  }
  const settled = (xs) => xs.slice(20);
  const added = (withIt, without) => Math.max(0, p95(settled(withIt)) - p95(settled(without)));
  figures.lastTurnP95Ms = [p95(settled(lastWith)), p95(settled(lastWithout))].map((x) => Number(x.toFixed(2)));
  figures.firstTurnP95Ms = [p95(settled(firstWith)), p95(settled(firstWithout))].map((x) => Number(x.toFixed(2)));
  figures.writeP95Ms = Number(added(lastWith, lastWithout).toFixed(2));
  figures.writeP50Ms = Number(Math.max(0, median(settled(lastWith)) - median(settled(lastWithout))).toFixed(2));
  figures.firstWriteP95Ms = Number(added(firstWith, firstWithout).toFixed(2));
  await db.query("delete from engine_sessions where session_id like 'w%' or session_id like 's%'");
  await db.end();

  // 4. Through the API: a usage view and a report instance over the last 90 days of the account.
  server = start();
  await healthy(base, 60_000);
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const sp = login.data.user.account_mappings.find((m) => m.ac_id === target)?.sp_id ?? login.data.user.account_mappings[0].sp_id;
  const headers = {
    authorization: `Bearer ${login.data.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(target),
    'x-sp-id': String(sp),
    'content-type': 'application/json',
  };
  const end = new Date().toISOString().slice(0, 10);
  const startDay = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const view = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/reporting/usages/call-usage?start_date=${startDay}&end_date=${end}`, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`call usage answered ${res.status}: ${JSON.stringify(body)}`);
    if (i > 0) view.push(performance.now() - t);
    figures.viewSessions = body.data.totals.sessions;
  }
  figures.viewMedianMs = Math.round(median(view));
  const report = await (
    await fetch(`${base}/api/reporting/reports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        report_name: 'Bench',
        table_name: 'usage_by_day',
        columns: ['date', 'channel', 'sessions', 'duration_s'],
        chart: { type: 'bar', x: 'date', y: ['sessions'] },
      }),
    })
  ).json();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const queued = await (
      await fetch(`${base}/api/reporting/instances`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ report_id: report.data.report_id, report_instance_name: `Run ${i}`, start_date: startDay, end_date: end }),
      })
    ).json();
    for (;;) {
      const job = (await (await fetch(`${base}/api/reporting/job/${queued.data.report_instance_id}`, { headers })).json()).data;
      if (job.status === 'completed') break;
      if (job.status === 'failed') throw new Error(`the report failed: ${job.error}`);
      await sleep(10);
    }
    runs.push(performance.now() - t);
  }
  figures.reportMedianMs = Math.round(median(runs));
} finally {
  await stop(server);
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  await admin.end();
}

figures.rows = ROWS;
const ok = figures.viewMedianMs <= 2000 && figures.reportMedianMs <= 2000 && figures.writeP95Ms <= 2;
const rows = `${ROWS.toLocaleString('en-US')} usage records`;
const results = [
  {
    name: `Usage view (call usage) over 90 days of one account, ${rows}`,
    budget: '≤ 2 s',
    value: `${figures.viewMedianMs} ms`,
    runs: `${RUNS} runs; ${figures.viewSessions} sessions counted`,
    ok: figures.viewMedianMs <= 2000,
  },
  {
    name: `Report instance over 90 days of one account, queued to completed, ${rows}`,
    budget: '≤ 2 s',
    value: `${figures.reportMedianMs} ms`,
    runs: `${RUNS} runs`,
    ok: figures.reportMedianMs <= 2000,
  },
  {
    name: "What a session's usage record adds to the session's last turn on the partitioned table (the turn's one statement, p95 with − p95 without)",
    budget: '≤ 2 ms p95',
    value: `${figures.writeP95Ms} ms`,
    runs: `${WRITES} pairs of sessions; added at the median ${figures.writeP50Ms} ms; last turn's statement p95 ${figures.lastTurnP95Ms[0]} ms with, ${figures.lastTurnP95Ms[1]} ms without; the first turn's insert adds ${figures.firstWriteP95Ms} ms (p95 ${figures.firstTurnP95Ms[0]} with, ${figures.firstTurnP95Ms[1]} without)`,
    ok: figures.writeP95Ms <= 2,
  },
];
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results, figures }));
else console.log(figures, ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
