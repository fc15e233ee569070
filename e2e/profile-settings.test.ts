import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/shared/time';
import { accountApi, providerCaller } from './support/api';
import { theme, violations } from './support/axe';
import { browserPerFile, demoPassword, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

/** The provider admin's API at Northwind's provider scope: set up and put back what the test changes. */
async function providerApi() {
  const { spId, call } = await providerCaller();
  return { spId, call: (method: string, path: string, body?: unknown) => call<Record<string, unknown>>(method, path, body) };
}

const accent = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--studio-accent').trim());
const activeNavBackground = (page: Page) =>
  page
    .locator('.studio-nav-menu .bp6-menu-item.bp6-active')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('provider and account profiles: name, theme colours, date format and time zone', () => {
  it('a provider admin changes the theme colour by keyboard and the shell shows it at once; unreadable colours are refused; axe clean in both themes', async () => {
    const sp = await providerApi();
    const before = await sp.call('GET', `/portal/sp-settings?sp_id=${sp.spId}`);
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/sp-profile');
        await page.getByRole('heading', { name: 'Provider profile', level: 1 }).waitFor();
        await page.getByLabel('Theme colour', { exact: true }).waitFor();
        expect(await accent(page)).toBe('#244CDE');

        // An unreadable colour: the rule speaks as it is typed, and Save stays off.
        const field = page.getByLabel('Theme colour', { exact: true });
        await field.fill('FFEB3B');
        await page
          .getByText('The theme colour makes text hard to read: its contrast is 1.2 to 1, and at least 4.5 to 1 is needed.')
          .waitFor();
        expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

        await field.fill('1A5E20');
        await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(false);
        await field.press('Enter');
        await page.getByText('The profile has been saved.').waitFor();
        await expect.poll(() => accent(page)).toBe('#1A5E20');
        await expect.poll(() => activeNavBackground(page)).toBe('rgb(26, 94, 32)');
        await page.screenshot({ path: '/tmp/wtprofiles11-sp-profile.png' });
        expect(await violations(page, 'provider profile')).toEqual([]);

        // Dark theme: the same screen, still clean.
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByTestId('dashboard-stats').waitFor();
        await page.keyboard.press('Alt+t');
        await expect.poll(() => theme(page)).toBe('dark');
        await page.goto(`${baseUrl}/manage/sp-profile`);
        await page.getByLabel('Theme colour', { exact: true }).waitFor();
        expect(await accent(page)).toBe('#1A5E20');
        await page.screenshot({ path: '/tmp/wtprofiles11-sp-profile-dark.png' });
        expect(await violations(page, 'provider profile')).toEqual([]);
        await page.keyboard.press('Alt+t');
      });
    } finally {
      await sp.call('POST', '/portal/sp-settings', { sp_id: sp.spId, theme_color: before.theme_color });
    }
  });

  it("the account's date format and time zone show in the audit trail's list", async () => {
    const api = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const before = await api.call<Record<string, unknown>>('GET', `/portal/ac-profile/${api.acId}`);
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/ac-profile?${api.scope}`);
        await page.getByRole('heading', { name: 'Account profile', level: 1 }).waitFor();
        await page.getByLabel('Date format').selectOption('MM/DD/YYYY');
        await page.getByLabel('Time zone').selectOption('America/Chicago');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('The profile has been saved.').waitFor();
        expect(await violations(page, 'account profile')).toEqual([]);

        await page.goto(`${baseUrl}/analyse/user-activities?${api.scope}`);
        const first = page.getByRole('table', { name: 'User activities' }).locator('tbody tr').first();
        await first.waitFor();
        const time = first.locator('time');
        const at = (await time.getAttribute('datetime'))!;
        expect(await time.innerText()).toBe(formatDateTime(at, { dateFormat: 'MM/DD/YYYY', timezone: 'America/Chicago' }));
        expect(await time.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      });
    } finally {
      await api.call('PUT', `/portal/ac-profile/${api.acId}`, {
        display_date_format: before.display_date_format ?? null,
        default_timezone: before.default_timezone ?? null,
      });
    }
  });

  it("at provider scope the account profile asks for one of the provider's accounts, then shows and saves that account's profile", async () => {
    const api = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const before = await api.call<Record<string, unknown>>('GET', `/portal/ac-profile/${api.acId}`);
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/ac-profile?sp_id=${api.spId}`);
        await page.getByRole('heading', { name: 'Account profile', level: 1 }).waitFor();
        const account = page.getByLabel('Account', { exact: true });
        await account.waitFor();
        expect(await page.getByLabel('Time zone').count()).toBe(0);
        expect(await violations(page, 'account profile at provider scope')).toEqual([]);
        await account.selectOption({ label: 'Northwind Retail' });
        await page.getByLabel('Time zone').selectOption('America/Denver');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('The profile has been saved.').waitFor();
        expect((await api.call<Record<string, unknown>>('GET', `/portal/ac-profile/${api.acId}`)).default_timezone).toBe('America/Denver');
        expect(new URL(page.url()).pathname).toBe('/manage/ac-profile');
      });
    } finally {
      await api.call('PUT', `/portal/ac-profile/${api.acId}`, { default_timezone: before.default_timezone ?? null });
    }
  });

  it("the switcher shows an account's logo beside its name, one cached image per logo", async () => {
    const api = await accountApi('sp.admin@studio.test', 'Northwind Health Line');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sp.admin@studio.test', password: demoPassword }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'X-Scope': 'ac', 'X-Scope-Id': String(api.acId), 'X-Sp-Id': String(api.spId) };
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'health.png');
    const up = await fetch(`${baseUrl}/api/portal/accounts/${api.acId}/logo`, { method: 'POST', headers, body: form });
    expect(up.status).toBe(200);
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test');
        await page.getByTestId('scope-switcher').click();
        // One provider: its accounts are listed at once (the account level menu).
        const logo = page.getByRole('menuitem', { name: /Northwind Health Line/ }).locator('img.studio-scope-logo');
        await logo.waitFor();
        await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
        expect(await logo.getAttribute('src')).toMatch(/^\/api\/portal\/logos\/ac-\d+-[0-9a-f]{16}\.png$/);
        await page.screenshot({ path: '/tmp/wtprofiles11-switcher-logo.png' });
        expect(await violations(page, 'switcher with logos')).toEqual([]);
      });
    } finally {
      await fetch(`${baseUrl}/api/portal/accounts/${api.acId}/logo`, { method: 'DELETE', headers });
    }
  });
});
