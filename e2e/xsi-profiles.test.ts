import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, runFromPalette, signedInPagePerFile } from './support/browser';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const providerAdmin = signedInPagePerFile('sp.admin@studio.test');
const withPage = browserPerFile();
const builder = 'ac.builder@studio.test';

/** A fake XSI-Actions server on loopback (the e2e server allows its own loopback): alice with Xsi-pass-1 gets her profile. */
let xsi: Server;
let xsiUrl = '';
beforeAll(async () => {
  xsi = createServer((req, res) => {
    const ok = req.headers.authorization === `Basic ${Buffer.from('alice@xsp.test:Xsi-pass-1').toString('base64')}`;
    if (!req.url?.endsWith('/com.broadsoft.xsi-actions/v2.0/user/alice%40xsp.test/profile')) return res.writeHead(404).end();
    res
      .writeHead(ok ? 200 : 401, { 'content-type': 'application/xml' })
      .end(ok ? '<Profile xmlns="http://schema.broadsoft.com/xsi"/>' : '');
  });
  await new Promise<void>((r) => xsi.listen(0, '127.0.0.1', r));
  xsiUrl = `http://127.0.0.1:${(xsi.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => xsi.close(() => r())));

describe('XSI profiles under Telephony', () => {
  it('a provider admin creates an XSI profile for an account by keyboard and tests it against an XSI server', async () => {
    const system = await caller('system@studio.test');
    const northwind = (await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers')).find((p) =>
      p.sp_name.startsWith('Northwind'),
    )!;
    const name = `E2E XSP ${Math.random().toString(36).slice(2, 7)}`;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/telephony/xsi-profiles?sp_id=${northwind.sp_id}`);
      await page.getByText('Northwind XSP').first().waitFor();
      expect(await violations(page, 'XSI profiles list')).toEqual([]);
      await runFromPalette(page, 'create xsi profile', /Create XSI profile/);
      const form = page.locator('form.ent-panel');
      await form.getByLabel('Account').waitFor();
      await form.getByLabel('Account').selectOption({ label: 'Northwind Retail' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type(xsiUrl);
      await page.keyboard.press('Tab');
      await page.keyboard.type('alice@xsp.test');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Xsi-pass-1');
      expect(await form.getByLabel('Password').getAttribute('type')).toBe('password');
      await page.keyboard.press('Enter');
      await expect.poll(() => form.locator('.ent-panel-title').innerText()).toBe(name);
      await expect.poll(() => form.getByLabel('Password').inputValue()).toBe('********');

      await page.getByRole('button', { name: 'Sign in to the XSI server' }).click();
      await expect
        .poll(() => page.getByTestId('profile-test-answer').innerText(), { timeout: 15_000 })
        .toMatch(/^Connected to 127\.0\.0\.1:\d+ as alice@xsp\.test \(XSI answered 200\)\.$/);
      await page.screenshot({ path: '/tmp/xsi-profiles.png', fullPage: true });
      expect(await violations(page, 'XSI profile')).toEqual([]);
    });
  });
});

describe('a task’s XSI rules on the canvas', () => {
  it('a builder opens XSI rules with Shift+X, subscribes a user to an event package by keyboard and removes it', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const task = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks')).find(
      (t) => t.task_name === 'Retail main line',
    )!;
    const user = `e2e-${Math.random().toString(36).slice(2, 7)}@northwind.example`;
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      await page.locator('.cf-head').waitFor();
      await page.keyboard.press('Shift+X');
      const dialog = page.locator('.tel-xsi');
      // The demo's rule: the reception's Advanced Call events.
      await dialog.getByText('reception@northwind.example').waitFor();
      await dialog.getByLabel('BroadWorks user or group id').fill(user);
      await dialog.getByLabel('Call Center Queue').focus();
      await page.keyboard.press('Space');
      await dialog.getByLabel('BroadWorks user or group id').press('Enter');
      await dialog.getByText(user).waitFor();
      const rules = await retail.call<{ target_id: string; event_package: string; xsi_subscription_id: number }[]>(
        'GET',
        `/broadworks/get-xsi-rules?task_id=${task.task_id}`,
      );
      expect(rules.find((r) => r.target_id === user)?.event_package).toBe('Call Center Queue');
      // An active subscription says the XSI server its events come from (GET /broadworks/get-xsi-rules).
      const mine = (rules as unknown as { target_id: string; xsi_url: string }[]).find((r) => r.target_id === user)!;
      await expect.poll(() => dialog.locator('li', { hasText: user }).innerText()).toContain(`events from ${mine.xsi_url}`);
      await page.screenshot({ path: '/tmp/xsi-rules.png', fullPage: true });
      expect(await violations(page, 'XSI rules')).toEqual([]);
      await dialog.getByRole('button', { name: `Remove Call Center Queue of ${user}` }).click();
      await dialog.getByText(user).waitFor({ state: 'detached' });
      expect(
        (await retail.call<{ target_id: string }[]>('GET', `/broadworks/get-xsi-rules?task_id=${task.task_id}`)).some(
          (r) => r.target_id === user,
        ),
      ).toBe(false);
    });
  });
});
