import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A drawn node (or condition label) of the canvas by its accessible label. */
export const treeItem = (page: Page, label: string) => page.locator(`g[role="treeitem"][aria-label="${label}"]`);

/** The label of the selected node, waiting until one is selected. */
export const selectedLabel = (page: Page) => page.locator('g[role="treeitem"][aria-selected="true"]').first().getAttribute('aria-label');

/** The label of the selected node, or null, read at once (for polls that must also see "none selected"). */
export const selectedLabelNow = (page: Page) =>
  page.evaluate(() => document.querySelector('g[role="treeitem"][aria-selected="true"]')?.getAttribute('aria-label') ?? null);

/** The id of the element that has the focus ('' for none). */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab until the element with this id has the focus (keyboard only), at most `max` presses. */
export async function tabTo(page: Page, id: string, max = 30) {
  for (let i = 0; i < max && (await focusedId(page)) !== id; i += 1) await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(id);
}
