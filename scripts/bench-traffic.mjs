#!/usr/bin/env node
// The canvas Traffic overlay budget (≤ 500 ms from the command to the painted overlay), in headless Chromium against
// the built app, on SQLite and on PostgreSQL (BENCH_ENGINES picks; a database of its own on BENCH_DATABASE_URL's server): a generated voice task of about 2,000 nodes (through the HTTP API, as bench-canvas makes
// it) and 30 days of node traffic rollups seeded straight into the database (every hour, BENCH_TRAFFIC_NODES nodes
// reached, default 300, each with the link it came by), with their daily sums (migration 056) as the rollup keeps
// them. A run opens the canvas, presses T and waits for the frame after the first node's traffic mark is drawn. Also
// measured: GET /analyse/traffic alone (from Node, same range). Medians of BENCH_RUNS runs (default 5). BUILD_DIR
// picks the build (default dist/). `BENCH_JSON=1` prints JSON, `BENCH_WRITE=1` puts the rows into docs/benchmarks.md
// in place.
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { writeTableRows } from './bench-table.mjs';
import { benchDatabase, machineLoad, median, ensureBuilt, launchChromium, recordPainted } from './bench-kit.mjs';
import { generateVoiceTask } from './bench-canvas-task.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const target = Number(process.env.BENCH_NODES ?? 2000);
const perHour = Number(process.env.BENCH_TRAFFIC_NODES ?? 300);
const days = 30;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

ensureBuilt(root, buildDir);

/** The traffic benchmark's branch: a two-key menu (key 1 hangs up, key 2 plays a prompt) with Otherwise open. */
async function twoKeyMenu({ add, canvasId, firstNodeId, prompt }) {
  const menu = await add(canvasId, firstNodeId, 'menu', {
    ...prompt,
    keys: [
      { key: '1', label: 'One' },
      { key: '2', label: 'Two' },
    ],
  });
  const k1 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
  await add(canvasId, k1.node_id, 'hangup');
  const k2 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  await add(canvasId, k2.node_id, 'prompt', prompt);
  await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });
  return menu;
}

/** The rollup rows of 30 days as the rollup job writes them: per hour, `perHour` nodes reached and the link each came by. */
function* trafficRows(acId, taskId, onMain, firstId, start) {
  for (let h = 0; h < days * 24; h++) {
    const hour = new Date(start.getTime() + h * 3_600_000).toISOString().slice(0, 13);
    for (let i = 0; i < perHour; i++) {
      const node = onMain[(h * 7 + i * 13) % onMain.length];
      const sessions = 5 + ((h + i) % 20);
      const lost = i % 11 === 0 ? 3 : 0;
      const reached = [sessions, lost + 1, lost, i % 22 === 0 ? 1 : 0, 0, 1, 2, sessions - 3, 0, 0, 0, 0, 0];
      yield [acId, hour, taskId, 'voice', node.node_id, 0, ...reached];
      yield [acId, hour, taskId, 'voice', node.pid ?? firstId, node.node_id, sessions, ...new Array(12).fill(0)];
    }
  }
}
const trafficColumns =
  'ac_id, hour, task_id, channel, node_id, to_node_id, sessions, ended, hang_up, errors, no_input, t_1, t_3, t_10, t_30, t_60, t_120, t_300, t_more';
const sums = ['sessions', 'ended', 'hang_up', 'errors', 'no_input', 't_1', 't_3', 't_10', 't_30', 't_60', 't_120', 't_300', 't_more'];
const dailyKeys = 'task_version, channel, node_id, to_node_id';
const dailySql = (p) => `insert into node_traffic_daily (ac_id, task_id, day, ${dailyKeys}, ${sums.join(', ')})
  select ac_id, task_id, substr(hour, 1, 10), ${dailyKeys}, ${sums.map((c) => `sum(${c})`).join(', ')}
  from node_traffic where ac_id = ${p(1)} and task_id = ${p(2)} group by ac_id, task_id, substr(hour, 1, 10), ${dailyKeys}`;

/** Seeds the rows straight into the database the server runs on; answers how many hourly and daily rows it holds. */
async function seed(rows, { dataDir, databaseUrl }, acId, taskId) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      let batch = [];
      let count = 0;
      const flush = async () => {
        if (!batch.length) return;
        const width = batch[0].length;
        const values = batch.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')}, 0)`);
        await client.query(`insert into node_traffic (${trafficColumns}, task_version) values ${values.join(', ')}`, batch.flat());
        count += batch.length;
        batch = [];
      };
      for (const row of rows) {
        batch.push(row);
        if (batch.length === 1000) await flush();
      }
      await flush();
      await client.query(
        dailySql((i) => `$${i}`),
        [acId, taskId],
      );
      await client.query('commit');
      await client.query('vacuum analyze node_traffic');
      await client.query('vacuum analyze node_traffic_daily');
      const daily = (
        await client.query('select count(*)::int as n from node_traffic_daily where ac_id = $1 and task_id = $2', [acId, taskId])
      ).rows[0].n;
      return { rows: count, dailyRows: daily };
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(dataDir, 'studio.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(`insert into node_traffic (${trafficColumns}, task_version) values (${new Array(19).fill('?').join(', ')}, 0)`);
  let count = 0;
  db.transaction(() => {
    for (const row of rows) {
      insert.run(...row);
      count++;
    }
    db.prepare(dailySql(() => '?')).run(acId, taskId);
  })();
  const daily = db.prepare('select count(*) as n from node_traffic_daily where ac_id = ? and task_id = ?').get(acId, taskId).n;
  db.close();
  return { rows: count, dailyRows: daily };
}

