import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPagePerFile } from './support/browser';
import { accountApi } from './support/api';
import { selectedLabel, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
// Every test draws a task of its own: they share one signed-in page and open their canvas by client-side navigation.
const shared = signedInPagePerFile(builder);

type Node = { node_id: number; node_name: string; node_type: string; pid: number | null; canvas_id: number };

/** start → Prompt → Menu (1: Sales → Go to the prompt, 2: Support → Hang Up, Otherwise). */
async function menuTask(name: string) {
  const api = await accountApi(builder);
  const stamp = Date.now().toString(36);
  const prompt = await api.call<{ prompt_id: number }>('POST', '/prompt/prompts', {
    prompt_name: `${name} ${stamp}`,
    texts: [{ language: 'en-US', text: 'Hello.' }],
  });
  const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `${name} ${stamp}`, task_type: 'voice' });
  const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
  const add = async (pid: number, node_type: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    (
      await api.call<{ node: { data: Node } }>('POST', '/node/nodes', {
        task_id: task.task_id,
        canvas_id: main.canvas_id,
        pid,
        node_type,
        config,
        swap: false,
        ...extra,
      })
    ).node.data;
  const first = await add(main.first_node_id, 'prompt', { prompt_id: prompt.prompt_id });
  const menu = await add(first.node_id, 'menu', {
    prompt_id: prompt.prompt_id,
    keys: [
      { key: '1', label: 'Sales' },
      { key: '2', label: 'Support' },
    ],
  });
  const hangup = await add(menu.node_id, 'hangup', {}, { connector_condition: 'key_2' });
  const goto = await add(menu.node_id, 'goto', { goto_node_id: first.node_id }, { connector_condition: 'key_1' });
  const nodes = () => api.call<Node[]>('GET', `/node/nodes?task_id=${task.task_id}`);
  return { api, taskId: task.task_id, startId: main.first_node_id, first, menu, hangup, goto, nodes };
}

const toast = (page: Page) => page.locator('.bp6-toast').last();

async function openCanvas(page: Page, taskId: number, scope: string) {
  await shared.visit(`/build/callflow/${taskId}?${scope}`);
  await treeItem(page, 'Start').waitFor();
}

/**
 * Presses on `source`, moves until the drop boxes show, then onto the box under `targetKey` (waiting until it is
 * the box under the pointer) and releases there.
 */
async function dragOnto(page: Page, source: Locator, targetKey: string) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 24, from.y + from.height / 2 + 8, { steps: 4 });
  const box = page.locator(`[data-drop-key="${targetKey}"] rect`);
  await box.waitFor();
  const to = (await box.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.locator(`[data-drop-key="${targetKey}"].cf-drop-over`).waitFor();
  await page.mouse.up();
}

