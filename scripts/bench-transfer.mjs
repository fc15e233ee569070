#!/usr/bin/env node
// Budgets, against the built app on SQLite: export of a 5,000-node task with its content ≤ 2 s,
// import of it ≤ 5 s, both with progress (background jobs; the time is from the POST to the request's status
// reading completed, polled every 20 ms). Also measured at 2,000 nodes. The task is made by an import: a real
// branch (prompt → menu with keys 1 and 2 and Otherwise, a goto back, a hangup, prompts using a prompt and a
// variable) is made through the API and exported, and its nodes are repeated in the file, each copy hung under
// the previous one's last prompt, until the file holds the wanted number of nodes. Each run imports that file
// (a new task: its name gets a number) and exports the task it made. Medians of BENCH_RUNS runs (default 3).
// Prints the figures; `BENCH_JSON=1` prints JSON for npm run bench.
import { join, resolve } from 'node:path';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { median, ensureBuilt } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const sizes = (process.env.BENCH_NODES ?? '2000,5000').split(',').map(Number);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

ensureBuilt(root, buildDir);

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'transfer', portBase: 22080 });

/** A document of about `target` nodes: the template task's main canvas repeated, each copy chained under the last. */
function grow(template, target) {
  const task = template.tasks[0];
  const main = task.canvases.find((c) => c.is_main_canvas === 1);
  const start = task.nodes.find((n) => n.id === main.first_node_id);
  const branch = task.nodes.filter((n) => n.id !== start.id);
  const top = branch.find((n) => n.pid === start.id);
  const leaf = branch.find((n) => n.node_name === 'Last prompt');
  let next = Math.max(...task.nodes.map((n) => n.id)) + 1;
  const nodes = [...task.nodes];
  let hangFrom = leaf.id;
  while (nodes.length + branch.length <= target) {
    const ids = new Map(branch.map((n) => [n.id, next++]));
    const map = (id) => ids.get(id) ?? id;
    for (const n of branch) {
      const config = { ...n.config };
      if (typeof config.goto_node_id === 'number') config.goto_node_id = map(config.goto_node_id);
      nodes.push({
        ...n,
        id: ids.get(n.id),
        pid: n.id === top.id ? hangFrom : map(n.pid),
        connector_parent: n.connector_parent.map(map),
        config,
        keyword_conditions: n.keyword_conditions.map((e) => ({ ...e, node_id: e.node_id === null ? null : map(e.node_id) })),
        grammar_conditions: n.grammar_conditions.map((e) => ({ ...e, node_id: e.node_id === null ? null : map(e.node_id) })),
      });
    }
    hangFrom = ids.get(leaf.id);
  }
  return { ...template, tasks: [{ ...task, nodes }] };
}

try {
  const { call } = await builderApi(base);
  const tag = Date.now().toString(36);
  const promptId = (
    await call('POST', '/prompt/prompts', { prompt_name: `Bench transfer prompt ${tag}`, texts: [{ language: 'en-US', text: 'Hello.' }] })
  ).prompt_id;
  const variableId = (await call('POST', '/content/variables', { variable_name: `bench_transfer_${tag}`, variable_type: 'single_value' }))
    .variable_id;
  const task = await call('POST', '/studio/tasks', { task_name: `Bench transfer ${tag}`, task_type: 'voice' });
  const [main] = await call('GET', `/node/canvas?task_id=${task.task_id}`);
  const add = async (pid, node_type, config = {}, extra = {}) =>
    (await call('POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid, node_type, config, ...extra })).node.data;
  const prompt = { prompt_id: promptId };
  const first = await add(main.first_node_id, 'prompt', prompt);
  const menu = await add(first.node_id, 'menu', {
    ...prompt,
    keys: [
      { key: '1', label: 'One' },
      { key: '2', label: 'Two' },
    ],
  });
  const k1 = await add(
    menu.node_id,
    'variable',
    { variable_id: variableId, value: { kind: 'literal', value: 'one' } },
    { connector_condition: 'key_1' },
  );
  await add(k1.node_id, 'goto', { goto_node_id: menu.node_id });
  const k2 = await add(menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  await add(k2.node_id, 'hangup');
  await add(menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise', node_name: 'Last prompt' });

  const until = async (requestId) => {
    for (;;) {
      const r = await call('GET', `/studio/tasks/task-import-export/${requestId}`);
      if (r.status === 'completed') return r;
      if (r.status === 'failed') throw new Error(r.error);
      await sleep(20);
    }
  };
  const exportOf = async (taskId) => {
    const t0 = performance.now();
    const r = await until((await call('POST', `/studio/export/${taskId}`, { async: 1 })).request_id);
    return { ms: performance.now() - t0, request: r };
  };
  const { request: firstExport } = await exportOf(task.task_id);
  const doc = await call('GET', firstExport.download_url.replace(/^\/api/, ''));

  const results = [];
  for (const size of sizes) {
    const file = JSON.stringify(grow(doc, size));
    const nodeCount = grow(doc, size).tasks[0].nodes.length;
    const importMs = [];
    const exportMs = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const queued = await call('POST', '/studio/tasks/task-import', { file, choices: [] });
      const done = await until(queued.request_id);
      importMs.push(performance.now() - t0);
      exportMs.push((await exportOf(done.task_id)).ms);
    }
    const fixed = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
    results.push(
      {
        name: `Export of a ${nodeCount}-node task with its content (background job, POST → completed, file written)`,
        budget: size >= 5000 ? '≤ 2 s' : '—',
        value: `${median(exportMs).toFixed(0)} ms`,
        runs: `${fixed(exportMs)} ms`,
        ok: size < 5000 || median(exportMs) <= 2000,
      },
      {
        name: `Import of that ${nodeCount}-node file (${(file.length / 1024).toFixed(0)} KB; background job, one transaction, POST → completed)`,
        budget: size >= 5000 ? '≤ 5 s' : '—',
        value: `${median(importMs).toFixed(0)} ms`,
        runs: `${fixed(importMs)} ms`,
        ok: size < 5000 || median(importMs) <= 5000,
      },
    );
  }
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
  else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
} finally {
  await stop();
}
