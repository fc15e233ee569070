import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, selectedLabelNow, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const placeholder = 'Type a command, a screen or an account…';

/** A new voice task with one note, 'Goodbye', under its start: the node ids and parents, and its canvas opened with the note selected. */
async function canvasWithNote(name: string) {
  const api = await accountApi(builder);
  const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `${name} ${Date.now()}`, task_type: 'voice' });
  const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
  await api.call('POST', '/node/nodes', {
    task_id: task.task_id,
    canvas_id: main.canvas_id,
    pid: main.first_node_id,
    node_type: 'comment',
    node_name: 'Goodbye',
    config: { text: 'A note' },
    swap: false,
  });
  return {
    nodes: async () =>
      (await api.call<{ node_id: number; pid: number | null }[]>('GET', `/node/nodes?task_id=${task.task_id}`))
        .map((n) => `${n.node_id}<${n.pid}`)
        .sort(),
    open: async (page: Page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${api.scope}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Goodbye');
    },
  };
}

describe('the command palette', () => {
  it('takes every key from the moment Ctrl+K is pressed: typing "undo" on a canvas changes nothing', async () => {
    const { nodes, open } = await canvasWithNote('Palette race');
    const before = await nodes();
    await withPage(async (page) => {
      await open(page);
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

  it('opens again on Ctrl+K pressed just after Escape closed it, and the letters then change nothing on the canvas', async () => {
    const { nodes, open } = await canvasWithNote('Palette reopen');
    const before = await nodes();
    await withPage(async (page) => {
      await open(page);
      const input = page.getByPlaceholder(placeholder);
      for (const pause of [0, 100, 150, 250]) {
        await page.keyboard.press('Control+k');
        await input.waitFor();
        await page.keyboard.press('Escape');
        await page.waitForTimeout(pause);
        await page.keyboard.press('Control+k');
        // "Publish": U would unlink the node, B set a breakpoint, H open the history, if the keys reached the canvas.
        await page.keyboard.type('Publish');
        await expect.poll(() => input.inputValue({ timeout: 1000 }).catch(() => ''), { message: `after ${pause} ms` }).toBe('Publish');
        expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Escape');
        await input.waitFor({ state: 'detached' });
      }
      // Letters typed while the palette is still closing are not shortcuts either.
      await page.keyboard.press('Control+k');
      await input.waitFor();
      await page.keyboard.press('Escape');
      await page.keyboard.type('ub');
      await input.waitFor({ state: 'detached' });
      expect(await treeItem(page, 'Goodbye').count()).toBe(1);
      expect(await page.locator('.bp6-dialog, .bp6-drawer').count()).toBe(0);
      expect(await page.locator('.cf-sim-badge-breakpoint').count()).toBe(0);
    });
    expect(await nodes()).toEqual(before);
  });

  it('opens a task and a prompt by name, with or without a verb, and says when nothing matches', async () => {
    const api = await accountApi(builder, 'Northwind Retail');
    const stamp = Date.now();
    const prompt = await api.call<{ prompt_id: number }>('POST', '/prompt/prompts', {
      prompt_name: `UX${stamp} returns`,
      texts: [{ language: 'en-US', text: 'Returns.' }],
    });
    const [task] = await api.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=all&search=Retail%20main%20line');
    await withPage(async (page) => {
      // Straight to the dashboard: no task list has been loaded in this page.
      await signIn(page, baseUrl, builder, `/dashboard?${api.scope}`);
      await page.getByTestId('dashboard-stats').waitFor();
      const input = page.getByPlaceholder(placeholder);
      const selected = page.locator('[cmdk-item][data-selected="true"]');
      await page.keyboard.press('Control+k');
      await page.keyboard.type('retail main line');
      await expect.poll(() => selected.innerText({ timeout: 1000 }).catch(() => '')).toMatch(/^Open task Retail main line/);
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/build/callflow/${task.task_id}`));

      await page.keyboard.press('Control+k');
      await page.keyboard.type(`open prompt ux${stamp}`);
      await expect.poll(() => selected.innerText({ timeout: 1000 }).catch(() => '')).toMatch(new RegExp(`^Open prompt UX${stamp} returns`));
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`tab=prompts&id=${prompt.prompt_id}`));

      await page.keyboard.press('Control+k');
      await page.keyboard.type('phone');
      await expect
        .poll(() =>
          page
            .locator('.studio-palette-empty')
            .innerText({ timeout: 1000 })
            .catch(() => ''),
        )
        .toBe('No matching commands');
      expect(await page.locator('[cmdk-item]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await input.waitFor({ state: 'detached' });
    });
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
