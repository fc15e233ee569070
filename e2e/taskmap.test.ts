import { describe, expect, it } from 'vitest';
import { browserPerFile, pathOf, signIn } from './support/browser';
import { accountApi } from './support/api';
import { selectedLabelNow } from './support/canvas';
import { violations } from './support/axe';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

/** Two tasks of its own, named uniquely per try: the first links to the second through a named link_task node. */
async function linkedPair() {
  const api = await accountApi(builder, 'Northwind Retail');
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const create = (name: string) =>
    api.call<{ task_id: number; task_name: string }>('POST', '/studio/tasks', { task_name: name, task_type: 'voice' });
  const caller = await create(`Map caller ${tag}`);
  const callee = await create(`Map callee ${tag}`);
  const main = (
    await api.call<{ canvas_id: number; first_node_id: number; is_main_canvas: number }[]>('GET', `/node/canvas?task_id=${caller.task_id}`)
  ).find((c) => c.is_main_canvas === 1)!;
  const answer = await api.raw('POST', '/node/nodes', {
    task_id: caller.task_id,
    canvas_id: main.canvas_id,
    pid: main.first_node_id,
    node_type: 'link_task',
    node_name: `Run callee ${tag}`,
    config: { task_id: callee.task_id },
  });
  const link = (answer.node as { data: { node_id: number; node_name: string } }).data;
  return { api, caller, callee, link };
}

const announced = (page: import('playwright-core').Page) => page.locator('#tm-announce').textContent();

describe('the task map', () => {
  it('opens by keyboard from the task list, walks a link and opens the linked task at its link node', async () => {
    const { api, caller, callee, link } = await linkedPair();
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/tasks?${api.scope}`);
      await page.locator('.tasks-map').waitFor();
      await page.keyboard.press('g');
      await page.keyboard.press('m');
      await expect.poll(() => pathOf(page)).toBe('/build/tasks/map');
      await page.locator(`.tm-box[data-key="t${caller.task_id}"]`).waitFor();

      // F finds the calling task; → walks its link to the task it runs.
      await page.keyboard.press('f');
      await page.getByRole('textbox', { name: 'Find a task' }).fill(caller.task_name);
      await page.keyboard.press('Enter');
      await expect.poll(() => announced(page)).toBe(caller.task_name);
      await expect.poll(() => page.locator('.tm-selected').getAttribute('data-key')).toBe(`t${caller.task_id}`);
      // Plain keys wait for the closing Find to be gone (no key runs while an overlay opens or closes).
      await page.getByRole('textbox', { name: 'Find a task' }).waitFor({ state: 'detached' });
      // The panel says in words what the selected task is to the others: nothing links to it, and what Duplicate
      // collection and Export take along with it (itself and the task it links to).
      const panel = page.locator('aside.tm-panel');
      await expect.poll(() => panel.innerText()).toContain('No task links to it');
      expect(await panel.innerText()).toContain('Duplicate collection and Export take 2 tasks along');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('.tm-selected').getAttribute('data-key')).toBe(`t${callee.task_id}`);
      expect(await announced(page)).toContain(link.node_name);
      // The caller's collection (itself and the task it links to) is highlighted; nothing links to the caller.
      expect(await page.locator(`.tm-box[data-key="t${caller.task_id}"]`).getAttribute('class')).toContain('tm-unlinked');

      // The map passes axe-core (also in the sweep of e2e/accessibility-builder.test.ts).
      expect(await violations(page, '/build/tasks/map')).toEqual([]);

      // Shift+Enter opens the calling task's canvas at the link node that makes the walked edge.
      await page.keyboard.press('Shift+Enter');
      await expect.poll(() => pathOf(page)).toBe(`/build/callflow/${caller.task_id}/${link.node_id}`);
      // The canvas loads its nodes and lays them out before it selects the link node (seconds on a loaded machine).
      await expect.poll(() => selectedLabelNow(page), { timeout: 10_000 }).toBe(link.node_name);

      // Back on the map (G M from the canvas opens it at the canvas's task), Enter opens the selected task.
      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('g');
      await page.keyboard.press('m');
      await expect.poll(() => pathOf(page)).toBe(`/build/tasks/map?task=${caller.task_id}`);
      await expect.poll(() => page.locator('.tm-selected').getAttribute('data-key')).toBe(`t${caller.task_id}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => pathOf(page)).toBe(`/build/callflow/${caller.task_id}`);
    });
  });
});
