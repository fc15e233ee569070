#!/usr/bin/env node
// What one simulator session (start, then key 1: the demo menu task, as scripts/bench-engine-api.mjs loops it) asks of
// PostgreSQL: every statement the built studio sends, counted and timed from the database server's own log. The
// studio (BUILD_DIR, default dist) is started on a fresh database (engine_trace_<pid> on TRACE_DATABASE_URL's server,
// else postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards) whose statements the server logs with their
// durations (log_min_duration_statement = 0 for that database alone); the log is read from TRACE_LOG (default Debian's
// /var/log/postgresql/postgresql-15-main.log, so the database server must run on this machine). TRACE_SESSIONS
// sessions (default 50) run one after another, after 3 unlogged ones. Prints the statements per turn, and per kind
// of statement its count and its time in PostgreSQL: parse and bind (where an unnamed statement is planned) apart
// from its execution. Background work (the job queue's polling) is in the log too, named as such.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { benchDatabase } from './bench-kit.mjs';
import { startBuiltStudio } from './bench-studio.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const sessions = Number(process.env.TRACE_SESSIONS ?? 50);
const log = process.env.TRACE_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const width = Number(process.env.TRACE_WIDTH ?? 90);

const database = await benchDatabase('postgres', 'engine_trace', process.env.TRACE_DATABASE_URL);
const name = new URL(database.url).pathname.slice(1);
const admin = new pg.Client({ connectionString: database.url });
await admin.connect();
await admin.query(`alter database ${name} set log_min_duration_statement = 0`);
await admin.end();
const { base, stop } = await startBuiltStudio({
  root,
  buildDir,
  name: 'trace',
  portBase: 25080,
  databaseUrl: database.url,
  env: { ENGINE_SESSION_STARTS: '1000000' },
});
let text;
try {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const sp = login.data.user.account_mappings.find((m) => m.accounts.some((a) => a.ac_name === 'Northwind Retail'));
  const acId = sp.accounts.find((a) => a.ac_name === 'Northwind Retail').ac_id;
  const headers = {
    authorization: `Bearer ${login.data.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(acId),
    'x-sp-id': String(sp.sp_id),
    'content-type': 'application/json',
  };
  const call = async (method, path, body) =>
    (await fetch(`${base}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })).json();
  const task = (await call('GET', '/studio/tasks')).data.find((t) => t.task_name === 'Retail main line');
  const session = async () => {
    const started = await call('POST', '/sim/sessions', { task_id: task.task_id });
    if (started.data?.status !== 'waiting') throw new Error(`the session did not wait: ${JSON.stringify(started).slice(0, 300)}`);
    const ended = await call('POST', `/sim/sessions/${started.data.session_id}/input`, { dtmf: '1' });
    if (ended.data?.status !== 'ended') throw new Error(`the session did not end: ${JSON.stringify(ended).slice(0, 300)}`);
  };
  for (let i = 0; i < 3; i++) await session();
  await new Promise((r) => setTimeout(r, 500));
  const from = statSync(log).size;
  const t0 = performance.now();
  for (let i = 0; i < sessions; i++) await session();
  const elapsed = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 300));
  text = readFileSync(log, 'utf8').slice(from);
  console.log(`${sessions} sessions one after another in ${elapsed.toFixed(0)} ms`);
} finally {
  await stop();
  await database.drop();
}

/** The job queue's own statements: its polling, heartbeat and supervision (src/server/jobs/pg-boss-queue.ts). */
const background = [/^WITH next as \( SELECT id, singleton_key, policy FROM pgboss\.job/, /^UPDATE pgboss\.job SET /];

// Each log entry: "<time> [<pid>] <user>@<database> LOG:  duration: <ms> ms  <parse|bind|execute> <name>: <sql>".
const kinds = new Map();
const pending = new Map();
let statements = 0;
for (const entry of text.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
  if (!entry.includes(`@${name} `)) continue;
  const m = entry.match(/\[(\d+)\].*?duration: ([\d.]+) ms\s+(?:(parse|bind|execute) [^:]*: |statement: )?([\s\S]*)/);
  if (!m) continue;
  const [, pid, ms, step, sql] = m;
  // Parse and bind come before their statement's execution on the same backend.
  if (step === 'parse' || step === 'bind') {
    pending.set(pid, (pending.get(pid) ?? 0) + Number(ms));
    continue;
  }
  const whole = sql.replace(/\s+/g, ' ').trim();
  const key = whole.slice(0, width);
  const kind = kinds.get(key) ?? { n: 0, exec: 0, prepare: 0 };
  kind.n += 1;
  kind.exec += Number(ms);
  kind.prepare += pending.get(pid) ?? 0;
  pending.delete(pid);
  kinds.set(key, kind);
  if (!background.some((b) => b.test(whole))) statements += 1;
}
console.log(
  `${(statements / sessions / 2).toFixed(2)} statements per turn (the job queue's own polling, heartbeat and supervision left out)`,
);
console.log('count  parse+bind  execute  (ms each)');
for (const [key, k] of [...kinds].sort((a, b) => b[1].n - a[1].n))
  console.log(`${String(k.n).padStart(5)} ${(k.prepare / k.n).toFixed(3).padStart(10)} ${(k.exec / k.n).toFixed(3).padStart(8)}  ${key}`);
