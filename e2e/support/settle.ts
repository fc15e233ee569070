import type { Page } from 'playwright-core';

/**
 * A wait for the page to be quiet: loaded, no request in flight for `quietMs`, no spinner, nothing fading in. Playwright's 'networkidle' waits
 * 500 ms of quiet after every load, which on a sweep over a hundred screens in two themes was most of its time.
 * Call once per page (it listens to the page's requests from then on); the wait is capped at `capMs`.
 */
export function quietNetwork(page: Page, quietMs = 150, capMs = 10_000) {
  let inflight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inflight++;
    changed = Date.now();
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = async () => {
    const started = Date.now();
    while (Date.now() - started < capMs) {
      if (inflight === 0 && Date.now() - changed >= quietMs) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return async () => {
    await page.waitForLoadState('load');
    await quiet();
    // A screen still showing a spinner or a busy region is between a chunk and its data: wait for it (capped, as
    // some spinners are the screen's own progress), then for quiet again.
    await page
      .waitForFunction(() => !document.querySelector('.bp6-spinner, [aria-busy="true"]'), undefined, { timeout: 3000, polling: 50 })
      .catch(() => {});
    await quiet();
    await transitionsDone(page);
  };
}

/**
 * A wait for what is fading in (a dialog, a drawer, a toast) to have arrived, at most 3 s: axe reads a
 * half-transparent text as low contrast. Finite transitions and animations only (a spinner turns for ever).
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3000, polling: 50 },
    )
    .catch(() => {});
}
