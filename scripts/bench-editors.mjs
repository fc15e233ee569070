#!/usr/bin/env node
// Node editor budgets, in headless Chromium against the built app on SQLite:
//  - each node type's editor chunk (gzip ≤ 60 KB): its Editor chunk plus the shared chunks it alone pulls in, i.e.
//    its static imports that neither the canvas nor the node editor's own shell loads anyway; none may be Monaco
//    (the expression text form loads it lazily),
//  - lazy load + first paint of each editor on a warm HTTP cache (≤ 150 ms): route change to edit/new → the
//    frame after the editor's form is drawn with no spinner left, in a page reloaded so no chunk is in memory,
//  - what the node-type registry adds to the canvas chunks (≤ 30 KB gzip): the modules the canvas loads only
//    because of plugins/registry.ts (every definition, the plugin API and what only they use), minified and
//    gzipped together.
// The chunk figures come from the real build: the client is built again in memory (Vite, nothing written) to read
// Rollup's chunk graph and module graph. Also measured: what opening each editor fetches in the browser.
// Medians of BENCH_RUNS page loads (default 3). BUILD_DIR picks the build. `BENCH_JSON=1` prints JSON.
import { transform } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { build as viteBuild } from 'vite';
import { median, ensureBuilt, launchChromium } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

ensureBuilt(root, buildDir);
const gzipOf = (path) => gzipSync(readFileSync(join(buildDir, 'client', path))).length;

/**
 * The client build's chunks and modules (Vite in memory, as scripts/build.mjs builds it): the Editor figure of
 * each node type, the chunks holding Monaco, and the registry's share of the canvas chunks.
 */
async function analyseBuild() {
  const graph = new Map();
  const collect = {
    name: 'bench-module-graph',
    generateBundle() {
      for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const scratch = mkdtempSync(join(tmpdir(), 'studio-bench-editors-build-'));
  let out;
  try {
    out = await viteBuild({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [collect],
      build: { write: false, outDir: scratch, emptyOutDir: false },
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const gz = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code).length]));
  const closure = (chunk, seen = new Set()) => {
    if (!chunk || seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) closure(byFile.get(file), seen);
    return seen;
  };
  const holding = (re) => chunks.find((c) => Object.keys(c.modules).some((id) => re.test(id)));
  const entryModules = chunks.filter((c) => c.isEntry).map((c) => c.facadeModuleId);
  const callflowModule = [...graph.keys()].find((id) => /callflow\/CallflowPage\.tsx$/.test(id));
  const canvasChunks = new Set([
    ...chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c)]),
    ...closure(holding(/callflow\/CallflowPage\.tsx$/)),
  ]);
  const shell = new Set([...canvasChunks, ...closure(holding(/callflow\/editor\/NodeEditor\.tsx$/))]);
  const monaco = new Set(
    chunks.filter((c) => Object.keys(c.modules).some((id) => id.includes('/node_modules/monaco-editor/'))).map((c) => c.fileName),
  );

  const editors = new Map();
  for (const chunk of chunks) {
    const editor = Object.keys(chunk.modules).find((id) => /\/plugins\/[^/]+\/Editor\.tsx$/.test(id));
    if (!editor) continue;
    const pulled = [...closure(chunk)].filter((f) => !shell.has(f));
    editors.set(editor.match(/\/plugins\/([^/]+)\/Editor\.tsx$/)[1], {
      bytes: pulled.reduce((sum, f) => sum + gz.get(f), 0),
      chunks: pulled.length,
      monaco: pulled.some((f) => monaco.has(f)),
    });
  }

  // Modules reached from the registry, less those the canvas reaches without it: what the registry adds.
  const reach = (starts, skip) => {
    const seen = new Set();
    const queue = starts.filter(Boolean);
    while (queue.length) {
      const id = queue.pop();
      if (seen.has(id) || skip(id)) continue;
      seen.add(id);
      queue.push(...(graph.get(id) ?? []));
    }
    return seen;
  };
  const isRegistry = (id) => /\/plugins\/(registry\.ts|[^/]+\/definition\.ts)$/.test(id);
  const registryModule = [...graph.keys()].find((id) => /\/plugins\/registry\.ts$/.test(id));
  const without = reach([...entryModules, callflowModule], isRegistry);
  const added = reach([registryModule], () => false);
  const code = [];
  let definitions = 0;
  for (const file of canvasChunks) {
    for (const [id, mod] of Object.entries(byFile.get(file).modules)) {
      if (!added.has(id) || without.has(id) || !mod.code) continue;
      code.push(mod.code);
      if (/\/definition\.ts$/.test(id)) definitions += 1;
    }
  }
  // Minified together (names shortened, nothing dropped), as the chunk carries them.
  const minified = await transform(code.join('\n'), { minify: true, format: 'iife', treeShaking: false, loader: 'js', logLevel: 'silent' });
  const shellMonaco = [...shell].some((f) => monaco.has(f));
  return { editors, shellMonaco, registry: { bytes: gzipSync(minified.code).length, modules: code.length, definitions } };
}

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'editors', portBase: 21080 });
let browser;

