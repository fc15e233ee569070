import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

describe('realtime (hardening issue §3)', () => {
  it('an edit made elsewhere appears on the open canvas without a reload', async () => {
    const { raw, scope } = await accountApi(builder, 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const task = (await raw('POST', '/studio/tasks', { task_name: `Realtime ${suffix}`, task_type: 'voice' })).data as { task_id: number };
    const main = (
      (await raw('GET', `/node/canvas?task_id=${task.task_id}`)).data as {
        canvas_id: number;
        first_node_id: number;
        is_main_canvas: number;
      }[]
    ).find((c) => c.is_main_canvas)!;
    const insert = (pid: number, node_name: string) =>
      raw('POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid, node_type: 'hangup', node_name, config: {} });
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${scope}`);
      const added = page.locator(`g[role="treeitem"][aria-label="Added elsewhere ${suffix}"]`);
      expect(await added.count()).toBe(0);
      // Another session (the API, not this tab) adds a node: the open canvas shows it without being reloaded.
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      await insert(main.first_node_id, `Added elsewhere ${suffix}`);
      await added.waitFor({ timeout: 10_000 });
      expect(navigations).toEqual([]);
    });
  });
});
