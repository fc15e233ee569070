import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const node = (page: Page, name: string) => page.locator(`g[role="treeitem"][aria-label^="${name} ("]`).first();

/** The node's events in the panel's range, as the panel's list reads them. */
async function fetchEvents(
  api: { raw(m: string, p: string): Promise<Record<string, unknown>> },
  taskId: number,
  nodeId: number,
  from: string,
  to: string,
) {
  return (await api.raw('GET', `/node/event-logs?task_id=${taskId}&node_id=${nodeId}&start_date=${from}&end_date=${to}&per_page=10`)) as {
    data: { event_type: string; session_id: string }[];
    meta: { total: number };
  };
}

describe('the canvas Traffic overlay (T) and the recordings', () => {
  it('T marks each node with the sessions that reached it; a node lists its sessions and a session opens its transcript', async () => {
    await withPage(async (page) => {
      const retail = await accountApi(builder, 'Northwind Retail');
      const task = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks')).find(
        (t) => t.task_name === 'Retail main line',
      )!;
      // Three callers hang up at the main menu.
      for (let i = 0; i < 3; i++) {
        const s = await retail.call<{ session_id: string }>('POST', '/sim/sessions', { task_id: task.task_id });
        await retail.call('DELETE', `/sim/sessions/${s.session_id}`);
      }
      const nodes = await retail.call<{ node_id: number; node_name: string }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
      const menuId = nodes.find((n) => n.node_name === 'Main menu')!.node_id;

      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      await page.keyboard.press('t');
      const panel = page.locator('.traffic-panel');
      await panel.waitFor();
      // The traffic of the panel's own range (its last days, not only today: a run across midnight has sessions of both).
      const [from, to] = await Promise.all([0, 1].map((i) => panel.locator('input[type="date"]').nth(i).inputValue()));
      const view = await retail.call<{ nodes: { node_id: number; sessions: number; hang_up: number }[]; losing: number[] }>(
        'GET',
        `/analyse/traffic?task_id=${task.task_id}&start_date=${from}&end_date=${to}`,
      );
      const menu = view.nodes.find((n) => n.node_id === menuId)!;
      expect(menu.sessions).toBeGreaterThanOrEqual(3);
      expect(menu.hang_up).toBeGreaterThanOrEqual(3);
      expect(view.losing).toContain(menuId);
      // The node's count is on the canvas, in words too (not colour alone).
      const label = await node(page, 'Main menu').getAttribute('aria-label');
      expect(label).toContain(`${menu.sessions} sessions`);
      expect(label).toContain('loses the most callers');
      expect(await node(page, 'Main menu').locator('[data-traffic]').getAttribute('data-traffic')).toContain(String(menu.sessions));
      await panel.getByText('Nodes losing the most callers').waitFor();

      await node(page, 'Main menu').click();
      await expect.poll(() => panel.locator('[data-traffic-sessions]').innerText()).toBe(String(menu.sessions));
      // The node's events (GET /node/event-logs): what the engine recorded there, as many as the call counts, newest first.
      const events = await fetchEvents(retail, task.task_id, menuId, from, to);
      expect(events.meta.total).toBeGreaterThanOrEqual(3);
      await panel.getByRole('heading', { name: `Node events (${events.meta.total})` }).waitFor();
      const first = events.data[0];
      expect(await panel.getByTestId('traffic-events').locator('li').first().innerText()).toContain(
        `${first.event_type} · session ${first.session_id.slice(0, 8)}`,
      );
      if (process.env.TRAFFIC_SHOTS) await page.screenshot({ path: `${process.env.TRAFFIC_SHOTS}/traffic-node-events.png` });
      const sessions = panel.getByTestId('traffic-sessions');
      await sessions.locator('button').first().click();
      const dialog = page.locator('.bp6-dialog');
      await dialog.waitFor();
      if (process.env.TRAFFIC_SHOTS) await page.screenshot({ path: `${process.env.TRAFFIC_SHOTS}/traffic-transcript.png` });
      await dialog.getByText('For an order, press 1.', { exact: false }).waitFor();
      expect(await violations(page, 'traffic overlay')).toEqual([]);
      await page.keyboard.press('Escape');
    });
  });

  it('a recording made in the simulator at a record step is listed, played and deleted', async () => {
    await withPage(async (page) => {
      const retail = await accountApi(builder, 'Northwind Retail');
      const task = await retail.call<{ task_id: number }>('POST', '/studio/tasks', {
        task_name: `Recorded ${Date.now()}`,
        task_type: 'voice',
      });
      const [main] = await retail.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
      const voicemail = await retail.call<{ variable_id: number }>('POST', '/content/variables', {
        variable_name: `Voicemail_${Date.now()}`,
        variable_type: 'single_value',
      });
      await retail.raw('POST', '/node/nodes', {
        task_id: task.task_id,
        canvas_id: main.canvas_id,
        pid: main.first_node_id,
        node_type: 'record',
        config: { recording_variable_id: voicemail.variable_id },
        swap: false,
      });

      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      await page.keyboard.press('Shift+S');
      const sim = page.locator('.sim-panel');
      await sim.getByRole('button', { name: 'Start', exact: true }).click();
      await sim
        .locator('.sim-record input[type="file"]')
        .setInputFiles({ name: 'hello.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF$\u0000\u0000\u0000WAVEfmt e2e') });
      await sim.getByText('kept.', { exact: false }).waitFor();

      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('t');
      const panel = page.locator('.traffic-panel');
      await panel.getByRole('tab', { name: 'Recordings' }).click();
      const list = panel.getByTestId('recordings');
      await list.waitFor();
      expect(await list.locator('li').count()).toBe(1);
      await panel.getByRole('button', { name: 'Play the recording hello.wav' }).click();
      const audio = panel.getByTestId('recording-audio');
      await audio.waitFor();
      expect(await audio.getAttribute('src')).toMatch(/^blob:/);
      expect(await violations(page, 'recordings')).toEqual([]);
      await panel.getByRole('button', { name: 'Delete the recording hello.wav' }).click();
      await panel.getByText('No recordings yet').waitFor();
      expect((await retail.raw('GET', `/speech/recordings?task_id=${task.task_id}`)).meta).toMatchObject({ total: 0 });
    });
  });
});
