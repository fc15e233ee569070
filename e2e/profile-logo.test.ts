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
});
