import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { accountApi, caller } from './support/api';
import { browserPerFile, downloadedFile, runFromPalette, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

/** The provider admin's API at Northwind's provider scope. */
async function asProvider() {
  return caller('sp.admin@studio.test', (await accountApi('sp.admin@studio.test')).spId);
}

/** Accounts the tests made, removed when the file ends: the other files on this server list Northwind's accounts. */
const made: number[] = [];
afterAll(async () => {
  const provider = await asProvider();
  for (const id of made.splice(0)) await provider('POST', `/portal/force-delete/${id}`);
});

/** Creates an account of Northwind over the API as its provider admin: an administrative write for the trail. */
async function providerAccount(name: string) {
  const provider = await asProvider();
  made.push((await provider<{ ac_id: number }>('POST', '/portal/accounts', { ac_name: name })).ac_id);
}

describe('audit trail: /analyse/user-activities', () => {
  it('a provider admin finds an account they created by filtering the trail, and exports it as CSV', async () => {
    const name = `Trail Desk ${Date.now() % 1000000}`;
    await providerAccount(name);
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      // Found by the word users call it, too.
      await runFromPalette(page, 'audit', /User activities/);
      await page.waitForURL(/\/analyse\/user-activities$/);
      const table = page.getByRole('table', { name: 'User activities' });
      await table.waitFor();

      await page.getByLabel('Subject').selectOption('Account');
      await page.getByLabel('Action').selectOption('create');
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('From', { exact: true }).fill(today);
      // In words: 'Account', 'created an account', the account's name; never 'create' or '#12'. Every row once the
      // last of the three filters has answered (an answer to an earlier one may show the name first).
      const filtered = (rows: string[]) =>
        rows.some((r) => r.includes(name)) && rows.every((r) => r.includes('Account') && r.includes('create'));
      await expect.poll(async () => filtered(await table.locator('tbody tr').allInnerTexts()), { timeout: 10_000 }).toBe(true);
      const rows = await table.locator('tbody tr').allInnerTexts();
      expect(rows.find((r) => r.includes(name))).toContain('created an account');
      expect(rows.some((r) => /#\d/.test(r))).toBe(false);
      expect(await page.getByLabel('Action').locator('option[value="create"]').innerText()).toBe('created …');

      await page.screenshot({ path: '/tmp/wtadmin-user-activities.png' });
      expect(await violations(page, 'user activities')).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^user-activities-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await downloadedFile(download), 'utf8');
      expect(csv.split('\n')[0]).toBe('id,created_at,user,scope,sp_id,ac_id,subject_type,subject_id,action,title,detail,before,after');
      expect(csv).toContain(name);
      expect(
        csv
          .trim()
          .split('\n')
          .slice(1)
          .every((line) => line.includes(',Account,') && line.includes(',create,')),
      ).toBe(true);

      expect(await page.locator('.ua-pager').innerText()).toContain('Page 1');
      // A filter nothing matches shows the empty state.
      await page.getByLabel('To', { exact: true }).fill('2001-01-01');
      await page.getByLabel('From', { exact: true }).fill('2001-01-01');
      await expect.poll(() => page.getByText('No activity matches these filters.').isVisible()).toBe(true);
    });
  });

  it('pages a long trail with next and previous, without a page count, and tells how many entries match', async () => {
    const batch = `Audit Pages ${Date.now() % 1000000}`;
    for (let i = 0; i < 51; i++) await providerAccount(`${batch} ${i}`);
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await runFromPalette(page, 'user activities', /User activities/);
      const table = page.getByRole('table', { name: 'User activities' });
      await table.waitFor();
      await page.getByLabel('Subject').selectOption('Account');
      await page.getByLabel('Action').selectOption('create');
      // The rows and count of the last filter's answer: the screen keeps the previous answer's showing until it arrives.
      const today = new Date().toISOString().slice(0, 10);
      const filtered = page.waitForResponse(
        (r) => r.url().includes('/api/portal/activity-logs?') && r.url().includes(today) && r.url().includes('create'),
      );
      await page.getByLabel('From', { exact: true }).fill(today);
      await filtered;
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(`${batch} 50`);
      await expect.poll(() => pager.innerText()).toMatch(/Matching entries: \d+/);
      const total = Number(/Matching entries: ([\d,]+)/.exec(await pager.innerText())![1].replace(/,/g, ''));
      expect(total).toBeGreaterThanOrEqual(51);
      expect(await pager.innerText()).not.toMatch(/ of /);
      expect(await table.locator('tbody tr').count()).toBe(50);
      const previous = pager.getByRole('button', { name: 'Previous' });
      const next = pager.getByRole('button', { name: 'Next' });
      expect(await previous.isDisabled()).toBe(true);

      await next.click();
      await expect.poll(() => pager.innerText()).toContain('Page 2');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(50, total - 50));
      await expect.poll(() => next.isDisabled()).toBe(total <= 100);
      expect(await previous.isDisabled()).toBe(false);
      await previous.click();
      await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(`${batch} 50`);
      expect(await pager.innerText()).toContain('Page 1');
    });
  });
});
