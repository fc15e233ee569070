import { describe, expect, inject, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, selectedLabelNow } from './support/canvas';

const baseUrl = inject('baseUrl');
const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

describe('wayfinding and legibility', () => {
  it('highlights Build on Build pages; the task list shows every type first and remembers the last choice', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder);
      await page.goto(`${baseUrl}/build/tasks?${retail.scope}`);
      const types = page.locator('.tasks-types');
      const pressed = () => types.locator('[aria-pressed="true"]').innerText({ timeout: 5000 }).catch(() => '');
      await expect.poll(pressed).toBe('All');
      expect(await page.locator('aside .studio-nav-menu .bp6-menu-item.bp6-active').innerText()).toBe('Build');
      await types.getByRole('button', { name: 'Chatbot' }).click();
      await page.reload();
      await expect.poll(pressed).toBe('Chatbot');
    });
  });

  it("draws node subtitles at 12 px or more (legible at 100 % zoom), a Go To's with its target's name, copy confirmed", async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const [task] = await retail.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=all');
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      const size = await page.locator('.cf-sub').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      // A Go To names its target.
      expect(await page.locator('g[role="treeitem"][aria-label="Back to main menu"] .cf-sub').textContent()).toContain('→ Main menu');
      // Copy says so.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Welcome');
      await page.keyboard.press('Control+c');
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain('Node copied: Welcome');
    });
  });

  it('lets the welcome banner be dismissed, for good', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      const banner = page.getByTestId('announcement');
      await banner.getByRole('button', { name: 'Close' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await banner.count()).toBe(0);
    });
  });
});
