import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { accountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('account profile: the logo', () => {
  it('a provider admin uploads an account logo and the sidebar header shows it', async () => {
    // A provisioned demo account (the profile is one of its features); the logo is removed again at the end.
    const { scope } = await accountApi('sp.admin@studio.test', 'Northwind Logistics and Freight Desk');
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/ac-profile?${scope}`);
      await page.getByRole('heading', { name: 'Account profile', level: 1 }).waitFor();
      const sidebarLogo = page.locator('.studio-brand img');
      expect(await sidebarLogo.count()).toBe(0);
      await page.locator('#profile-logo-file').setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('button', { name: 'Upload logo' }).click();
      await page.getByText('The logo has been uploaded.').waitFor();
      await sidebarLogo.first().waitFor();
      expect(await sidebarLogo.first().getAttribute('alt')).toBe('Logo');
      await page.getByRole('img', { name: 'Current logo' }).waitFor();
      await page.screenshot({ path: '/tmp/wtprofiles-ac-profile.png' });
      expect(await violations(page, 'account profile')).toEqual([]);
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByText('The logo has been removed.').waitFor();
      await expect.poll(() => sidebarLogo.count()).toBe(0);
    });
  });

  it("the account's own profile lists its plan limits (GET /billing/ac-feature-limit)", async () => {
    const { scope, call } = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const limits = await call<{ feature: string; limit: number; burst_limit: number | null }[]>('GET', '/billing/ac-feature-limit');
    await withPage(async (page) => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/billing/ac-feature-limit');
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/ac-profile?${scope}`);
      await asked;
      const section = page.locator('section[aria-labelledby="account-limits-title"]');
      await section.getByRole('heading', { name: 'Plan limits' }).waitFor();
      // The demo accounts' plans limit nothing (the essentials plan's limits are on no account): the section says so.
      if (limits.length === 0) await section.getByText("The account's plans set no limits.").waitFor();
      else {
        const table = section.getByRole('table', { name: 'Plan limits' });
        await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(limits.length);
        const first = await table.locator('tbody tr').first().locator('td').allInnerTexts();
        expect(first[0]).toContain(limits[0].feature);
        expect(first[1]).toBe(String(limits[0].limit));
      }
      expect(await violations(page, 'account profile limits')).toEqual([]);
      if (process.env.PROFILE_SHOTS) await page.screenshot({ path: `${process.env.PROFILE_SHOTS}/account-limits.png`, fullPage: true });
    });
  });
});