const allResults = [];
for (const engine of engines) {
  const label = engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const database = await benchDatabase(engine, 'traffic');
  const { base, stop, dataDir } = await startBuiltStudio({
    root,
    buildDir,
    name: `traffic-${engine}`,
    portBase: 21080,
    databaseUrl: database.url,
  });
  let browser;

  try {
    // 1. The task, through the HTTP API (a menu branch pasted again and again).
    const { token, acId, spId, call } = await builderApi(base);
    const { task, main, first, nodes } = await generateVoiceTask(call, target, { name: `Bench traffic ${target}`, branch: twoKeyMenu });
    const onMain = nodes.filter((n) => n.canvas_id === main.canvas_id && n.node_type !== 'condition_label');
    const stored = nodes.filter((n) => n.canvas_id === main.canvas_id).length;

    // 2. 30 days of node traffic rollups, as the rollup job writes them.
    const end = new Date();
    const start = new Date(end.getTime() - (days - 1) * 86_400_000);
    const { rows, dailyRows } = await seed(
      trafficRows(acId, task.task_id, onMain, first.node_id, start),
      { dataDir, databaseUrl: database.url },
      acId,
      task.task_id,
    );
    const range = `start_date=${start.toISOString().slice(0, 10)}&end_date=${end.toISOString().slice(0, 10)}`;

    // 3. The API alone.
    const loadNow = machineLoad();
    const apiMs = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const view = await call('GET', `/analyse/traffic?task_id=${task.task_id}&${range}`);
      apiMs.push(performance.now() - t0);
      if (!view.nodes.length) throw new Error('the overlay answered no nodes');
    }

    // 4. The command to the painted overlay, in Chromium.
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await recordPainted(context);
    const warm = await context.newPage();
    await warm.goto(`${base}/login`);
    await warm.evaluate((token) => localStorage.setItem('studio.token', token), token);
    await warm.goto(`${base}/build/callflow/${task.task_id}?ac_id=${acId}&sp_id=${spId}`);
    await warm.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 60000 });
    // The overlay's chunk once, as a returning user has it cached.
    await warm.keyboard.press('t');
    await warm.locator('[data-traffic]').first().waitFor({ timeout: 30000 });
    await warm.close();

    const overlayMs = [];
    let marked = 0;
    for (let r = 0; r < runs; r++) {
      const page = await context.newPage();
      await page.goto(`${base}/build/callflow/${task.task_id}`);
      await page.waitForFunction(() => window.__benchPaintedAt !== undefined, null, { timeout: 60000 });
      const measured = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const svg = document.querySelector('svg[data-painted]');
            const t0 = performance.now();
            const watch = new MutationObserver(() => {
              if (!svg.querySelector('[data-traffic]')) return;
              watch.disconnect();
              requestAnimationFrame(() => resolve({ ms: performance.now() - t0, marked: svg.querySelectorAll('[data-traffic]').length }));
            });
            watch.observe(svg, { subtree: true, attributes: true, attributeFilter: ['data-traffic'], childList: true });
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 't', code: 'KeyT', bubbles: true }));
          }),
      );
      overlayMs.push(measured.ms);
      marked = measured.marked;
      await page.close();
    }
    const fixed = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
    // The machine's load over the measured part, as the other benches state it.
    const load = loadNow();
    const results = [
      {
        name: `Canvas Traffic overlay: T on a voice task of ${stored} nodes (${onMain.length} besides its condition labels) → the frame after its marks are drawn (30 days, ${rows.toLocaleString('en-US')} rollup rows), ${label}`,
        budget: '≤ 500 ms',
        value: `${Math.round(median(overlayMs))} ms`,
        runs: `${fixed(overlayMs)} ms; ${marked} drawn nodes marked; ${load}`,
        ok: median(overlayMs) <= 500,
      },
      {
        name: `GET /analyse/traffic alone for that task and range (from Node, same machine), ${label}`,
        budget: '—',
        value: `${Math.round(median(apiMs))} ms`,
        runs: `${fixed(apiMs)} ms (whole days from ${dailyRows.toLocaleString('en-US')} daily rows); ${load}`,
        ok: true,
      },
    ];
    allResults.push(...results);
  } finally {
    await browser?.close();
    await stop();
    await database.drop();
  }
}
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), allResults);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results: allResults }));
else for (const r of allResults) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exitCode = allResults.every((r) => r.ok) ? 0 : 1;
