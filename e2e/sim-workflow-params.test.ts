import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { focusedId, openCanvas, simulatorFocused } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.SIM_SHOTS;

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

describe('a workflow runs from the form of its passed parameters, by keyboard', () => {
  it('shows one field per parameter with its default, refuses an empty required one with its message, then runs with the values', async () => {
    const { raw, scope } = await accountApi(builder, 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const required = `order_${suffix}`;
    const optional = `region_${suffix}`;
    await raw('POST', '/content/variables', { variable_name: required, variable_type: 'single_value', passed_parameter: true });
    await raw('POST', '/content/variables', {
      variable_name: optional,
      variable_type: 'single_value',
      passed_parameter: true,
      default_value: 'EU',
    });
    const t = (
      await raw('POST', '/studio/tasks', {
        task_name: `Params ${suffix}`,
        task_type: 'workflow',
        workflow_task: { passed_params: [required, optional] },
      })
    ).data as { task_id: number };
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${t.task_id}?${scope}`);
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      const panel = page.locator('.sim-panel');
      await panel.getByRole('textbox', { name: `${required} (required)` }).waitFor();
      expect(await panel.getByRole('textbox', { name: optional }).inputValue()).toBe('EU');
      expect(await violations(page, 'workflow parameters')).toEqual([]);

      for (let i = 0; i < 30 && (await focusedText(page)) !== 'Run with these parameters'; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await panel.getByText(`Enter a value for ${required}.`).waitFor();
      await expect.poll(() => focusedId(page)).toBe(`sim-param-${required}`);
      expect(await panel.getByRole('textbox', { name: `${required} (required)` }).getAttribute('aria-invalid')).toBe('true');
      expect(await violations(page, 'workflow parameters, refused')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/sim-workflow-params.png` });

      await page.keyboard.type('A-42');
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.locator(`tr[data-variable="${required}"]`).innerText()).toContain('A-42');
      await expect.poll(() => panel.locator(`tr[data-variable="${optional}"]`).innerText()).toContain('EU');
    });
  });
});
