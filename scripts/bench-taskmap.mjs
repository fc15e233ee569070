#!/usr/bin/env node
// Task-map budgets, against the built studio on SQLite: an account of 500 tasks with 2,000 link_task
// nodes (made through the API; links only go to later tasks, since the API refuses recursion). GET /api/studio/tasks/map
// at 10 connections (p99 ≤ 100 ms); in Chromium, dagre's layout inside the map's worker (≤ 300 ms) and the map painted
// after an in-app navigation from the dashboard (≤ 1 s). Browser figures are medians of BENCH_RUNS (default 3) runs.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench.
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { median, ensureBuilt, launchChromium, recordPainted } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const taskCount = Number(process.env.BENCH_TASKS ?? 500);
const linkCount = Number(process.env.BENCH_LINKS ?? 2000);

ensureBuilt(root, buildDir);

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'taskmap', portBase: 21080 });
let browser;
try {
  const { token, acId, spId, call } = await builderApi(base);
  const generation = performance.now();
  const tasks = [];
  for (let i = 0; i < taskCount; i++)
    tasks.push(await call('POST', '/studio/tasks', { task_name: `Map bench ${String(i).padStart(3, '0')}`, task_type: 'voice' }));
  // Each task links to about four later tasks (more to the shared ones at the end, as a library of sub-flows would be).
  let seed = 17;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const plan = tasks.map(() => []);
  for (let l = 0; l < linkCount; l++) {
    const from = Math.floor(random() * (taskCount - 1));
    const to = from + 1 + Math.floor(Math.sqrt(random()) * (taskCount - from - 1));
    plan[from].push(to);
  }
  const linkTask = async (i) => {
    if (plan[i].length === 0) return;
    const [main] = await call('GET', `/node/canvas?task_id=${tasks[i].task_id}`);
    let after = main.first_node_id;
    for (const to of plan[i]) {
      const answer = await call('POST', '/node/nodes', {
        task_id: tasks[i].task_id,
        canvas_id: main.canvas_id,
        pid: after,
        node_type: 'link_task',
        node_name: `Run ${tasks[to].task_name}`,
        config: { task_id: tasks[to].task_id },
      });
      after = answer.node_id ?? after;
    }
  };
  for (let i = 0; i < taskCount; i += 4) await Promise.all([i, i + 1, i + 2, i + 3].filter((k) => k < taskCount).map(linkTask));
  const generationMs = performance.now() - generation;

  // 1. The map call at 10 connections.
  const headers = { authorization: `Bearer ${token}`, 'x-scope': 'ac', 'x-scope-id': String(acId), 'x-sp-id': String(spId) };
  const url = `${base}/api/studio/tasks/map`;
  const answer = (await (await fetch(url, { headers })).json()).data;
  await autocannon({ url, connections: 10, duration: 2, headers });
  const mapRun = await autocannon({ url, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 6), headers });
  if (mapRun.non2xx > 0) throw new Error(`${mapRun.non2xx} answers of GET /api/studio/tasks/map were not 2xx`);

  // 2. In Chromium: the worker's layout and the paint after navigating to the map from the dashboard.
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await recordPainted(context, 'svg.tm-svg[data-painted]');
  const warm = await context.newPage();
  await warm.goto(`${base}/login`);
  await warm.evaluate((t) => localStorage.setItem('studio.token', t), token);
  await warm.goto(`${base}/build/tasks/map?ac_id=${acId}&sp_id=${spId}`);
  await warm.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 120000 });
  await warm.close();
  const layoutMs = [];
  const paintMs = [];
  let boxes = 0;
  for (let r = 0; r < runs; r++) {
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('dashboard-stats').waitFor();
    const started = await page.evaluate(() => {
      const at = performance.now();
      history.pushState(null, '', '/build/tasks/map');
      dispatchEvent(new PopStateEvent('popstate'));
      return at;
    });
    await page.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 120000 });
    const m = await page.evaluate(() => ({
      paint: window.__benchPaintedAt,
      layout: window.__studioMapLayoutMs,
      boxes: Number(document.querySelector('svg.tm-svg').getAttribute('data-painted')),
    }));
    paintMs.push(m.paint - started);
    layoutMs.push(m.layout);
    boxes = m.boxes;
    await page.close();
  }

  const results = [
    {
      name: `GET /api/studio/tasks/map, ${answer.tasks.length} tasks and ${answer.edges.length} links, 10 connections, p99`,
      answer: 'cached',
      budget: '≤ 100 ms',
      value: `${mapRun.latency.p99} ms`,
      runs: `${Math.round(mapRun.requests.average)} req/s, median ${mapRun.latency.p50} ms`,
      ok: mapRun.latency.p99 <= 100,
    },
    {
      name: `Task map laid out by dagre in its worker (${boxes} boxes), Chromium`,
      budget: '≤ 300 ms',
      value: `${median(layoutMs).toFixed(0)} ms`,
      runs: layoutMs.map((x) => x.toFixed(0)).join(', '),
      ok: median(layoutMs) <= 300,
    },
    {
      name: `Task map painted after navigating to it from the dashboard (${boxes} boxes, ${answer.edges.length} links)`,
      budget: '≤ 1 s',
      value: `${median(paintMs).toFixed(0)} ms`,
      runs: paintMs.map((x) => x.toFixed(0)).join(', '),
      ok: median(paintMs) <= 1000,
    },
  ];
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ generationMs: Math.round(generationMs), results }));
  else {
    console.log(`Generated ${tasks.length} tasks and ${linkCount} links through the API in ${Math.round(generationMs)} ms.`);
    for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} finally {
  await browser?.close();
  await stop();
}
