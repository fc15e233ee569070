import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { accountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

describe('analyse: usage and reports', () => {
  it("a builder opens a finished report's job page from its link, with its chart table and downloads, and the usage screen", async () => {
    const api = await accountApi('ac.builder@studio.test');
    const name = `Daily calls ${Date.now() % 1000000}`;
    const report = await api.call<{ report_id: number }>('POST', '/reporting/reports', {
      report_name: name,
      table_name: 'usage_by_day',
      columns: ['date', 'sessions'],
      chart: { type: 'bar', x: 'date', y: ['sessions'] },
    });
    const today = new Date().toISOString().slice(0, 10);
    const instance = await api.call<{ report_instance_id: number }>('POST', '/reporting/instances', {
      report_id: report.report_id,
      report_instance_name: 'Today',
      start_date: today,
      end_date: today,
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test', `/analyse/reports/job/${instance.report_instance_id}?${api.scope}`);
      await page.goto(`${baseUrl}/analyse/reports/job/${instance.report_instance_id}?${api.scope}`);
      await page.getByRole('heading', { name: `${name} — Today` }).waitFor();
      await expect.poll(() => page.getByText('Completed').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Data as CSV' }).waitFor();
      expect(await violations(page, 'report job')).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-rep/report-job.png' });

      await page.goto(`${baseUrl}/analyse/reports?${api.scope}`);
      const instances = page.getByRole('table', { name: 'Report instances' });
      await instances.waitFor();
      await instances.getByRole('link', { name: 'Today' }).first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/analyse\/reports\/job\/\d+/);
      expect(await violations(page, 'reports')).toEqual([]);

      await page.goto(`${baseUrl}/analyse/virtual-agent-usage?${api.scope}`);
      await page.getByRole('heading', { name: 'Virtual-agent usage' }).waitFor();
      await page.getByLabel('Usage type').selectOption('chatbot');
      await page.getByRole('button', { name: /Show as (table|chart)/ }).waitFor();
      expect(await violations(page, 'virtual-agent usage')).toEqual([]);
      // Messaging shows the month's credits left (GET /reporting/msg-credit-usages) beside its sessions.
      const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
      const credits = await api.call<{ remaining_balance: number | null; usage: { credits: number }[] }>(
        'GET',
        `/reporting/msg-credit-usages?start_date=${start}&end_date=${today}`,
      );
      await page.getByLabel('Usage type').selectOption('messaging');
      const card = page.getByTestId('usage-credits');
      await card.waitFor();
      const used = credits.usage.reduce((sum, d) => sum + d.credits, 0);
      expect(await card.innerText()).toContain(
        credits.remaining_balance === null ? 'No limit' : credits.remaining_balance.toLocaleString('en'),
      );
      expect(await card.innerText()).toContain(`${used} credit${used === 1 ? '' : 's'} used in these days`);
      expect(await violations(page, 'virtual-agent usage, messaging')).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-rep/usage.png' });
    });
  });

  it('a builder edits a report by keyboard (its name and chart) and deletes one only after saying so', async () => {
    const api = await accountApi('ac.builder@studio.test');
    const name = `Weekly calls ${Date.now() % 1000000}`;
    const renamed = `${name} by bar`;
    await api.call('POST', '/reporting/reports', {
      report_name: name,
      table_name: 'usage_by_day',
      columns: ['date', 'sessions'],
      chart: { type: 'line', x: 'date', y: ['sessions'] },
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test', `/analyse/reports?${api.scope}`);
      const reports = page.getByRole('table', { name: 'Reports' });
      await reports.waitFor();
      await reports.getByRole('button', { name: `Edit ${name}` }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: `Edit report ${name}` });
      await form.waitFor();
      // The name field has the focus, and its own name is not "taken".
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(name);
      await page.keyboard.press('End');
      await page.keyboard.type(' by bar');
      await form.getByLabel('Chart').selectOption('bar');
      expect(await violations(page, 'report edit form')).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-rep/report-edit.png' });
      await form.getByRole('button', { name: 'Save changes' }).press('Enter');
      await form.waitFor({ state: 'detached' });
      const row = reports.getByRole('row', { name: new RegExp(renamed) });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByRole('cell').nth(2).textContent()).toBe('Bar');
      const stored = (await api.call<{ report_name: string; chart: { type: string } }[]>('GET', '/reporting/reports')).find(
        (r) => r.report_name === renamed,
      );
      expect(stored?.chart.type).toBe('bar');

      // Delete asks first: Cancel keeps the report, Delete removes it.
      await row.getByRole('button', { name: 'Delete' }).click();
      const ask = page.getByRole('alertdialog');
      await ask.getByText(`Delete the report “${renamed}”?`, { exact: false }).waitFor();
      expect(await violations(page, 'report delete question')).toEqual([]);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await row.count()).toBe(1);
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => row.count()).toBe(0);
      expect((await api.call<{ report_name: string }[]>('GET', '/reporting/reports')).some((r) => r.report_name === renamed)).toBe(false);
    });
  });

  it('the virtual-agent tracker groups the busiest hours by account, provider or point of presence', async () => {
    // A session of today in Northwind Retail: a workflow run.
    const api = await accountApi('ac.builder@studio.test', 'Northwind Retail');
    const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Tracker ${Date.now().toString(36)}`,
      task_type: 'workflow',
    });
    await api.call('POST', '/studio/workflow-run-now', { task_id: task.task_id });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/analyse/virtual-agent-tracker');
      const table = page.getByRole('table', { name: 'Virtual-agent tracker' });
      await table.getByRole('cell', { name: 'Northwind Retail' }).waitFor();
      const grouped = page.waitForRequest((r) => r.url().endsWith('/api/reporting/sp-hourly-peak-sessions'));
      await page.getByLabel('Group by').selectOption('sp');
      expect((await grouped).method()).toBe('POST');
      await table.getByRole('columnheader', { name: 'Service provider' }).waitFor();
      await table.getByRole('cell', { name: 'Northwind Contact Services' }).waitFor();
      // The provider's row counts its accounts' sessions: no single account's row is left.
      expect(await table.getByRole('cell', { name: 'Northwind Retail' }).count()).toBe(0);
      expect(await violations(page, 'tracker by provider')).toEqual([]);
      if (process.env.ANALYSE_SHOTS) await page.screenshot({ path: `${process.env.ANALYSE_SHOTS}/tracker-sp.png` });
      // A point of presence is the region of a voice task's number: the demo may have no such session, and the screen says so.
      const byPop = page.waitForResponse((r) => r.url().endsWith('/api/reporting/pop-hourly-peak-sessions'));
      await page.getByLabel('Group by').selectOption('pop');
      const answer = await byPop;
      expect(answer.status()).toBe(200);
      const groups = ((await answer.json()) as { data: unknown[] }).data;
      if (groups.length) await table.getByRole('columnheader', { name: 'Point of presence' }).waitFor();
      else await page.locator('.bp6-non-ideal-state').waitFor();
    });
  });

  it('the detailed log of a usage type narrows to one task of the account, chosen among its tasks', async () => {
    const api = await accountApi('ac.builder@studio.test', 'Northwind Retail');
    const stamp = Date.now().toString(36);
    const make = async (name: string) => {
      const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: name, task_type: 'workflow' });
      await api.call('POST', '/studio/workflow-run-now', { task_id: task.task_id });
      return task;
    };
    const first = await make(`Detail A ${stamp}`);
    await make(`Detail B ${stamp}`);
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test', `/analyse/virtual-agent-usage?${api.scope}`);
      await page.getByLabel('Usage type').selectOption('workflow');
      await page.getByRole('button', { name: 'Detailed log' }).click();
      const log = page.getByRole('table', { name: 'Detailed log' });
      await log.getByRole('cell', { name: `Detail B ${stamp}` }).waitFor();
      const task = page.getByRole('combobox', { name: /^Task/ });
      await expect
        .poll(() => task.locator('option').allInnerTexts())
        .toEqual(expect.arrayContaining([`Detail A ${stamp}`, `Detail B ${stamp}`]));
      const narrowed = page.waitForRequest(
        (r) => r.url().endsWith('/api/virtualagentusage/detailed-logs/workflow') && !!r.postDataJSON().task_id,
      );
      await task.selectOption(String(first.task_id));
      expect((await narrowed).postDataJSON().task_id).toBe(first.task_id);
      await expect.poll(() => log.getByRole('cell', { name: `Detail B ${stamp}` }).count()).toBe(0);
      await log.getByRole('cell', { name: `Detail A ${stamp}` }).waitFor();
      expect(await violations(page, 'detailed log by task')).toEqual([]);
      if (process.env.ANALYSE_SHOTS) await page.screenshot({ path: `${process.env.ANALYSE_SHOTS}/detailed-log-task.png`, fullPage: true });
    });
  });
});
