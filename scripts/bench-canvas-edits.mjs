#!/usr/bin/env node
// A canvas edit's round trip does not grow with the task: a rename, an insert and a paste of a copied branch of 20
// nodes, each timed from its key (Ctrl+Enter in the node editor, Ctrl+V on the canvas) to the change painted and the
// server's answer received, on a voice task of ~100 nodes and on one of ~10,000 (bench-canvas-task.mjs), in headless
// Chromium against the built app on SQLite. Budget: the 10,000-node figure within 1.5× of the 100-node one, for each
// edit (medians of BENCH_EDITS edits, default 7). Also reported: "settled", the last request the edit set off answered
// and the last long task after it done (the refetches and the new layout).
// The edits are driven by the canvas's own keys; every step waits for a DOM condition with a timeout and names the
// step that did not come (a wait never hangs the bench). An insert and a paste are undone (Ctrl+Z) before the next.
// BENCH_SIZES overrides the sizes ("100,10000"); `BENCH_WRITE=1` writes the rows in docs/benchmarks.md.
// BENCH_PROFILE=<dir> writes a CPU profile of the browser's main thread over the measured rounds of each size
// (<dir>/edits-<size>.cpuprofile; a build with `vite build --minify false` keeps the functions' names).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateVoiceTask } from './bench-canvas-task.mjs';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { writeTableRows } from './bench-table.mjs';
import { machineLoad, median, ensureBuilt, launchChromium } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const edits = Number(process.env.BENCH_EDITS ?? 7);
const sizes = (process.env.BENCH_SIZES ?? '100,10000').split(',').map(Number);
const stepTimeout = Number(process.env.BENCH_STEP_TIMEOUT ?? 30000);

ensureBuilt(root, buildDir);

/** Runs one step of the bench; a step that does not finish in time fails the bench with its name. */
async function step(name, fn) {
  let timer;
  try {
    return await Promise.race([
      fn(),
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`step "${name}" did not finish in ${stepTimeout} ms`)), stepTimeout)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The task of `size` nodes, and at its end the edits' place: a menu "Bench menu" with keys 1 and 2, a chain of 20
 * prompts ("Branch 1" …) under key 1 (the branch to copy) and nothing under key 2 (where inserts and pastes go).
 */
async function makeTask(call, size) {
  const made = await generateVoiceTask(call, size, { name: `Bench edits ${size}` });
  const add = async (pid, node_type, config, extra = {}) =>
    (
      await call('POST', '/node/nodes', {
        task_id: made.task.task_id,
        canvas_id: made.main.canvas_id,
        pid,
        node_type,
        config,
        swap: false,
        ...extra,
      })
    ).node.data;
  const prompt = { prompt_id: made.promptId };
  const keys = [
    { key: '1', label: 'One' },
    { key: '2', label: 'Two' },
  ];
  const menu = await add(made.last, 'menu', { ...prompt, keys }, { node_name: 'Bench menu' });
  let pid = menu.node_id;
  for (let i = 1; i <= 20; i++)
    pid = (await add(pid, 'prompt', prompt, { node_name: `Branch ${i}`, ...(i === 1 ? { connector_condition: 'key_1' } : {}) })).node_id;
  return { ...made, menuId: menu.node_id, onMain: made.onMain + 21 };
}

/** What the page records: the time of the edit's key, and (once armed) the frame after the awaited change. */
function pageProbe() {
  window.__edit = { key: null, painted: null };
  window.addEventListener(
    'keydown',
    (e) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && (e.key === 'Enter' || e.key.toLowerCase() === 'v' || e.key.toLowerCase() === 'z')) window.__edit.key = performance.now();
    },
    true,
  );
  const longTasks = (window.__longTasks = []);
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.startTime + e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
}

/** Arms the page: `painted` is set in the frame after `test` first holds (checked on every change of the canvas). */
const arm = (page, kind, value) =>
  page.evaluate(
    ([kind, value]) => {
      window.__edit = { key: null, painted: null };
      window.__marks = [];
      performance.clearResourceTimings();
      const holds = () =>
        kind === 'label'
          ? !!document.querySelector(`g[role="treeitem"][aria-label="${value}"]`)
          : Number(document.querySelector('svg[data-painted]')?.getAttribute('data-painted')) === value;
      const watch = new MutationObserver(() => {
        if (!holds()) return;
        watch.disconnect();
        requestAnimationFrame(() => (window.__edit.painted = performance.now()));
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'data-painted'] });
    },
    [kind, value],
  );

