#!/usr/bin/env node
// Budget: validation of a 2,000-node task ≤ 100 ms on the server. Against the built app on SQLite, a
// voice task of about 2,000 nodes made through the HTTP API (a template branch pasted again and again, as
// bench-versions.mjs does), with a link_task node to another task; GET /api/studio/task-validation/{id} timed from
// the request to the whole answer (node validate() of every node, content existence, unreachable nodes, dead ends and
// recursive links). Median of BENCH_RUNS × 10 requests after a warm-up. `BENCH_JSON=1` prints JSON for npm run bench.
import { join, resolve } from 'node:path';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { median, ensureBuilt } from './bench-kit.mjs';
import { generateVoiceTask, shortMenuBranch } from './bench-canvas-task.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const target = Number(process.env.BENCH_NODES ?? 2000);

ensureBuilt(root, buildDir);

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'validation', portBase: 22080 });
try {
  const { call } = await builderApi(base);
  const other = await call('POST', '/studio/tasks', { task_name: 'Bench validation linked', task_type: 'voice' });
  const { task, nodes } = await generateVoiceTask(call, target, {
    name: `Bench validation ${target}`,
    branch: shortMenuBranch,
    firstNode: ({ add, canvasId, firstNodeId }) => add(canvasId, firstNodeId, 'link_task', { task_id: other.task_id }),
    countAll: true,
  });
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
