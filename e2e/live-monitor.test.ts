import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.LIVE_SHOTS;

/** A fresh voice task (named per try) that says "Hello caller" and waits at a menu. */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const prompt = (
    (await raw('POST', '/prompt/prompts', { prompt_name: `Live ${suffix}`, texts: [{ language: 'en-US', text: 'Hello caller' }] }))
      .data as { prompt_id: number }
  ).prompt_id;
  const t = (await raw('POST', '/studio/tasks', { task_name: `Live monitor ${suffix}`, task_type: 'voice' })).data as { task_id: number };
  const main = (
    (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
  ).find((c) => c.is_main_canvas)!;
  const menu = (
    (
      await raw('POST', '/node/nodes', {
        task_id: t.task_id,
        canvas_id: main.canvas_id,
        pid: main.first_node_id,
        node_type: 'menu',
        config: { prompt_id: prompt, keys: [{ key: '1', label: 'Sales' }] },
      })
    ).node as { data: { node_name: string } }
  ).data;
  return { t, scope, raw, menu };
}

describe('live monitoring of a task, by keyboard', () => {
  it('Alt+M on the canvas opens it; enabling for a caller number shows a session started elsewhere as it happens', async () => {
    const s = await setup();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Alt+M');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/build/live/${s.t.task_id}`);
      await page.getByText('Monitoring is off for this task.').waitFor();
      expect(await violations(page, 'live monitoring, off')).toEqual([]);

      await page.getByRole('textbox', { name: 'Caller number (ANI)' }).focus();
      await page.keyboard.type('call me');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('alert').innerText()).toContain('ANI must be a phone number');

      await page.getByRole('textbox', { name: 'Caller number (ANI)' }).fill('');
      await page.keyboard.type('+15550100');
      await page.keyboard.press('Enter');
      await page.getByText('Monitoring is on for +15550100.').waitFor();
      await page.getByText('No conversation is running.', { exact: false }).waitFor();

      await s.raw('POST', '/sim/sessions', { task_id: s.t.task_id });
      const card = page.getByRole('region', { name: new RegExp(`at ${s.menu.node_name}$`) });
      await card.waitFor();
      expect(await card.getByRole('list', { name: 'Transcript' }).innerText()).toContain('Hello caller');
      await page.getByText('Running sessions: 1').waitFor();
      expect(await violations(page, 'live monitoring, a session')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/live-monitor.png` });

      // The transcript is reached by Tab from the form, past the button that turns monitoring off.
      await page.getByRole('button', { name: 'Enable monitoring' }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Turn monitoring off');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Transcript');

      // Turned off by keyboard: the view says so, and the server keeps no monitor.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByText('Monitoring is off for this task.').waitFor();
      expect(((await s.raw('GET', `/task/live-conversation-monitoring/${s.t.task_id}`)).data as { monitors: unknown[] }).monitors).toEqual(
        [],
      );
    });
  });
});