/** The figures of the armed edit once painted: key → painted and answered, and key → settled. */
async function measured(page) {
  await page.waitForFunction(() => window.__edit.painted !== null, null, { timeout: stepTimeout });
  // Quiet: no request in flight or started for 300 ms (the refetches the edit set off are done).
  await page.waitForFunction(
    () => {
      const last = Math.max(0, ...performance.getEntriesByType('resource').map((r) => r.responseEnd || Number.POSITIVE_INFINITY));
      return performance.now() - last > 300;
    },
    null,
    { timeout: stepTimeout, polling: 50 },
  );
  return page.evaluate(() => {
    const { key, painted } = window.__edit;
    const api = performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/') && r.startTime >= key);
    const answer = api.length ? api[0].responseEnd : key;
    const sent = api.length ? api[0].startTime : key;
    const lastRequest = Math.max(painted, ...api.map((r) => r.responseEnd));
    const settled = Math.max(lastRequest, ...window.__longTasks.filter((end) => end > key));
    if (window.__marks?.length)
      console.log(
        'MARKS ' +
          JSON.stringify({
            answer: Math.round(answer - key),
            painted: Math.round(painted - key),
            marks: window.__marks.map(([m, t, x]) => [m, Math.round(t - key), x]),
          }),
      );
    return { done: Math.max(painted, answer) - key, answer: answer - key, sent: sent - key, settled: settled - key };
  });
}

