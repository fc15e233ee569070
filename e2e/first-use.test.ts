import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, pathOf, runFromPalette, signIn } from './support/browser';
import { treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

describe('what a new user meets', () => {
  it('offers the account picker where "All accounts" cannot show a screen, and switches in place', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, '/build/content');
      const picker = page.getByTestId('account-picker');
      await picker.waitFor();
      await picker.getByRole('button', { name: 'Northwind Retail' }).click();
      await page.getByTestId('content-page').waitFor();
      expect(pathOf(page)).toBe('/build/content');
      expect(await page.getByTestId('scope-switcher').innerText()).toContain('Northwind Retail');
    });
  });

  it('opens a link to a task of another account under "All accounts" in that account', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const [task] = await retail.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=all');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/callflow/${task.task_id}`);
      await treeItem(page, 'Start').waitFor();
      expect(pathOf(page)).toBe(`/build/callflow/${task.task_id}`);
      expect(await page.getByTestId('scope-switcher').innerText()).toContain('Northwind Retail');
    });
  });

  it("opens a link to a task of another account while one account is selected in the task's account, and a switch of account leaves the task", async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const health = await accountApi(builder, 'Northwind Health Line');
    const [task] = await retail.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=all');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/dashboard?${health.scope}`);
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await page.getByTestId('scope-switcher').innerText()).toContain('Northwind Health Line');
      // Followed from outside (a fresh load), the link selects the task's account instead of 'not found'.
      await page.goto(`${baseUrl}/build/callflow/${task.task_id}`);
      await treeItem(page, 'Start').waitFor();
      expect(await page.getByTestId('scope-switcher').innerText()).toContain('Northwind Retail');
      // Switching to another account on the canvas goes on to that account's tasks.
      await runFromPalette(page, 'Northwind Health Line', /Switch to account Northwind Health Line/);
      await page.waitForURL(/\/build\/tasks/);
      expect(await page.getByText('The requested item was not found.').count()).toBe(0);
    });
  });

  it("keeps My Profile's password checklist styled after a reload (its screen-reader text stays off screen)", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test', '/manage/profile');
      await page.reload();
      const hidden = page.locator('.studio-policy .studio-sr-only').first();
      await hidden.waitFor({ state: 'attached' });
      expect(await hidden.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    });
  });

  it('counts in words that agree with the number (i18next plurals): "1 Account"', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      const cards = await page.getByTestId('dashboard-stats').locator('.studio-stat-card').allInnerTexts();
      const lines = cards.map((text) => text.split('\n').filter(Boolean).join(' '));
      expect(lines).toContain('1 Account');
      for (const line of lines) expect(line).not.toMatch(/^1 \w+s$/);
    });
  });

  it('tells recent activity as sentences with the actor: "Ben Builder created a task"', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await retail.call('POST', '/studio/tasks', { task_name: `Activity ${Date.now()}`, task_type: 'voice' });
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/dashboard?${retail.scope}`);
      const activity = page.getByTestId('dashboard-activity');
      // The feed is read after the page's first paint: on a busy machine that takes longer than a poll's default second.
      await expect.poll(() => activity.innerText(), { timeout: 10_000 }).toContain('Ben Builder created a task');
    });
  });

  it('names create buttons in sentence case like their tabs: "Create custom form", and "Upload file" for an upload', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder);
      const createButton = (name: string) => page.getByRole('button', { name, exact: true }).first();
      await page.goto(`${baseUrl}/build/content?tab=customformtypes&${retail.scope}`);
      await createButton('Create custom form').waitFor();
      await page.goto(`${baseUrl}/build/content?tab=files&${retail.scope}`);
      await createButton('Upload file').waitFor();
    });
  });

  it("dates list rows in the account's date format (YYYY-MM-DD), not the browser's", async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/content?tab=prompts&${retail.scope}`);
      const updated = page
        .locator('[role="row"] .content-cell-muted')
        .filter({ hasText: /\d{4}|\w{3} \d/ })
        .first();
      expect(await updated.innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
