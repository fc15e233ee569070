import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { openCanvas, selectedLabelNow } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

interface FlowNode {
  node_id: number;
  node_name: string;
  node_type: string;
}

/** The builder over the API, in Northwind Retail (where the demo seed put the 'Retail main line' task). */
async function retail() {
  const api = await accountApi(builder, 'Northwind Retail');
  const taskNamed = async (name: string) =>
    (await api.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all')).find((t) => t.task_name === name)!;
  return { ...api, taskNamed };
}

/** How far a node's centre (by default the selected one's) is from the centre of the canvas viewport, in screen pixels. */
const offCentre = (page: Page, label?: string) =>
  page.evaluate((name) => {
    const selector = name ? `g[role="treeitem"][aria-label="${name}"]` : 'g[role="treeitem"][aria-selected="true"]';
    const node = document.querySelector(selector)?.querySelector('.cf-shape')?.getBoundingClientRect();
    const viewport = document.querySelector('.cf-viewport')!.getBoundingClientRect();
    if (!node) return Infinity;
    return Math.hypot(
      node.x + node.width / 2 - (viewport.x + viewport.width / 2),
      node.y + node.height / 2 - (viewport.y + viewport.height / 2),
    );
  }, label);

/** Selected, and (once the view has moved) in the middle of the canvas. */
async function expectSelectedAndCentred(page: Page, label: string) {
  await expect.poll(() => selectedLabelNow(page)).toBe(label);
  await expect.poll(() => offCentre(page)).toBeLessThan(2);
}

const openTask = (page: Page, taskId: number, scope: string) => openCanvas(page, baseUrl, builder, `/build/callflow/${taskId}?${scope}`);

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

describe('canvas navigation by keyboard', () => {
  it('follows a goto with G, centred on its target, and goes back to the goto with Backspace', async () => {
    const { taskNamed, scope } = await retail();
    const task = await taskNamed('Retail main line');
    await withPage(async (page) => {
      await openTask(page, task.task_id, scope);
      // Zoomed in, with the goto under '0: Repeat' selected, its target (the menu) is away from the middle.
      await press(page, '+', '+', '+');
      await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight');
      await expect.poll(() => selectedLabelNow(page)).toBe('0: Repeat');
      await press(page, 'ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Back to main menu');
      expect(await offCentre(page, 'Main menu')).toBeGreaterThan(100);

      await press(page, 'g');
      await expectSelectedAndCentred(page, 'Main menu');
      expect(await offCentre(page, 'Back to main menu')).toBeGreaterThan(100);
      await press(page, 'Backspace');
      await expectSelectedAndCentred(page, 'Back to main menu');
      // Go Back forgets where it came from: a second Backspace does nothing, and G only follows gotos.
      await press(page, 'Backspace', 'ArrowUp');
      await expect.poll(() => selectedLabelNow(page)).toBe('0: Repeat');
      await press(page, 'g');
      await expect.poll(() => selectedLabelNow(page)).toBe('0: Repeat');
    });
  });

  it('finds a node with F by its name or its #id, selecting and centring it', async () => {
    const { call, taskNamed, scope } = await retail();
    const task = await taskNamed('Retail main line');
    const nodes = await call<FlowNode[]>('GET', `/node/nodes?task_id=${task.task_id}`);
    const orderStatus = nodes.find((n) => n.node_name === 'Order status')!;
    await withPage(async (page) => {
      await openTask(page, task.task_id, scope);
      const find = page.getByPlaceholder('Name or id…');
      const highlighted = page.locator('.cf-find [cmdk-item][data-selected="true"]');

      await press(page, 'f');
      await expect.poll(() => find.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('returns pol');
      await expect.poll(() => highlighted.innerText()).toContain('Returns policy');
      await press(page, 'Enter');
      await find.waitFor({ state: 'detached' });
      await expectSelectedAndCentred(page, 'Returns policy');
      // The keys are the canvas's again: down to the hang-up after it.
      await press(page, 'ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Goodbye');

      await press(page, 'f');
      await page.keyboard.type(`#${orderStatus.node_id}`);
      // The row names the node and its id (beside its type and path).
      await expect.poll(() => highlighted.innerText()).toMatch(new RegExp(`^Order status\\b[\\s\\S]*#${orderStatus.node_id}\\b`));
      await press(page, 'Enter');
      await find.waitFor({ state: 'detached' });
      await expectSelectedAndCentred(page, 'Order status');

      await press(page, 'f');
      await page.keyboard.type('qqzz');
      await page.getByText('No node matches').waitFor();
      await press(page, 'Escape');
      await find.waitFor({ state: 'detached' });
      expect(await selectedLabelNow(page)).toBe('Order status');
    });
  });

  it("adds an event-handler canvas from the '+' tab by keyboard: its tab appears, selected, showing its Disconnect root", async () => {
    const { call, scope } = await retail();
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Handlers ${Date.now().toString(36)}`,
      task_type: 'voice',
    });
    await withPage(async (page) => {
      await openTask(page, task.task_id, scope);
      const tabs = page.locator('.cf-tabs [role="tab"]');
      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', '']);
      // From the Main tab, the right arrow reaches '+' (the pseudo-canvas -99); Enter opens its menu.
      await tabs.first().focus();
      await press(page, 'ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-tab-id') ?? document.activeElement?.id))
        .toMatch(/-99$/);
      await press(page, 'Enter');
      // The menu opens on its first kind; the down arrow moves to the next, Enter picks it.
      await page.getByRole('menu', { name: 'Add a canvas' }).waitFor();
      const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('role')} ${document.activeElement?.textContent}`);
      await expect.poll(focused).toBe('menuitem Canvas');
      await press(page, 'ArrowDown');
      await expect.poll(focused).toBe('menuitem Event handler');
      await press(page, 'Enter');

      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', 'Event handler', '']);
      const handlerTab = tabs.nth(1);
      await expect.poll(() => handlerTab.getAttribute('aria-selected')).toBe('true');
      expect(await handlerTab.locator('[data-icon="lightning"]').count()).toBe(1);
      await expect.poll(() => selectedLabelNow(page)).toBe('Disconnect');
      await expect.poll(() => page.locator('g[role="treeitem"][aria-label="Start"]').count()).toBe(0);

      const canvases = await call<{ canvas_name: string; is_event_handler: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
      expect(canvases.map((c) => [c.canvas_name, c.is_event_handler])).toEqual([
        ['Main', 0],
        ['Event handler', 1],
      ]);

      // Back on Main by keyboard: its Start is drawn again.
      await handlerTab.focus();
      await press(page, 'ArrowLeft', 'Enter');
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
      await page.locator('g[role="treeitem"][aria-label="Start"]').waitFor();
    });
  });

  it('adds, renames and deletes a canvas by keyboard from the palette, which shows their keys and why Main cannot go', async () => {
    const { call, scope } = await retail();
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Tab commands ${Date.now().toString(36)}`,
      task_type: 'voice',
    });
    const canvases = async () =>
      (await call<{ canvas_name: string; is_main_canvas: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`)).map(
        (c) => c.canvas_name,
      );
    await withPage(async (page) => {
      await openTask(page, task.task_id, scope);
      const tabs = page.locator('.cf-tabs [role="tab"]');
      const input = page.getByPlaceholder('Type a command, a screen or an account…');
      const highlighted = page.locator('.studio-palette [cmdk-item][data-selected="true"]');
      /** Ctrl+K, the words, and the highlighted entry's text (its title, a reason, its keys) before Enter runs it. */
      const fromPalette = async (words: string, title: string) => {
        await press(page, 'Control+k');
        await page.keyboard.type(words);
        await expect.poll(() => highlighted.innerText()).toContain(title);
        const entry = (await highlighted.innerText()).replace(/\s+/g, ' ');
        await press(page, 'Enter');
        await input.waitFor({ state: 'detached' });
        return entry;
      };
      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', '']);

      expect(await fromPalette('add a canvas', 'Add a canvas')).toMatch(/Add a canvas Shift C$/);
      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', 'Canvas 1', '']);
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => selectedLabelNow(page)).toBe('Start');

      // Rename puts the keys in the tab's name; Enter keeps the new one.
      expect(await fromPalette('rename canvas', 'Rename canvas')).toMatch(/Rename canvas F2$/);
      const nameField = page.locator('.cf-tabs .cf-canvas-name input');
      await expect.poll(() => nameField.evaluate((el) => el === document.activeElement).catch(() => false)).toBe(true);
      await page.keyboard.type('Refunds');
      await press(page, 'Enter');
      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', 'Refunds', '']);
      await expect.poll(canvases).toEqual(['Main', 'Refunds']);
      expect(await violations(page, 'canvas tabs')).toEqual([]);
      // [ and ] move between the canvases.
      await page.locator('.cf-viewport').focus();
      await press(page, '[');
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
      await press(page, ']');
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');

      // Delete asks first, naming the canvas; Enter deletes it and Main is shown again.
      expect(await fromPalette('delete canvas', 'Delete canvas')).toMatch(/Delete canvas Alt Del$/);
      const alert = page.getByRole('alertdialog');
      await expect.poll(() => alert.innerText()).toContain('Delete the canvas “Refunds” and all its nodes?');
      expect(await violations(page, 'canvas deletion')).toEqual([]);
      await press(page, 'Enter');
      await alert.waitFor({ state: 'detached' });
      await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main', '']);
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
      await expect.poll(canvases).toEqual(['Main']);

      // On Main the palette keeps Delete canvas greyed out, with the rule's reason.
      await press(page, 'Control+k');
      await page.keyboard.type('delete canvas');
      const refused = page.locator('.studio-palette [cmdk-item][data-disabled="true"]').filter({ hasText: 'Delete canvas' });
      await expect.poll(() => refused.innerText()).toContain('The main canvas cannot be deleted.');
      await press(page, 'Escape');
      await input.waitFor({ state: 'detached' });
      // So does the tab's actions menu, whose entries are the same commands, with their keys.
      await page.getByRole('button', { name: 'Canvas actions' }).click();
      const actions = page.getByRole('menu', { name: 'Canvas actions' });
      await expect.poll(() => actions.locator('[data-command="canvas.renameCanvas"]').innerText()).toMatch(/Rename canvas\s+F2/);
      const remove = actions.locator('[data-command="canvas.deleteCanvas"]');
      expect(await remove.getAttribute('aria-disabled')).toBe('true');
      expect(await remove.innerText()).toContain('The main canvas cannot be deleted.');
      expect(await violations(page, 'canvas actions menu')).toEqual([]);
    });
  });
});
