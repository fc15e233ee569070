import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas, selectedLabelNow, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.PROBLEMS_SHOTS;

/** A fresh voice task (named per try): main canvas start → "Greet" prompt; a second canvas "Side": start → "Far" prompt. Both prompts end their branch without a terminal step. */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const t = (await raw('POST', '/studio/tasks', { task_name: `Problems ${suffix}`, task_type: 'voice' })).data as { task_id: number };
  const prompt = (
    (await raw('POST', '/prompt/prompts', { prompt_name: `Problems prompt ${suffix}`, texts: [{ language: 'en-US', text: 'Hello' }] }))
      .data as { prompt_id: number }
  ).prompt_id;
  const main = (
    (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
  ).find((c) => c.is_main_canvas)!;
  const side = (
    (await raw('POST', '/node/canvas', { task_id: t.task_id, canvas_name: `Side ${suffix}`, is_event_handler: 0, is_ni_nm_handler: 0 }))
      .canvas as { data: { canvas_id: number; first_node_id: number } }
  ).data;
  const insert = async (canvas: { canvas_id: number; first_node_id: number }, node_name: string) =>
    (
      (
        await raw('POST', '/node/nodes', {
          task_id: t.task_id,
          canvas_id: canvas.canvas_id,
          pid: canvas.first_node_id,
          node_type: 'prompt',
          node_name,
          config: { prompt_id: prompt },
        })
      ).node as { data: { node_id: number } }
    ).data;
  await insert(main, 'Greet');
  await insert(side, 'Far');
  return { t, scope };
}

const focusedOption = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'option' ? (document.activeElement as HTMLElement).innerText.split('\n')[0] : null,
  );

describe('the Problems panel on the canvas, by keyboard', () => {
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

describe('the Problems panel keeps the keys however it was opened', () => {
  it.each(['palette', 'toolbar'] as const)(
    'opened from the %s: the first problem has the keys, ↑/↓ move, Enter goes to its node, Esc returns to the canvas',
    async (how) => {
      const s = await setup();
      await withPage(async (page) => {
        await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
        if (how === 'palette') {
          await page.keyboard.press('Control+k');
          await page.keyboard.type('Show problems');
          await page
            .getByRole('option', { name: /Show problems/ })
            .first()
            .waitFor();
          await page.keyboard.press('Enter');
        } else {
          await page.getByRole('button', { name: 'Problems', exact: true }).click();
        }
        const panel = page.locator('.run-panel');
        await panel.getByRole('heading', { name: 'Warnings (2)' }).waitFor();
        await expect.poll(() => focusedOption(page)).toMatch(/^(Greet|Far)/);
        // The palette gives the focus back as it closes: the panel keeps it all the same.
        await page.waitForTimeout(400);
        const first = await focusedOption(page);
        expect(first).toMatch(/^(Greet|Far)/);
        await page.keyboard.press('ArrowDown');
        const second = await focusedOption(page);
        expect(second).toMatch(/^(Greet|Far)/);
        expect(second).not.toBe(first);
        await page.keyboard.press('Enter');
        await expect.poll(() => selectedLabelNow(page)).toBe(second!.startsWith('Far') ? 'Far' : 'Greet');
        // Enter went to the problem, not to the canvas: no node editor opened.
        expect(await page.locator('.bp6-dialog, .bp6-drawer').count()).toBe(0);
        await page.keyboard.press('Shift+M');
        await expect.poll(() => focusedOption(page)).toBe(second);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cf-viewport'))).toBe(true);
      });
    },
  );
});

describe('the Problems panel while it loads', () => {
  it('↑/↓/Enter pressed before the problems arrive stay in the panel: the canvas keeps its selection and no editor opens', async () => {
    const s = await setup();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await treeItem(page, 'Greet').click();
      await expect.poll(() => selectedLabelNow(page)).toBe('Greet');
      await page.locator('.cf-viewport').focus();
      // The problems take a while to come: the keys pressed meanwhile are the panel's.
      await page.route('**/studio/task-validation/**', async (route) => {
        await new Promise((r) => setTimeout(r, 2000));
        await route.continue();
      });
      await page.keyboard.press('Shift+M');
      await page.locator('.run-panel').waitFor();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.locator('.run-panel').getByRole('heading', { name: 'Warnings (2)' }).waitFor();
      expect(await selectedLabelNow(page)).toBe('Greet');
      expect(page.url()).not.toContain('/edit/');
      await expect.poll(() => focusedOption(page)).toMatch(/^(Greet|Far)/);
    });
  });
});
