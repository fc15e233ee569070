#!/usr/bin/env node
// Call-flow budgets, server side, on SQLite: GET /api/node/nodes of a generated 2,000-node voice task
// (menus, decisions, gotos) at 10 connections (p99 ≤ 100 ms), and the paste of a 200-node branch (p95 of 20
// round trips ≤ 100 ms). The task is generated through the service layer (createNode / pasteNode), not HTTP.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { bundleServer, root } from './server-bundle.mjs';

const work = mkdtempSync(join(tmpdir(), 'studio-bench-flow-'));
// Bundled under node_modules/.cache so that its packages resolve from the repo's node_modules.
const cache = join(root, 'node_modules', '.cache', 'studio-bench');
mkdirSync(cache, { recursive: true });
const bundle = join(cache, 'flow-bench.mjs');
await bundleServer({
  source: [
    "export { bootstrap } from './src/server/bootstrap';",
    "export { loadConfig } from './src/server/config';",
    "export { createNode } from './src/server/modules/flow/nodes/nodes-write';",
    "export { pasteNode } from './src/server/modules/flow/nodes/nodes-move';",
    "export { createCanvas } from './src/server/modules/flow/edits/canvases';",
    "export { tasks } from './src/server/modules/flow/tasks/tasks';",
    "export { subtreeIds, indexNodes } from './src/shared/flow';",
  ].join('\n'),
  outfile: bundle,
});
const serverBundle = join(cache, 'flow-bench-server.mjs');
await bundleServer({ entry: 'src/server/main.ts', outfile: serverBundle });
const m = await import(pathToFileURL(bundle).href);

const config = m.loadConfig({ DATA_DIR: work, SEED: 'demo', LOG_LEVEL: 'silent' }, { databaseUrl: null, clientDir: null });
const { app, handle } = await m.bootstrap(config, { realtime: false, logger: false });
const db = handle.db;
const account = await db
  .selectFrom('accounts')
  .select(['ac_id', 'sp_id'])
  .where('ac_name', '=', 'Northwind Retail')
  .executeTakeFirstOrThrow();
const user = await db.selectFrom('users').select('user_id').where('email', '=', 'ac.builder@studio.test').executeTakeFirstOrThrow();
const acId = account.ac_id;
const request = { scope: null, auth: null };
const env = { db, engine: handle.engine, acId, userId: user.user_id, request };
const now = new Date().toISOString();
const audit = {
  ac_id: acId,
  folder_id: 0,
  is_enabled: 1,
  is_archived: 0,
  is_refreshing: 0,
  created_by: null,
  updated_by: null,
  created_at: now,
  updated_at: now,
};
const promptId = (
  await db
    .insertInto('prompts')
    .values({ ...audit, prompt_name: 'Bench prompt', prompt_type: 'IVA', texts: '[]' })
    .returning('prompt_id')
    .executeTakeFirstOrThrow()
).prompt_id;
const variableId = (
  await db
    .insertInto('variables')
    .values({
      ...audit,
      variable_name: 'bench_var',
      variable_type: 'single_value',
      scope: 'session',
      default_value: null,
      passed_parameter: 0,
      output_parameter: 0,
    })
    .returning('variable_id')
    .executeTakeFirstOrThrow()
).variable_id;

// 1. The task, through the service layer.
const started = performance.now();
const task = await db
  .transaction()
  .execute((trx) =>
    m.tasks.insert(
      { trx, request, services: app.studio, acId, userId: user.user_id },
      { task_name: 'Bench 2000', task_type: 'voice', tags: [] },
    ),
  );
const taskId = task.task_id;
const main = await db.selectFrom('canvases').selectAll().where('task_id', '=', taskId).executeTakeFirstOrThrow();
const add = async (canvas, pid, node_type, config = {}, extra = {}) =>
  (await m.createNode(env, [], { task_id: taskId, canvas_id: canvas, pid, node_type, config, swap: false, ...extra })).node.data;
const prompt = { prompt_id: promptId };

const p1 = await add(main.canvas_id, main.first_node_id, 'prompt', prompt);
// The template branch (18 nodes) on a canvas of its own: a menu with three keys, a decision, gotos, hang-ups.
const templateCanvas = (await m.createCanvas(env, { task_id: taskId, canvas_name: 'Template', is_event_handler: 0, is_ni_nm_handler: 0 }))
  .canvas.data;
