import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPagePerFile } from './support/browser';
import { accountApi } from './support/api';
import { openSharedCanvas, selectedLabelNow } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
// Every test draws a task of its own: they share one signed-in page and open it by client-side navigation.
const shared = signedInPagePerFile(builder);

interface FlowNode {
  node_id: number;
  node_name: string;
  node_type: string;
  pid: number | null;
  canvas_id: number;
}

/** The builder over the API, in Northwind Retail, with a fresh voice task: start → "Ask" prompt. */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const task = async (name: string) =>
    (await raw('POST', '/studio/tasks', { task_name: `${name} ${suffix}`, task_type: 'voice' })).data as {
      task_id: number;
      task_name: string;
    };
  const prompt = (
    (await raw('POST', '/prompt/prompts', { prompt_name: `Dialogs prompt ${suffix}`, texts: [{ language: 'en-US', text: 'Hello' }] }))
      .data as { prompt_id: number }
  ).prompt_id;
  const t = await task('Dialogs');
  const main = (
    (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
  ).find((c) => c.is_main_canvas)!;
  const insert = async (pid: number, node_type: string, node_name: string, config: Record<string, unknown> = {}) =>
    (
      (await raw('POST', '/node/nodes', { task_id: t.task_id, canvas_id: main.canvas_id, pid, node_type, node_name, config })).node as {
        data: FlowNode;
      }
    ).data;
  const ask = await insert(main.first_node_id, 'prompt', 'Ask', { prompt_id: prompt });
  const nodes = async (taskId = t.task_id) => (await raw('GET', `/node/nodes?task_id=${taskId}`)).data as FlowNode[];
  return { t, task, insert, ask, nodes, scope };
}

const openTask = (path: string) => openSharedCanvas(shared, path);

/** Selects a node by its label with the arrow keys from the start (each step goes to the first child). */
async function selectDown(page: Page, label: string) {
  for (let i = 0; i < 8 && (await selectedLabelNow(page)) !== label; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabelNow(page)).toBe(label);
}

describe('canvas dialogs and routes (spec 2 §2, §4)', () => {
  it('reminds of pasted nodes that reference other tasks; Enter closes the reminder', async () => {
    const s = await setup();
    const other = await s.task('Linked');
    await s.insert(s.ask.node_id, 'link_task', 'Run linked', { task_id: other.task_id });
    await shared.run(async (page) => {
      await openTask(`/build/callflow/${s.t.task_id}?${s.scope}`);
      await selectDown(page, 'Run linked');
      await page.keyboard.press('Control+c');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => selectedLabelNow(page)).toBe('Ask');
      await page.keyboard.press('Control+v');
      const dialog = page.locator('.cf-reminder-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Run linked');
      expect(await dialog.innerText()).toContain(other.task_name);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect((await s.nodes()).filter((n) => n.node_type === 'link_task')).toHaveLength(2);
    });
  });

  it('shows the usages before deleting a used node: Escape keeps it, Enter deletes it', async () => {
    const s = await setup();
    const jump = await s.insert(s.ask.node_id, 'goto', 'Jump back', { goto_node_id: s.ask.node_id });
    await shared.run(async (page) => {
      await openTask(`/build/callflow/${s.t.task_id}?${s.scope}`);
      await selectDown(page, 'Ask');
      await page.keyboard.press('Delete');
      const alert = page.locator('.cf-usages-alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Jump back');
      await page.keyboard.press('Escape');
      await alert.waitFor({ state: 'detached' });
      expect((await s.nodes()).some((n) => n.node_id === s.ask.node_id)).toBe(true);

      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('Delete');
      await alert.waitFor();
      await page.keyboard.press('Enter');
      await alert.waitFor({ state: 'detached' });
      await expect.poll(async () => (await s.nodes()).some((n) => n.node_id === s.ask.node_id)).toBe(false);
      expect((await s.nodes()).find((n) => n.node_id === jump.node_id)?.pid).not.toBeNull();
    });
  });

  it('copies a branch to a new canvas with Alt+Shift+C and shows it with the clone selected', async () => {
    const s = await setup();
    await s.insert(s.ask.node_id, 'hangup', 'Bye');
    await shared.run(async (page) => {
      await openTask(`/build/callflow/${s.t.task_id}?${s.scope}`);
      await selectDown(page, 'Ask');
      // the node's context menu offers it too, with its key
      await page.keyboard.press('Shift+F10');
      const entry = page.locator('.cf-menu [data-command="canvas.copyBranchToNewCanvas"]');
      await entry.waitFor();
      expect(await entry.innerText()).toContain('Copy branch to new canvas');
      await page.keyboard.press('Escape');
      await entry.waitFor({ state: 'detached' });
      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('Alt+Shift+C');
      await expect
        .poll(() =>
          page
            .locator('[role="tab"][aria-selected="true"]')
            .innerText()
            .catch(() => ''),
        )
        .toContain('Ask');
      await expect.poll(() => selectedLabelNow(page)).toBe('Ask');
      const nodes = await s.nodes();
      const clone = nodes.find((n) => n.node_name === 'Ask' && n.node_id !== s.ask.node_id)!;
      expect(clone.canvas_id).not.toBe(s.ask.canvas_id);
      expect(
        nodes
          .filter((n) => n.canvas_id === clone.canvas_id)
          .map((n) => n.node_type)
          .sort(),
      ).toEqual(['hangup', 'prompt', 'start']);
    });
  });

  it('opens a node by its id: /build/callflow/node/{id} goes to its task with the node selected', async () => {
    const s = await setup();
    await shared.run(async (page) => {
      await shared.visit(`/build/callflow/node/${s.ask.node_id}?${s.scope}`);
      await page.waitForURL(new RegExp(`/build/callflow/${s.t.task_id}/${s.ask.node_id}`));
      await expect.poll(() => selectedLabelNow(page), { timeout: 15_000 }).toBe('Ask');
      await page.goto(`${baseUrl}/build/callflow/node/99999999?${s.scope}`);
      await page.getByText('This node could not be opened').waitFor();
    });
  });
});
