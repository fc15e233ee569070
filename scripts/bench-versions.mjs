#!/usr/bin/env node
// Budgets, against the built app on SQLite, on a generated voice task of about 2,000 nodes (made through
// the HTTP API: a template branch pasted again and again, as bench-canvas.mjs does):
//  - the diff of two versions, computed and drawn (≤ 200 ms): version 1 published, then 30 nodes renamed, a branch
//    deleted and one pasted; in headless Chromium, from the press of Compare in the versions panel (the published
//    version against the draft; its snapshot is fetched when the panel opens; the diff computed, the merged tree laid out) to the
//    frame after the canvas shows the diff marks. Fresh page each run (nothing cached but the app's files).
//  - a stale edit refused (≤ 50 ms p95) with 10 concurrent editors on that task: each renames a node 15 times with the
//    revision it last saw, asking for the delta answer as the studio's canvas does (X-Node-Answer: delta); edits that
//    lost the race are refused with 409 — their round trips are the sample.
// Medians of BENCH_RUNS runs (default 3). Prints the figures; `BENCH_JSON=1` prints JSON for npm run bench.
import { join, resolve } from 'node:path';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { median, p95, ensureBuilt, launchChromium } from './bench-kit.mjs';
import { generateVoiceTask, shortMenuBranch } from './bench-canvas-task.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const target = Number(process.env.BENCH_NODES ?? 2000);

ensureBuilt(root, buildDir);

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'versions', portBase: 21080 });
let browser;

try {
  const { token, acId, spId, call } = await builderApi(base);
  const {
    task,
    main,
    template,
    menu,
    roots,
    nodes,
    last: after,
  } = await generateVoiceTask(call, target, {
    name: `Bench versions ${target}`,
    branch: shortMenuBranch,
  });
  const version = (await call('POST', `/studio/versions/untitled-version/${task.task_id}`, {})).version;
  // The draft moves on: 30 prompts renamed (the first ones in view), the key-2 branch of one copy deleted, one branch pasted.
  for (const n of nodes.filter((x) => x.node_type === 'prompt' && x.canvas_id === main.canvas_id).slice(0, 30)) {
    await call('PUT', `/node/nodes/${n.node_id}`, { node_name: `${n.node_name} (renamed)` });
  }
  const keyTwo = nodes.find((n) => n.pid === roots[5] && n.node_name.startsWith('2'));
  const gone = nodes.find((n) => n.pid === keyTwo.node_id);
  await call('DELETE', `/node/nodes/${gone.node_id}?delete_type=delete_branch&canvas_id=${main.canvas_id}`, {});
  await call('POST', '/node/copy', {
    task_id: task.task_id,
    copy_node_id: menu.node_id,
    copy_type: 'copy_branch',
    pid: after,
    from_canvas_id: template.canvas_id,
    to_canvas_id: main.canvas_id,
  });

  // 1. The diff, computed and drawn, in Chromium.
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const warm = await context.newPage();
  await warm.goto(`${base}/login`);
  await warm.evaluate((t) => localStorage.setItem('studio.token', t), token);
  await warm.goto(`${base}/build/callflow/${task.task_id}?ac_id=${acId}&sp_id=${spId}`);
  await warm.locator('svg[data-painted]').waitFor({ timeout: 60000 });
  await warm.close();
  const diffMs = [];
  let marks = 0;
  for (let r = 0; r < runs; r++) {
    const page = await context.newPage();
    await page.goto(`${base}/build/callflow/${task.task_id}`);
    await page.locator('svg[data-painted]').waitFor({ timeout: 60000 });
    await page.locator('.cf-viewport').focus();
    await page.keyboard.press('v');
    const compare = page.locator('.vs-compare button');
    await compare.waitFor();
    await page.waitForFunction((id) => document.querySelector('.vs-compare select')?.value === String(id), version.version_id);
    // The panel fetches the published version's snapshot when it opens; the press comes once the page is idle.
    await page.waitForLoadState('networkidle');
    const measured = await page.evaluate(
      () =>
        new Promise((resolveRun) => {
          const svg = document.querySelector('svg[data-painted]');
          let t0 = 0;
          const watch = new MutationObserver(() => {
            if (!svg.querySelector('[data-diff]')) return;
            watch.disconnect();
            requestAnimationFrame(() => resolveRun({ ms: performance.now() - t0, marks: svg.querySelectorAll('[data-diff]').length }));
          });
          watch.observe(svg, { subtree: true, childList: true, attributes: true });
          t0 = performance.now();
          document.querySelector('.vs-compare button').click();
        }),
    );
    diffMs.push(measured.ms);
    marks = measured.marks;
    await page.close();
  }

  // 2. Stale edits with 10 concurrent editors.
  const { token: t2 } = await builderApi(base);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${t2}`,
    'x-scope': 'ac',
    'x-scope-id': String(acId),
    'x-sp-id': String(spId),
  };
  const subject = nodes.find((n) => n.node_type === 'prompt' && n.canvas_id === main.canvas_id);
  const refused = [];
  let won = 0;
  const revisionNow = async () => (await (await fetch(`${base}/api/studio/versions/${task.task_id}`, { headers })).json()).data.revision;
  // Ten editors on the task at once, each renaming a node again and again with the revision it last saw: an edit that
  // lost the race is refused (409) and the editor reads the revision again, as the canvas reloads.
  await Promise.all(
    Array.from({ length: 10 }, async (_, editor) => {
      let revision = await revisionNow();
      for (let i = 0; i < 15; i++) {
        const t = performance.now();
        const res = await fetch(`${base}/api/node/nodes/${subject.node_id}`, {
          method: 'PUT',
          headers: { ...headers, 'x-task-revision': String(revision), 'x-node-answer': 'delta' },
          body: JSON.stringify({ node_name: `Editor ${editor} edit ${i}` }),
        });
        const ms = performance.now() - t;
        const body = await res.json();
        if (res.status === 200) {
          won += 1;
          revision = body.revision;
        } else if (res.status === 409) {
          refused.push(ms);
          revision = await revisionNow();
        } else throw new Error(`unexpected answer ${res.status}`);
      }
    }),
  );
  if (won === 0 || refused.length === 0) throw new Error(`expected wins and refusals, got ${won} and ${refused.length}`);

  const fixed = (xs, d = 1) => xs.map((x) => x.toFixed(d)).join(', ');
  const results = [
    {
      name: `Diff of two versions of a ${nodes.length}-node task (published vs draft: 30 renamed, a branch removed, a branch added), computed and drawn (press of Compare → the frame showing ${marks} diff marks)`,
      budget: '≤ 200 ms',
      value: `${median(diffMs).toFixed(1)} ms`,
      runs: `${fixed(diffMs)} ms`,
      ok: median(diffMs) <= 200,
    },
    {
      name: `Stale edit refused (409) with 10 concurrent editors on that task (150 edits, ${won} applied), p95 of ${refused.length} refusals`,
      budget: '≤ 50 ms p95',
      value: `${p95(refused).toFixed(1)} ms`,
      runs: `median ${median(refused).toFixed(1)} ms, max ${Math.max(...refused).toFixed(1)} ms`,
      ok: p95(refused) <= 50,
    },
  ];
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ nodes: nodes.length, results }));
  else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
} finally {
  await browser?.close();
  await stop();
}
