import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type SharedPage } from './browser';

/** A drawn node (or condition label) of the canvas by its accessible label. */
export const treeItem = (page: Page, label: string) => page.locator(`g[role="treeitem"][aria-label="${label}"]`);

/** The label of the selected node, waiting until one is selected. */
export const selectedLabel = (page: Page) => page.locator('g[role="treeitem"][aria-selected="true"]').first().getAttribute('aria-label');

/** The label of the selected node, or null, read at once (for polls that must also see "none selected"). */
export const selectedLabelNow = (page: Page) =>
  page.evaluate(() => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') ?? null);

/** The id of the element that has the focus ('' for none). */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * The simulator panel has opened with the focus on its title. The panel is a chunk of its own, fetched and drawn on
 * first use; on a busy machine that takes longer than a poll's default second, so this waits up to ten.
 */
export const simulatorFocused = (page: Page) => expect.poll(() => focusedId(page), { timeout: 10_000 }).toBe('sim-panel-title');

/** Tab until the element with this id has the focus (keyboard only), at most `max` presses. */
export async function tabTo(page: Page, id: string, max = 30) {
  for (let i = 0; i < max && (await focusedId(page)) !== id; i += 1) await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(id);
}

/**
 * Signs in and opens a canvas page (a path such as `/build/callflow/12?sp_id=…`); resolves once its root node
 * (Start, or Disconnect on an event-handler canvas) is drawn, with the focus on the canvas for the keyboard.
 * The sign-in is by token and goes straight to the canvas (no dashboard on the way).
 */
export async function openCanvas(page: Page, baseUrl: string, email: string, path: string) {
  await signIn(page, baseUrl, email, path);
  await canvasReady(page);
}

/** openCanvas in a file's shared signed-in page: the canvas opened by client-side navigation. */
export async function openSharedCanvas(shared: SharedPage, path: string) {
  await shared.visit(path);
  await canvasReady(shared.page);
}

/**
 * Resolves once the canvas's root node is drawn and its task is loaded (the head shows its name: the canvas's and the
 * simulator's keys wait for the task, and on a busy machine it can come after the nodes), with the focus on the canvas.
 */
async function canvasReady(page: Page) {
  await page.locator('g[role="treeitem"][aria-label="Start"], g[role="treeitem"][aria-label="Disconnect"]').first().waitFor();
  await page.waitForFunction(() => {
    const title = document.querySelector('.cf-title-text')?.textContent ?? '';
    return title !== '' && title !== '…';
  });
  await page.locator('.cf-viewport').focus();
}
