import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';
import { contentBuilder, openRetailContent, retailApi } from './support/retail';
import { baseUrl } from './support/server';

/** The forms check the name while it is typed (content editors, campaigns, reports): a taken name shows at the field and Create waits. */
const withPage = browserPerFile();
const createButton = (page: Page) => page.locator('.content-editor-foot').getByRole('button', { name: /^Create/ });

describe('name check before save', () => {
  it('typing a taken prompt name shows "The name has already been taken." at the name, with Create disabled; another name clears both', async () => {
    const api = await retailApi();
    const taken = `E2E taken ${Date.now().toString(36)}`;
    await api.call('POST', '/prompt/prompts', { prompt_name: taken, texts: [{ language: 'en-US', text: 'Hello.' }] });
    await withPage(async (page) => {
      const checks: string[] = [];
      page.on('request', (r) => void (new URL(r.url()).pathname === '/api/prompt/validate' && checks.push(r.postData() ?? '')));
      await openRetailContent(page, 'tab=prompts&create=1');
      const name = page.locator('#prompt-name');
      await name.waitFor();
      // Typed the way a person types: one check after the pause, for the whole name (a different case is the same name).
      await name.pressSequentially(taken.toUpperCase(), { delay: 20 });
      const error = page.locator('#prompt-name-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('The name has already been taken.');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await createButton(page).isDisabled()).toBe(true);
      // The check after the pause is for the whole name. A browser stalled by a busy machine may pause mid-name too: such
      // a check is of what was typed by then (the debounce itself is unit-tested in content-name-check).
      const names = checks.map((c) => JSON.parse(c).name as string);
      expect(names.at(-1)).toBe(taken.toUpperCase());
      for (const partial of names.slice(0, -1)) expect(taken.toUpperCase().startsWith(partial)).toBe(true);
      const before = checks.length;

      await name.press('End');
      await name.pressSequentially(' 2');
      await error.waitFor({ state: 'detached' });
      expect(await createButton(page).isDisabled()).toBe(false);
      await expect.poll(() => (checks.length > before ? JSON.parse(checks.at(-1)!).name : null)).toBe(`${taken.toUpperCase()} 2`);
      await page.waitForTimeout(400);
      expect(await error.count()).toBe(0);
    });
  });

  it('a taken campaign name shows at the name field of the campaign dialog, with Create disabled', async () => {
    const api = await retailApi();
    const tasks = await api.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=voice');
    const numbers = await api.call<{ phone_number_id: number }[]>('GET', '/portal/campaign-numbers');
    const taken = `E2E campaign ${Date.now().toString(36)}`;
    await api.call('POST', '/campaign/campaigns', {
      campaign_name: taken,
      task_id: tasks[0]!.task_id,
      channel: 'voice',
      caller_number_id: numbers[0]!.phone_number_id,
      schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours: [{ from: '09:00', to: '17:00' }] },
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, contentBuilder, `/build/campaigns?${api.scope}`);
      await page.getByRole('button', { name: 'Create campaign' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#campaign-name').fill(taken);
      const error = dialog.locator('#campaign-name-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('A campaign of this type with this name already exists.');
      expect(await dialog.getByRole('button', { name: 'Create campaign' }).isDisabled()).toBe(true);
      await dialog.locator('#campaign-name').fill(`${taken} 2`);
      await error.waitFor({ state: 'detached' });
    });
  });

  it('a taken report name (and a taken run name of a report) is said under its field, with its button disabled', async () => {
    const api = await retailApi();
    const taken = `E2E report ${Date.now().toString(36)}`;
    await api.call('POST', '/reporting/reports', {
      report_name: taken,
      table_name: 'usage_by_day',
      columns: ['date', 'sessions'],
      chart: { type: 'line', x: 'date', y: ['sessions'] },
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, contentBuilder, `/analyse/reports?${api.scope}`);
      const name = page.getByLabel('Report name');
      await name.fill(taken);
      const error = page.locator('#report-name-error');
      await error.waitFor();
      expect(await error.innerText()).toBe(`A report named ${taken} already exists in this account.`);
      expect(await page.getByRole('button', { name: 'Create report' }).isDisabled()).toBe(true);
      await name.fill(`${taken} 2`);
      await error.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Create report' }).isDisabled()).toBe(false);

      // A run's name is unique within its report.
      const run = page.getByRole('form', { name: 'Run a report' });
      await run.getByRole('combobox').selectOption({ label: taken });
      const instance = run.getByLabel('Instance name');
      await instance.fill('Today');
      const runNow = run.getByRole('button');
      await runNow.click();
      // The form empties once the run is made.
      await expect.poll(() => instance.inputValue()).toBe('');
      await instance.fill('Today');
      const instanceError = page.locator('#instance-name-error');
      await instanceError.waitFor();
      expect(await instanceError.innerText()).toBe('This report already has an instance named Today.');
      expect(await runNow.isDisabled()).toBe(true);
    });
  });
});
