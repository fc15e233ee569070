#!/usr/bin/env node
// Budget: the studio's canvas opens at least 10× faster than React Flow laid out by dagre, at 2,000 and 5,000 nodes,
// open → painted, both in one browser, one after the other, on the same tree.
//  - The studio: a route change inside the running app to the task's canvas → the frame after the tree is drawn (the
//    nodes are fetched, the tree built, laid out in its worker and drawn), in a page that has drawn another task's
//    canvas before (its canvas code loaded, as React Flow's page has its library; bench-canvas.mjs measures the
//    change with the code still to load).
//  - React Flow: a page of its own on the studio's origin with React Flow 12 and dagre loaded (as the running app has
//    its code loaded); `open` fetches the same task's nodes from the same API, lays the main canvas out with dagre
//    (top to bottom, the nodes' parent links and their linked parents as edges) and renders <ReactFlow fitView> with
//    its defaults → the frame after every node and edge is in the page.
// The two alternate within each run; medians of BENCH_RUNS (default 3). BENCH_SIZES overrides the sizes ("2000,5000");
// `BENCH_WRITE=1` puts the rows into docs/benchmarks.md with the machine's load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { generateVoiceTask } from './bench-canvas-task.mjs';
import { ensureBuilt, launchChromium, machineLoad, median, recordPainted } from './bench-kit.mjs';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { writeTableRows } from './bench-table.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const sizes = (process.env.BENCH_SIZES ?? '2000,5000').split(',').map(Number);
const budget = 10;

/** React Flow's page: the library, dagre and `window.open(taskId, canvasId, headers)`, bundled once. */
const reactFlowEntry = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ReactFlow } from '@xyflow/react';
import dagre from '@dagrejs/dagre';

const width = 180;
const height = 56;

window.__openFlow = async (taskId, canvasId, headers) => {
  const t0 = performance.now();
  const answer = await fetch('/api/node/nodes?task_id=' + taskId, { headers });
  const all = (await answer.json()).data;
  const own = all.filter((n) => n.canvas_id === canvasId);
  const ids = new Set(own.map((n) => n.node_id));
  const links = [];
  for (const n of own) {
    if (n.pid !== null && ids.has(n.pid)) links.push([n.pid, n.node_id]);
    for (const p of n.connector_parent ?? []) if (ids.has(p)) links.push([p, n.node_id]);
  }
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 20, ranksep: 40 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of own) g.setNode(String(n.node_id), { width, height });
  for (const [a, b] of links) g.setEdge(String(a), String(b));
  dagre.layout(g);
  const nodes = own.map((n) => {
    const at = g.node(String(n.node_id));
    return { id: String(n.node_id), position: { x: at.x - width / 2, y: at.y - height / 2 }, data: { label: n.node_name } };
  });
  const edges = links.map(([a, b], i) => ({ id: 'e' + i, source: String(a), target: String(b) }));
  const painted = new Promise((resolve) => {
    const look = () =>
      document.querySelectorAll('.react-flow__node').length >= nodes.length &&
      document.querySelectorAll('.react-flow__edge').length >= edges.length
        ? requestAnimationFrame(() => resolve(performance.now()))
        : requestAnimationFrame(look);
    look();
  });
  createRoot(document.getElementById('root')).render(
    h('div', { style: { width: '100vw', height: '100vh' } }, h(ReactFlow, { nodes, edges, fitView: true })),
  );
  return { ms: (await painted) - t0, nodes: nodes.length, edges: edges.length };
};
`;

async function reactFlowPage() {
  const bundled = await build({
    stdin: { contents: reactFlowEntry, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const css = readFileSync(createRequire(import.meta.url).resolve('@xyflow/react/dist/style.css'), 'utf8');
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css} body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/bench-reactflow.js"></script></body></html>`;
  return { html, js: bundled.outputFiles[0].text };
}

