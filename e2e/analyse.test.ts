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
      await page.screenshot({ path: '/tmp/shots-rep/usage.png' });
    });
  });
});
