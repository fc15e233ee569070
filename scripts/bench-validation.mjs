#!/usr/bin/env node
// Budget: validation of a 2,000-node task ≤ 100 ms on the server. Against the built app on SQLite, a
// voice task of about 2,000 nodes made through the HTTP API (a template branch pasted again and again, as
// bench-versions.mjs does), with a link_task node to another task; GET /api/studio/task-validation/{id} timed from
// the request to the whole answer (node validate() of every node, content existence, unreachable nodes, dead ends and
// recursive links). Median of BENCH_RUNS × 10 requests after a warm-up. `BENCH_JSON=1` prints JSON for npm run bench.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const target = Number(process.env.BENCH_NODES ?? 2000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(join(buildDir, 'server/main.js')) || !existsSync(join(buildDir, 'client/index.html'))) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
}

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'validation', portBase: 22080 });
try {
  const { call } = await builderApi(base);
  const promptId = (
    await call('POST', '/prompt/prompts', { prompt_name: 'Bench validation prompt', texts: [{ language: 'en-US', text: 'Hello.' }] })
  ).prompt_id;
  const other = await call('POST', '/studio/tasks', { task_name: 'Bench validation linked', task_type: 'voice' });
  const task = await call('POST', '/studio/tasks', { task_name: `Bench validation ${target}`, task_type: 'voice' });
  const [main] = await call('GET', `/node/canvas?task_id=${task.task_id}`);
  const template = (
    await call('POST', '/node/canvas', { task_id: task.task_id, canvas_name: 'Template', is_event_handler: 0, is_ni_nm_handler: 0 })
  ).canvas.data;
  const add = async (canvas, pid, node_type, config = {}, extra = {}) =>
    (await call('POST', '/node/nodes', { task_id: task.task_id, canvas_id: canvas, pid, node_type, config, swap: false, ...extra })).node
      .data;
  const prompt = { prompt_id: promptId };
  const first = await add(main.canvas_id, main.first_node_id, 'link_task', { task_id: other.task_id });
  const t0 = await add(template.canvas_id, template.first_node_id, 'prompt', prompt);
  const menu = await add(template.canvas_id, t0.node_id, 'menu', {
    ...prompt,
    keys: [
      { key: '1', label: 'One' },
      { key: '2', label: 'Two' },
      { key: '3', label: 'Three' },
    ],
  });
  const k1 = await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
  await add(template.canvas_id, k1.node_id, 'goto', { goto_node_id: menu.node_id });
  const k2 = await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  await add(template.canvas_id, k2.node_id, 'hangup');
  await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });
  let after = first.node_id;
  let nodes = [];
  while (nodes.length < target) {
    const res = await call('POST', '/node/copy', {
      task_id: task.task_id,
      copy_node_id: menu.node_id,
      copy_type: 'copy_branch',
      pid: after,
      from_canvas_id: template.canvas_id,
      to_canvas_id: main.canvas_id,
    });
    nodes = res.nodes.data;
    const otherwise = nodes.find((n) => n.pid === res.node.data.node_id && n.node_name === 'Otherwise');
    after = nodes.find((n) => n.pid === otherwise.node_id).node_id;
  }
  const validate = async () => {
    const t = performance.now();
    const answer = await call('GET', `/studio/task-validation/${task.task_id}`);
    const ms = performance.now() - t;
    if (!answer || !Array.isArray(answer.problems)) throw new Error('the validation answered no problems list');
    return { ms, problems: answer.problems.length };
  };
  for (let i = 0; i < 5; i++) await validate(); // warm-up
  const medians = [];
  let problems = 0;
  for (let r = 0; r < runs; r++) {
    const times = [];
    for (let i = 0; i < 10; i++) {
      const v = await validate();
      times.push(v.ms);
      problems = v.problems;
    }
    medians.push(median(times));
  }
  const value = median(medians);
  const results = [
    {
      name: `GET /api/studio/task-validation/{id} of a ${nodes.length}-node task (every node's validate(), content checks, unreachable nodes, dead ends, recursive links; ${problems} problems) — \`scripts/bench-validation.mjs\``,
      budget: '≤ 100 ms',
      value: `${value.toFixed(1)} ms`,
      runs: medians.map((m) => m.toFixed(1)).join(', ') + ' ms (medians of 10 requests each)',
      ok: value <= 100,
    },
  ];
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
  else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} finally {
  await stop();
}