ensureBuilt(root, buildDir);
const loadNow = machineLoad();
const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'reactflow', portBase: 27080 });
let browser;
const results = [];
try {
  const { token, acId, spId, call } = await builderApi(base);
  const page = await reactFlowPage();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await recordPainted(context);
  await context.route(`${base}/bench-reactflow`, (route) => route.fulfill({ contentType: 'text/html', body: page.html }));
  await context.route(`${base}/bench-reactflow.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: page.js }));
  const headers = { authorization: `Bearer ${token}`, 'x-scope': 'ac', 'x-scope-id': String(acId), 'x-sp-id': String(spId) };

  // The small task whose canvas loads the studio's canvas code before each measured change.
  const small = await generateVoiceTask(call, 20, { name: `Bench React Flow warm-up ${Date.now()}` });
  for (const size of sizes) {
    const { task, main, onMain } = await generateVoiceTask(call, size, { name: `Bench React Flow ${size} ${Date.now()}` });
    // Once with ac_id and sp_id: the account is selected (and remembered), and the app's files are cached.
    const warm = await context.newPage();
    await warm.goto(`${base}/login`);
    await warm.evaluate((t) => localStorage.setItem('studio.token', t), token);
    await warm.goto(`${base}/build/callflow/${task.task_id}?ac_id=${acId}&sp_id=${spId}`);
    await warm.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 120000 });
    await warm.close();

    const studioMs = [];
    const flowMs = [];
    let drawn = null;
    for (let r = 0; r < runs; r++) {
      // The studio with its canvas code loaded, as React Flow's page has its library: a small task's canvas is drawn
      // first, then the dashboard; the big task's nodes are not in the page's cache (they are fetched on the change).
      const studio = await context.newPage();
      await studio.goto(`${base}/build/callflow/${small.task.task_id}`);
      await studio.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 120000 });
      await studio.evaluate(() => history.pushState(null, '', '/dashboard'));
      await studio.getByTestId('dashboard-stats').waitFor();
      await studio.evaluate(() => {
        window.__benchPaintedAt = undefined;
        const seen = new MutationObserver(() => {
          if (!document.querySelector('svg[data-painted]')) return;
          seen.disconnect();
          requestAnimationFrame(() => (window.__benchPaintedAt = performance.now()));
        });
        seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
      });
      const started = await studio.evaluate((path) => {
        const at = performance.now();
        history.pushState(null, '', path);
        return at;
      }, `/build/callflow/${task.task_id}`);
      await studio.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 120000 });
      studioMs.push((await studio.evaluate(() => window.__benchPaintedAt)) - started);
      await studio.close();

      const flow = await context.newPage();
      await flow.goto(`${base}/bench-reactflow`);
      await flow.waitForFunction(() => typeof window.__openFlow === 'function', null, { timeout: 60000 });
      drawn = await flow.evaluate(([id, canvas, h]) => window.__openFlow(id, canvas, h), [task.task_id, main.canvas_id, headers]);
      flowMs.push(drawn.ms);
      await flow.close();
      if (process.env.BENCH_JSON !== '1')
        console.log(`${onMain} nodes, run ${r + 1}: studio ${studioMs.at(-1).toFixed(0)} ms, React Flow + dagre ${drawn.ms.toFixed(0)} ms`);
    }
    const ratio = median(flowMs) / median(studioMs);
    results.push({
      name: `React Flow 12 + dagre ÷ the studio, open → painted, voice task of ${onMain} nodes on one canvas (${drawn.nodes} nodes, ${drawn.edges} edges for React Flow; the studio's route change, its canvas code loaded → its tree drawn), median of ${runs} runs each`,
      budget: `≥ ${budget}×`,
      value: `${ratio.toFixed(1)}×`,
      runs: `React Flow + dagre ${flowMs.map((x) => x.toFixed(0)).join(', ')} ms; the studio ${studioMs.map((x) => x.toFixed(0)).join(', ')} ms (${loadNow()})`,
      ok: ratio >= budget,
    });
  }
} finally {
  await browser?.close();
  await stop();
}

for (const r of results)
  if (process.env.BENCH_JSON !== '1') console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