try {
  const { token, acId, spId, call } = await builderApi(base);

  // One task of each type; every node type is opened in the first task type that offers it.
  const taskTypes = ['voice', 'messaging', 'workflow', 'chatbot', 'whatsapp'];
  const places = new Map();
  for (const task_type of taskTypes) {
    const offered = await call('POST', '/billing/ac-node-types', { task_type });
    const types = (Array.isArray(offered) ? offered : (offered.node_types ?? [])).map((t) => (typeof t === 'string' ? t : t.node_type));
    const fresh = types.filter((t) => !places.has(t));
    if (!fresh.length) continue;
    const task = await call('POST', '/studio/tasks', { task_name: `Bench editors ${task_type}`, task_type });
    const [main] = await call('GET', `/node/canvas?task_id=${task.task_id}`);
    for (const type of fresh) places.set(type, { taskId: task.task_id, pid: main.first_node_id });
  }

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const canvasPage = async (taskId, query = '') => {
    const page = await context.newPage();
    await page.goto(`${base}/build/callflow/${taskId}${query}`);
    await page.locator('svg[data-painted]').waitFor({ timeout: 60000 });
    return page;
  };
  /** Route change to the editor of a new node → the frame after its form is drawn without a spinner. */
  const openEditor = (page, type, { taskId, pid }) =>
    page.evaluate(
      ({ path }) =>
        new Promise((resolveOpen, reject) => {
          const started = performance.now();
          const timer = setTimeout(() => reject(new Error(`no editor for ${path}`)), 20000);
          const ready = () => document.querySelector('.cf-editor .cf-editor-form') && !document.querySelector('.cf-editor .bp6-spinner');
          const done = () => requestAnimationFrame(() => (clearTimeout(timer), resolveOpen(performance.now() - started)));
          const watch = new MutationObserver(() => ready() && (watch.disconnect(), done()));
          watch.observe(document.body, { subtree: true, childList: true });
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }),
      { path: `/build/callflow/${taskId}/edit/new?node_type=${type}&pid=${pid}` },
    );
  const closeEditor = async (page, taskId) => {
    await page.evaluate(
      (path) => (history.pushState(null, '', path), dispatchEvent(new PopStateEvent('popstate'))),
      `/build/callflow/${taskId}`,
    );
    await page.locator('.cf-editor').waitFor({ state: 'detached' });
  };

  // Select the account once (remembered), then: per type, a fresh page records what opening its editor fetches.
  const signIn = await context.newPage();
  await signIn.goto(`${base}/login`);
  await signIn.evaluate((token) => localStorage.setItem('studio.token', token), token);
  await signIn.close();
  const first = [...places.values()][0];
  await (await canvasPage(first.taskId, `?ac_id=${acId}&sp_id=${spId}`)).close();
  const fetched = new Map();
  for (const [type, place] of places) {
    const page = await canvasPage(place.taskId);
    const files = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/') && /\.(js|css)$/.test(path)) files.push(path.slice(1));
    });
    await openEditor(page, type, place);
    fetched.set(type, { all: files.reduce((s, f) => s + gzipOf(f), 0) });
    await page.close();
  }

  // Warm cache: each run reloads the canvas (no chunk in memory, all in the HTTP cache) and opens every editor.
  const times = new Map([...places.keys()].map((t) => [t, []]));
  for (let r = 0; r < runs; r++) {
    for (const taskId of new Set([...places.values()].map((p) => p.taskId))) {
      const page = await canvasPage(taskId);
      for (const [type, place] of places) {
        if (place.taskId !== taskId) continue;
        times.get(type).push(await openEditor(page, type, place));
        await closeEditor(page, taskId);
      }
      await page.close();
    }
  }

  // After the timings, so the build does not compete with the browser for the CPU.
  const { editors, shellMonaco, registry } = await analyseBuild();
  const perType = [...places.keys()].map((type) => ({
    type,
    ms: median(times.get(type)),
    own: editors.get(type)?.bytes ?? 0,
    ownChunks: editors.get(type)?.chunks ?? 0,
    ...fetched.get(type),
  }));
  const slowest = perType.reduce((a, b) => (b.ms > a.ms ? b : a));
  const largestOwn = perType.reduce((a, b) => (b.own > a.own ? b : a));
  const largestAll = perType.reduce((a, b) => (b.all > a.all ? b : a));
  const withMonaco = [...editors].filter(([, e]) => e.monaco).map(([type]) => type);
  const results = [
    {
      name: `Node editor chunk (its Editor chunk plus the shared chunks it alone pulls in beyond the canvas and the editor shell), largest of ${editors.size} types (${largestOwn.type})`,
      budget: '≤ 60 KB gzip, no Monaco',
      value: `${kb(largestOwn.own)} KB`,
      runs: `${largestOwn.ownChunks} chunks; Monaco in an editor's chunks: ${withMonaco.length || shellMonaco ? [...withMonaco, ...(shellMonaco ? ['editor shell'] : [])].join(', ') : 'none'}; everything its first open fetches beyond the canvas (shell included): ${kb(largestOwn.all)} KB; most of any type: ${kb(largestAll.all)} KB (${largestAll.type})`,
      ok: largestOwn.own <= 60 * 1024 && withMonaco.length === 0 && !shellMonaco,
    },
    {
      name: `Node editor open on a warm cache (route change → form painted), slowest median of ${perType.length} node types`,
      budget: '≤ 150 ms',
      value: `${slowest.ms.toFixed(1)} ms`,
      runs: `${slowest.type}; median over all types ${median(perType.map((p) => p.ms)).toFixed(1)} ms; ${runs} page loads each`,
      ok: slowest.ms <= 150,
    },
    {
      name: 'Node-type registry in the canvas chunks (the modules only the registry brings: definitions, plugin API and what only they use; minified, gzip)',
      budget: '≤ 30 KB gzip',
      value: `${kb(registry.bytes)} KB`,
      runs: `${registry.modules} modules of the real build, ${registry.definitions} definitions; ${places.size} node types offered to the demo account`,
      ok: registry.bytes <= 30 * 1024,
    },
  ];
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
  else {
    for (const p of perType)
      console.log(
        `${p.type.padEnd(28)} ${p.ms.toFixed(1).padStart(7)} ms  own ${kb(p.own)} KB (${p.ownChunks} chunks)  fetched ${kb(p.all)} KB`,
      );
    for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
  }
} finally {
  await browser?.close();
  await stop();
}
