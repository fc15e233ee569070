#!/usr/bin/env node
// The command palette's opening, in headless Chromium against the built app on SQLite: from the Ctrl+K keydown to
// the frame in which the palette's input has the focus (≤ 50 ms), on the first opening after a full page load of
// the dashboard (the app's files cached, as for a returning user). Medians of BENCH_RUNS runs (default 5).
// BUILD_DIR picks the build (default dist/; built when missing). Prints the figures; `BENCH_JSON=1` prints JSON.
import { join, resolve } from 'node:path';
import { builderApi, startBuiltStudio } from './bench-studio.mjs';
import { median, ensureBuilt, launchChromium } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 5);

ensureBuilt(root, buildDir);

const { base, stop } = await startBuiltStudio({ root, buildDir, name: 'palette', portBase: 22080 });
let browser;

try {
  const { token } = await builderApi(base);
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Ctrl+K's keydown, and the frame after the palette's input takes the focus.
  await context.addInitScript(() => {
    addEventListener('keydown', (e) => e.ctrlKey && e.key === 'k' && (window.__benchKeyAt ??= performance.now()), true);
    addEventListener(
      'focusin',
      (e) => e.target.matches?.('[cmdk-input]') && requestAnimationFrame(() => (window.__benchFocusAt ??= performance.now())),
      true,
    );
  });
  const warm = await context.newPage();
  await warm.goto(`${base}/login`);
  await warm.evaluate((t) => localStorage.setItem('studio.token', t), token);
  await warm.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await warm.close();
  const openMs = [];
  for (let r = 0; r < runs; r++) {
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('dashboard-stats').waitFor();
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => window.__benchFocusAt !== undefined, null, { timeout: 10000 });
    openMs.push(await page.evaluate(() => window.__benchFocusAt - window.__benchKeyAt));
    await page.close();
  }
  const results = [
    {
      name: 'Command palette: Ctrl+K → its input focused (first opening after a page load; the frame after the focus)',
      budget: '≤ 50 ms',
      value: `${median(openMs).toFixed(1)} ms`,
      runs: `${openMs.map((x) => x.toFixed(1)).join(', ')} ms`,
      ok: median(openMs) <= 50,
    },
  ];
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
  else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
} finally {
  await browser?.close();
  await stop();
}