describe('call-flow canvas: palette, drag and drop, context menus, node URLs', () => {
  it('drags a palette item onto a drop box and opens the node editor with new for that place', async () => {
    const flow = await menuTask('Palette drop');
    await shared.run(async (page) => {
      await openCanvas(page, flow.taskId, flow.api.scope);
      const item = page.locator('.cf-palette-item[data-node-type="prompt"]');
      await dragOnto(page, item, `n${flow.first.node_id}`);
      await page.waitForURL(new RegExp(`/build/callflow/${flow.taskId}/edit/new\\?node_type=prompt&pid=${flow.first.node_id}$`));
      await page.locator('.cf-editor').waitFor();
      expect(await page.locator('.cf-editor-title').innerText()).toContain('New Prompt node');
    });
  });

  it("refuses a forbidden drop with 'Cannot drop here' and changes nothing", async () => {
    const flow = await menuTask('Forbidden drop');
    const before = await flow.nodes();
    await shared.run(async (page) => {
      await openCanvas(page, flow.taskId, flow.api.scope);
      // A multiple-child node takes nothing below it; a leaf-only Hang up cannot go above the Menu.
      await dragOnto(page, page.locator('.cf-palette-item[data-node-type="prompt"]'), `n${flow.menu.node_id}`);
      await expect.poll(() => toast(page).innerText()).toContain('Cannot drop here');
      expect(new URL(page.url()).pathname).toBe(`/build/callflow/${flow.taskId}`);
      await toast(page).getByRole('button').click();
      await page.locator('.bp6-toast').waitFor({ state: 'detached' });
      await dragOnto(page, treeItem(page, 'Hang up'), `n${flow.first.node_id}`);
      await expect.poll(() => toast(page).innerText()).toContain('Cannot drop here');
      await expect(flow.nodes()).resolves.toEqual(before);
    });
  });

  it('moves a node by dragging it onto another drop box (a cut and paste on the server)', async () => {
    const flow = await menuTask('Drag move');
    const otherwise = (await flow.nodes()).find((x) => x.pid === flow.menu.node_id && x.node_name === 'Otherwise')!;
    await shared.run(async (page) => {
      await openCanvas(page, flow.taskId, flow.api.scope);
      await dragOnto(page, treeItem(page, 'Hang up'), `n${otherwise.node_id}`);
      await expect.poll(async () => (await flow.nodes()).find((x) => x.node_id === flow.hangup.node_id)?.pid).toBe(otherwise.node_id);
      await expect.poll(() => selectedLabel(page)).toBe('Hang up');
      await page.locator('.cf-head', { hasText: 'Modified' }).waitFor();
    });
  });

  it('lists the commands of a node in its context menu with their keys, greys out refused ones, and runs one', async () => {
    const flow = await menuTask('Context menu');
    await shared.run(async (page) => {
      await openCanvas(page, flow.taskId, flow.api.scope);
      await treeItem(page, 'Go to').click({ button: 'right' });
      const menu = page.locator('.cf-menu');
      await menu.waitFor();
      const commands = await menu.locator('[data-command]').evaluateAll((els) => els.map((el) => el.getAttribute('data-command')));
      expect(commands).toEqual([
        'canvas.openEditor',
        'canvas.followGoto',
        'canvas.copyNode',
        'canvas.cutNode',
        'canvas.deleteNode',
        'canvas.unlinkNode',
        'canvas.copyNodeUrl',
      ]);
      expect(await menu.locator('[data-command="canvas.deleteNode"]').innerText()).toContain('Del');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // By keyboard: Shift+F10 on the selected condition label; no paste entry while nothing is copied.
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => selectedLabel(page)).toBe('1: Sales');
      const listed = () => menu.locator('[data-command]').evaluateAll((els) => els.map((el) => el.getAttribute('data-command')));
      await page.keyboard.press('Shift+F10');
      await menu.waitFor();
      expect(await listed()).toEqual(['canvas.insert', 'canvas.copyNodeUrl']);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // With the Go to copied, Paste shows, greyed out with the rule's message: a leaf-only node cannot go above it.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Go to');
      await page.keyboard.press('Control+c');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Shift+F10');
      await menu.waitFor();
      expect(await listed()).toEqual(['canvas.insert', 'canvas.paste', 'canvas.copyNodeUrl']);
      const paste = menu.locator('[data-command="canvas.paste"]');
      expect(await paste.getAttribute('aria-disabled')).toBe('true');
      expect(await paste.innerText()).toContain('Cannot paste here');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // Delete the Go to from its menu: it is gone and its parent is selected.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Go to');
      await page.keyboard.press('ContextMenu');
      await menu.waitFor();
      await menu.locator('[data-command="canvas.deleteNode"]').click();
      await expect.poll(() => treeItem(page, 'Go to').count()).toBe(0);
      await expect.poll(() => selectedLabel(page)).toBe('1: Sales');
      expect((await flow.nodes()).some((x) => x.node_id === flow.goto.node_id)).toBe(false);
    });
  });

  it('copies a node URL with ac_id and sp_id, and opening it selects that node', async () => {
    const flow = await menuTask('Node URL');
    let url = '';
    await shared.run(async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await openCanvas(page, flow.taskId, flow.api.scope);
      await treeItem(page, 'Hang up').click();
      await page.keyboard.press('l');
      await page.locator('.bp6-toast', { hasText: 'Node URL copied' }).waitFor();
      url = await page.evaluate(() => navigator.clipboard.readText());
    });
    expect(url).toBe(`${baseUrl}/build/callflow/${flow.taskId}/${flow.hangup.node_id}?ac_id=${flow.api.acId}&sp_id=${flow.api.spId}`);
    await shared.run(async (page) => {
      // Opened as an address typed or pasted: a page load of the signed-in app.
      await page.goto(url);
      await expect.poll(() => selectedLabel(page)).toBe('Hang up');
      expect(new URL(page.url()).pathname).toBe(`/build/callflow/${flow.taskId}/${flow.hangup.node_id}`);
    });
  });
});