const t0 = await add(templateCanvas.canvas_id, templateCanvas.first_node_id, 'prompt', prompt);
const menu = await add(templateCanvas.canvas_id, t0.node_id, 'menu', {
  ...prompt,
  keys: [
    { key: '1', label: 'One' },
    { key: '2', label: 'Two' },
    { key: '3', label: 'Three' },
  ],
});
const k1 = await add(templateCanvas.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
// Conditions and values are expressions (the builder's AST): bench_var equal to '1'; the variable set to 'x'.
const isVip = { kind: 'compare', operator: 'equal', left: { kind: 'variable', id: variableId }, right: { kind: 'literal', value: '1' } };
const decision = await add(templateCanvas.canvas_id, k1.node_id, 'decision', {
  conditions: [{ key: 'condition_1', label: 'Is VIP', condition: isVip }],
});
const d1 = await add(templateCanvas.canvas_id, decision.node_id, 'prompt', prompt, { connector_condition: 'condition_1' });
await add(templateCanvas.canvas_id, d1.node_id, 'goto', { goto_node_id: menu.node_id });
await add(templateCanvas.canvas_id, decision.node_id, 'hangup', {}, { connector_condition: 'otherwise' });
const k2 = await add(
  templateCanvas.canvas_id,
  menu.node_id,
  'variable',
  { variable_id: variableId, value: { kind: 'literal', value: 'x' } },
  { connector_condition: 'key_2' },
);
const k2b = await add(templateCanvas.canvas_id, k2.node_id, 'prompt', prompt);
await add(templateCanvas.canvas_id, k2b.node_id, 'hangup');
const k3 = await add(templateCanvas.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_3' });
await add(templateCanvas.canvas_id, k3.node_id, 'goto', { goto_node_id: p1.node_id });
const openEnd = await add(templateCanvas.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });

// Copies of the template chained on the main canvas, each after the open end of the one before, up to 2,000 nodes.
let after = p1.node_id;
let count = (await db.selectFrom('nodes').select(db.fn.countAll().as('n')).where('task_id', '=', taskId).executeTakeFirstOrThrow()).n;
const roots = [];
while (Number(count) < 2000) {
  const res = await m.pasteNode(env, {
    task_id: taskId,
    copy_node_id: menu.node_id,
    copy_type: 'copy_branch',
    pid: after,
    from_canvas_id: templateCanvas.canvas_id,
    to_canvas_id: main.canvas_id,
  });
  const pasted = res.node.data;
  roots.push(pasted.node_id);
  const nodes = res.nodes.data;
  const otherwise = nodes.find((n) => n.pid === pasted.node_id && n.node_name === 'Otherwise');
  after = nodes.find((n) => n.pid === otherwise.node_id).node_id;
  count = nodes.length;
}
const generation = performance.now() - started;

// 2. GET /api/node/nodes at 10 connections, against the studio server in a process of its own (as `npm start` runs it).
await app.close();
const port = 19080 + Math.floor(Math.random() * 800);
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let waited = 0; ; waited += 20) {
  if (waited > 20000) throw new Error('the server did not answer in time');
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 20));
}
const login = await (
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
  })
).json();
const headers = {
  authorization: `Bearer ${login.data.token}`,
  'x-scope': 'ac',
  'x-scope-id': String(acId),
  'x-sp-id': String(account.sp_id),
  'content-type': 'application/json',
};
const url = `${base}/api/node/nodes?task_id=${taskId}`;
const size = (await (await fetch(url, { headers })).text()).length;
await autocannon({ url, connections: 10, duration: 2, headers });
const listRun = await autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 8), headers });
if (listRun.non2xx > 0) throw new Error(`${listRun.non2xx} answers of GET /api/node/nodes were not 2xx`);

// 3. Paste of a 200-node branch: the chained copy whose branch is closest to 200 nodes, pasted after the template's open end; each paste undone (untimed).
const graph = m.indexNodes((await (await fetch(url, { headers })).json()).data);
const branchRoot = roots
  .map((id) => ({ id, size: m.subtreeIds(graph, id).size }))
  .sort((a, b) => Math.abs(a.size - 200) - Math.abs(b.size - 200))[0];
const times = [];
for (let i = 0; i < 22; i++) {
  const t = performance.now();
  const res = await fetch(`${base}/api/node/copy`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      task_id: taskId,
      copy_node_id: branchRoot.id,
      copy_type: 'copy_branch',
      pid: openEnd.node_id,
      from_canvas_id: main.canvas_id,
      to_canvas_id: templateCanvas.canvas_id,
    }),
  });
  const elapsed = performance.now() - t;
  if (res.status !== 200) throw new Error(`paste answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  if (i >= 2) times.push(elapsed);
  const undo = await fetch(`${base}/api/studio/task-edit-histories/${taskId}/undo`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/plain' },
  });
  if (undo.status !== 200) throw new Error(`undo answered ${undo.status}`);
  await undo.arrayBuffer();
}
times.sort((a, b) => a - b);
const p95 = times[Math.ceil(times.length * 0.95) - 1];

await new Promise((r) => (server.once('exit', r), server.kill('SIGTERM')));
rmSync(work, { recursive: true, force: true });

const results = [
  {
    name: `GET /api/node/nodes, generated voice task of ${count} nodes (${(size / 1024).toFixed(0)} KB), 10 connections, p99`,
    answer: 'cached',
    budget: '≤ 100 ms',
    value: `${listRun.latency.p99} ms`,
    runs: `${Math.round(listRun.requests.average)} req/s, median ${listRun.latency.p50} ms`,
    ok: listRun.latency.p99 <= 100,
  },
  {
    name: `Paste of a ${branchRoot.size}-node branch (POST /api/node/copy), SQLite, p95 of 20 round trips`,
    budget: '≤ 100 ms',
    value: `${p95.toFixed(1)} ms`,
    runs: `median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
    ok: p95 <= 100,
  },
];
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ generationMs: Math.round(generation), results }));
else {
  console.log(`Generated ${count} nodes through the service layer in ${Math.round(generation)} ms.`);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
}
