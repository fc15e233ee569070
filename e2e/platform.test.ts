import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformServer, type PlatformServer } from '../scripts/platform-server.mjs';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { focusedId, selectedLabel, treeItem } from './support/canvas';
import { demoSession } from './support/session';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
let platform: PlatformServer;
let spId: number;

beforeAll(async () => {
  platform = await startPlatformServer({ domains: { 1024: 300, 2048: 10 } });
  spId = (await demoSession(baseUrl, 'sp.admin@studio.test')).user.account_mappings[0].sp_id;
});
afterAll(async () => {
  // The shared server's other files see Northwind without a platform again.
  await (await caller('sp.admin@studio.test', spId))('DELETE', '/portal/platform-connection').catch(() => undefined);
  await platform?.close();
});

describe('the contact-center platform', () => {
  it('the provider admin sets the platform in the provider profile and tests the connection', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/sp-profile?sp_id=${spId}`);
      await page.getByRole('heading', { name: 'Contact-center platform', level: 2 }).waitFor();
      await page.getByText('Not set up.').first().waitFor();
      await page.locator('#platform-url').fill(platform.url);
      await page.locator('#platform-token').fill(platform.token);
      await page.locator('#platform-issuer').fill(platform.issuer);
      await page.locator('#platform-audience').fill(platform.audience);
      await page.locator('#platform-key').fill(platform.launchSecret);
      // Enter in a field submits the form.
      await page.locator('#platform-token').press('Enter');
      await page.getByText('The contact-center platform has been saved.').waitFor();
      await expect.poll(() => page.locator('#platform-token').inputValue()).toBe('********');
      const test = page.getByRole('button', { name: 'Test connection' });
      await test.focus();
      await page.keyboard.press('Enter');
      await page.getByText('The contact-center platform answered 200: 100 users on the first page of domain 1024.').waitFor();
      await page.screenshot({ path: '/tmp/shots-platform/sp-profile.png', fullPage: true });
      expect(await violations(page, 'provider profile with the contact-center platform')).toEqual([]);
    });
  });

  it("a builder's queue node offers the platform's skills, and the palette reads them again", async () => {
    const api = await accountApi('ac.builder@studio.test', 'Northwind Retail');
    const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Platform skills ${Date.now().toString(36)}`,
      task_type: 'voice',
    });
    const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
    await api.call('POST', '/node/nodes', {
      task_id: task.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'add_to_queue',
      node_name: 'Queue for agents',
      config: { queue_name: 'Agents', skills: ['Billing'] },
      swap: false,
    });
    const requests = platform.requests;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test');
      await page.goto(`${baseUrl}/build/callflow/${task.task_id}?${api.scope}`);
      await treeItem(page, 'Start').waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Start');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Queue for agents');
      await page.keyboard.press('Enter');
      await page.locator('.cf-editor .cf-sections').waitFor();
      await expect.poll(() => focusedId(page)).toBe('node-name');
      // The skill's input suggests the platform's skills of the account's domain (1024).
      const options = page.locator('#cfg-skills-0-suggestions option');
      await expect
        .poll(() => options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['Technical support', 'Retention', 'Billing']));
      expect(await page.locator('input#cfg-skills-0').getAttribute('list')).toBe('cfg-skills-0-suggestions');
      await page.screenshot({ path: '/tmp/shots-platform/node-skills.png' });
      expect(platform.requests).toBeGreaterThan(requests);
      // The palette's refresh reads the domain's lists again from the platform.
      const before = platform.requests;
      await page.keyboard.press('Escape');
      await runFromPalette(page, 'refresh the contact-center', 'Refresh the contact-center platform data');
      await page.getByText('The contact-center platform data was read again.').waitFor();
      expect(platform.requests).toBeGreaterThanOrEqual(before + 7);
    });
  });

  it("an account's panel lists the platform's users of its domain, read page after page, and its variable groups", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/accounts');
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'Northwind Retail' }).click();
      const domain = page.getByTestId('account-domain');
      await domain.getByRole('heading', { name: 'Contact-center domain 1024' }).waitFor();
      // The platform answers 100 users a page: all 300 were read (GET /users/v1/domains/1024/users), the first 25 shown.
      const users = domain.getByRole('table', { name: 'Users on the platform' });
      await expect.poll(() => users.locator('tbody tr').count(), { timeout: 15_000 }).toBe(25);
      await domain.getByText('The first 25 of 300 users.').waitFor();
      const first = await users.locator('tbody tr').first().locator('td').allInnerTexts();
      expect(first[0]).toBe('agent00001');
      expect(first[2]).toBe('agent00001@platform.test');
      // GET /interactions/v1/domains/1024/variable-groups: the platform's three groups with their descriptions.
      const groups = domain.getByRole('list', { name: 'Variable groups' });
      await expect
        .poll(() => groups.locator('li').allInnerTexts())
        .toEqual(['Customer: Customer variables', 'Call: Call variables', 'Agent: Agent variables']);
      expect(await violations(page, 'account domain with the platform')).toEqual([]);
      await page.screenshot({ path: '/tmp/shots-platform/account-domain-users.png', fullPage: true });
    });
  });

  it("the platform's sign-in route signs its user in once; the same token again shows why not", async () => {
    const token = await platform.launchToken({ email: 'ac.builder@studio.test' });
    const url = `${baseUrl}/login/platform/callback?token=${encodeURIComponent(token)}&sp_id=${spId}`;
    await withPage(async (page) => {
      await page.goto(url);
      await page.waitForURL(/\/dashboard$/);
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).not.toBeNull();
    });
    await withPage(async (page) => {
      await page.goto(url);
      await page
        .getByRole('alert')
        .filter({ hasText: "The contact-center platform's token was already used. Sign in from the platform again." })
        .waitFor();
      await page.getByRole('link', { name: 'Back to sign-in' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).toBeNull();
      expect(await violations(page, 'platform sign-in refused')).toEqual([]);
    });
  });
});
