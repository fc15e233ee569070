import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, selectedLabelNow, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const placeholder = 'Type a command, a screen or an account…';

describe('the command palette', () => {
  it('takes every key from the moment Ctrl+K is pressed: typing "undo" on a canvas changes nothing', async () => {
    const api = await accountApi(builder);
    const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Palette race ${Date.now()}`, task_type: 'voice' });
    const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
    await api.call('POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid: main.first_node_id, node_type: 'comment', node_name: 'Goodbye', config: { text: 'A note' }, swap: false });
    const nodes = async () => (await api.call<{ node_id: number; pid: number | null }[]>('GET', `/node/nodes?task_id=${task.task_id}`)).map((n) => `${n.node_id}<${n.pid}`).sort();
    const before = await nodes();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${api.scope}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Goodbye');
      // The first opening after a page load, keys typed at once.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('undo');
      const input = page.getByPlaceholder(placeholder);
      await expect.poll(() => input.inputValue({ timeout: 1000 }).catch(() => '')).toBe('undo');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      // The palette is the only dialog: N did not open the insert picker under it.
      expect(await page.locator('.bp6-dialog').count()).toBe(1);
      await page.keyboard.press('Escape');
      await input.waitFor({ state: 'detached' });
      expect(await treeItem(page, 'Goodbye').count()).toBe(1);
    });
    expect(await nodes()).toEqual(before);
  });

  it('keeps the first letters typed right after Ctrl+K on any screen', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('tasks');
      const input = page.getByPlaceholder(placeholder);
      await expect.poll(() => input.inputValue({ timeout: 1000 }).catch(() => '')).toBe('tasks');
    });
  });

  it("offers the canvas's own commands first on a canvas, each with its key", async () => {
    const api = await accountApi(builder, 'Northwind Retail');
    const [task] = await api.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=all');
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${api.scope}`);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('find');
      const selected = page.locator('[cmdk-item][data-selected="true"]');
      await expect.poll(() => selected.innerText({ timeout: 1000 }).catch(() => '')).toMatch(/^Find a node by name or id\s+F$/);
    });
  });

  it('shows the read-only viewer "Create a task" disabled, with the reason', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('create a task');
      const item = page.locator('[cmdk-item]').filter({ hasText: 'Create a task' });
      await expect.poll(() => item.getAttribute('aria-disabled', { timeout: 1000 }).catch(() => null)).toBe('true');
      expect(await item.innerText()).toContain('You do not have permission to manage this item');
    });
  });
});