const selectedLabel = (page) =>
  page.evaluate(() => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') ?? null);
const drawnCount = (page) => page.evaluate(() => Number(document.querySelector('svg[data-painted]')?.getAttribute('data-painted')));

/** Presses `key` and waits until `label` is selected. */
async function keyTo(page, key, label) {
  await step(`${key} to "${label}"`, async () => {
    await page.keyboard.press(key);
    await page.waitForFunction(
      (l) => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') === l,
      label,
      {
        timeout: stepTimeout,
        polling: 'raf',
      },
    );
  });
}

async function undo(page, count) {
  await step('undo (Ctrl+Z)', async () => {
    await page.keyboard.press('Control+z');
    await page.waitForFunction((n) => Number(document.querySelector('svg[data-painted]')?.getAttribute('data-painted')) === n, count, {
      timeout: stepTimeout,
      polling: 'raf',
    });
  });
}

/** One round of the three edits, from the selected menu back to it. */
async function round(page, i) {
  // Rename: Enter opens the node editor; the name is typed; Ctrl+Enter saves.
  const name = `Bench menu ${i}`;
  await step('open the editor (Enter)', async () => {
    await page.keyboard.press('Enter');
    await page.locator('#node-name').waitFor({ timeout: stepTimeout });
  });
  await page.locator('#node-name').fill(name);
  await arm(page, 'label', name);
  await page.keyboard.press('Control+Enter');
  const rename = await step('rename painted', () => measured(page));
  await step('editor closed', () => page.locator('.cf-editor').waitFor({ state: 'detached', timeout: stepTimeout }));
  await step('renamed menu selected', () =>
    page.waitForFunction(
      (l) => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') === l,
      name,
      { timeout: stepTimeout },
    ),
  );

  // Insert: N, "hangup", Enter opens the editor with new; Ctrl+Enter creates the node under key 2.
  await keyTo(page, 'ArrowDown', '1: One');
  await keyTo(page, 'ArrowRight', '2: Two');
  const before = await drawnCount(page);
  await step('insert picker (N)', async () => {
    await page.keyboard.press('n');
    await page.getByPlaceholder('Node type…').waitFor({ timeout: stepTimeout });
  });
  await page.keyboard.type('hangup');
  await step('picker offers Hang up', () =>
    page.waitForFunction(() => document.querySelector('[cmdk-item][data-selected="true"]')?.getAttribute('data-value') === 'hangup', null, {
      timeout: stepTimeout,
    }),
  );
  await step('new node editor', async () => {
    await page.keyboard.press('Enter');
    await page.locator('.cf-editor').waitFor({ timeout: stepTimeout });
  });
  await arm(page, 'count', before + 1);
  await page.keyboard.press('Control+Enter');
  const insert = await step('insert painted', () => measured(page));
  await step('editor closed', () => page.locator('.cf-editor').waitFor({ state: 'detached', timeout: stepTimeout }));
  await undo(page, before);
  await keyTo(page, 'ArrowUp', name);

  // Paste: Ctrl+Shift+C on the branch of 20 under key 1, then Ctrl+V on key 2.
  await keyTo(page, 'ArrowDown', '1: One');
  await keyTo(page, 'ArrowDown', 'Branch 1');
  await page.keyboard.press('Control+Shift+c');
  await keyTo(page, 'ArrowUp', '1: One');
  await keyTo(page, 'ArrowRight', '2: Two');
  await arm(page, 'count', before + 20);
  await page.keyboard.press('Control+v');
  const paste = await step('paste painted', () => measured(page));
  await undo(page, before);
  await keyTo(page, 'ArrowUp', name);
  return { rename, insert, paste };
}

const loadNow = machineLoad();
const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'canvas-edits', portBase: 21080 });
let browser;
try {
  const { token, acId, spId, call } = await builderApi(base);
  browser = await launchChromium();
  const figures = {};
  for (const size of sizes) {
    const task = await makeTask(call, size);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    page.on('console', (m) => m.text().startsWith('MARKS') && console.log(size, m.text()));
    await page.goto(`${base}/login`);
    await page.evaluate((t) => localStorage.setItem('studio.token', t), token);
    await page.goto(`${base}/build/callflow/${task.task.task_id}?ac_id=${acId}&sp_id=${spId}`);
    await step('canvas drawn', () => page.locator('svg[data-painted]').waitFor({ timeout: stepTimeout }));
    await page.locator('.cf-viewport').focus();
    // F, the menu's name, Enter: the find selects the menu and centres it.
    await step('find open (F)', async () => {
      await page.keyboard.press('f');
      await page.locator('.cf-find input').waitFor({ timeout: stepTimeout });
    });
    await page.keyboard.type('Bench menu');
    await step('find offers the menu', () =>
      page.waitForFunction(
        () => document.querySelector('.cf-find [cmdk-item][data-selected="true"]')?.textContent?.includes('Bench menu'),
        null,
        {
          timeout: stepTimeout,
        },
      ),
    );
    await page.keyboard.press('Enter');
    await step('menu selected', () =>
      page.waitForFunction(
        () => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') === 'Bench menu',
        null,
        { timeout: stepTimeout },
      ),
    );
    await step('find closed', () => page.locator('.cf-find').waitFor({ state: 'detached', timeout: stepTimeout }));
    await page.locator('.cf-viewport').focus();
    const rows = [];
    const profile = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    for (let i = 0; i <= edits; i++) {
      if (profile && i === 1) {
        await profile.send('Profiler.enable');
        await profile.send('Profiler.start');
      }
      const r = await round(page, i).catch(async (e) => {
        // Where the page stood: the selected node and the URL, and a screenshot beside the bench's temporary files.
        await page.screenshot({ path: join(tmpdir(), 'bench-canvas-edits-failure.png') }).catch(() => {});
        throw new Error(`${e.message} (${size} nodes, round ${i}; selected "${await selectedLabel(page)}" at ${page.url()})`);
      });
      if (i > 0) rows.push(r); // the first round loads the editor's code: a warm-up
    }
    if (profile) {
      const { profile: cpu } = await profile.send('Profiler.stop');
      mkdirSync(process.env.BENCH_PROFILE, { recursive: true });
      writeFileSync(join(process.env.BENCH_PROFILE, `edits-${size}.cpuprofile`), JSON.stringify(cpu));
    }
    figures[size] = { nodes: task.onMain, rows };
    console.log(
      `${task.onMain} nodes: ${['rename', 'insert', 'paste'].map((k) => `${k} ${median(rows.map((r) => r[k].done)).toFixed(0)} ms (sent ${median(rows.map((r) => r[k].sent)).toFixed(0)}, answered ${median(rows.map((r) => r[k].answer)).toFixed(0)}, settled ${median(rows.map((r) => r[k].settled)).toFixed(0)})`).join(', ')}`,
    );
    await context.close();
  }
  const [small, large] = sizes.map((s) => figures[s]);
  const load = loadNow();
  const words = {
    rename: 'a rename (Enter, name, Ctrl+Enter)',
    insert: 'an insert (N, Hang up, Ctrl+Enter)',
    paste: 'a paste of a copied branch of 20 nodes (Ctrl+V)',
  };
  const results = Object.entries(words).map(([k, what]) => {
    const m = (f, key = 'done') => median(f.rows.map((r) => r[k][key]));
    const ratio = m(large) / m(small);
    return {
      name: `Canvas edit round trip at ${large.nodes} vs ${small.nodes} nodes: ${what}, key → the change painted and the server's answer received (median of ${edits})`,
      budget: '≤ 1.5× the small task',
      value: `${ratio.toFixed(2)}×`,
      runs: `${m(large).toFixed(0)} vs ${m(small).toFixed(0)} ms; settled (the refetches and the work after them done) ${m(large, 'settled').toFixed(0)} vs ${m(small, 'settled').toFixed(0)} ms; the answer alone ${m(large, 'answer').toFixed(0)} vs ${m(small, 'answer').toFixed(0)} ms (${load})`,
      ok: ratio <= 1.5,
    };
  });
  if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ figures, results }));
  else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
} finally {
  await browser?.close();
  await stop();
}
