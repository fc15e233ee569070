import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas, selectedLabelNow } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.PROBLEMS_SHOTS;

/** A fresh voice task (named per try): main canvas start → "Greet" prompt; a second canvas "Side": start → "Far" prompt. Both prompts end their branch without a terminal step. */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const t = (await raw('POST', '/studio/tasks', { task_name: `Problems ${suffix}`, task_type: 'voice' })).data as { task_id: number };
  const prompt = ((await raw('POST', '/prompt/prompts', { prompt_name: `Problems prompt ${suffix}`, texts: [{ language: 'en-US', text: 'Hello' }] })).data as { prompt_id: number }).prompt_id;
  const main = ((await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]).find((c) => c.is_main_canvas)!;
  const side = ((await raw('POST', '/node/canvas', { task_id: t.task_id, canvas_name: `Side ${suffix}`, is_event_handler: 0, is_ni_nm_handler: 0 })).canvas as { data: { canvas_id: number; first_node_id: number } }).data;
  const insert = async (canvas: { canvas_id: number; first_node_id: number }, node_name: string) =>
    ((await raw('POST', '/node/nodes', { task_id: t.task_id, canvas_id: canvas.canvas_id, pid: canvas.first_node_id, node_type: 'prompt', node_name, config: { prompt_id: prompt } })).node as { data: { node_id: number } }).data;
  await insert(main, 'Greet');
  await insert(side, 'Far');
  return { t, scope };
}

const focusedOption = (page: import('playwright-core').Page) =>
  page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? (document.activeElement as HTMLElement).innerText.split('\n')[0] : null));

describe('the Problems panel on the canvas, by keyboard (issue 14 §4)', () => {
  it('Shift+M lists the problems by severity; arrows move, Enter jumps to the node on its canvas; Shift+M comes back; Esc closes', async () => {
    const s = await setup();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Shift+M');
      const panel = page.locator('.run-panel');
      await panel.getByRole('heading', { name: 'Warnings (2)' }).waitFor();
      expect(await panel.getByRole('option').allInnerTexts()).toEqual([
        expect.stringContaining('This branch ends without a terminal step.'),
        expect.stringContaining('This branch ends without a terminal step.'),
      ]);
      await expect.poll(() => focusedOption(page)).toMatch(/^(Greet|Far)/);
      expect(await violations(page, 'problems panel')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/problems-panel.png` });

      // Move to Far (on the other canvas) and press Enter: its canvas shows, Far is selected, the canvas has the keys.
      const first = await focusedOption(page);
      await page.keyboard.press(first?.startsWith('Far') ? 'Home' : 'ArrowDown');
      await expect.poll(() => focusedOption(page)).toMatch(/^Far/);
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedLabelNow(page)).toBe('Far');
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cf-viewport'))).toBe(true);

      // Shift+M gives the keys back to the panel on the same problem; Enter on Greet goes back to the main canvas.
      await page.keyboard.press('Shift+M');
      await expect.poll(() => focusedOption(page)).toMatch(/^Far/);
      await page.keyboard.press(first?.startsWith('Far') ? 'ArrowDown' : 'ArrowUp');
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedLabelNow(page)).toBe('Greet');

      // Shift+M then Escape closes the panel and the canvas keeps the keys.
      await page.keyboard.press('Shift+M');
      await expect.poll(() => focusedOption(page)).toMatch(/^Greet/);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cf-viewport'))).toBe(true);
    });
  });
});
