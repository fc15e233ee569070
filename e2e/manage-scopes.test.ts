import { describe, expect, it } from 'vitest';
import { caller } from './support/api';
import { violations } from './support/axe';
import { signedInPagePerFile } from './support/browser';

const providerAdmin = signedInPagePerFile('sp.admin@studio.test');

/**
 * The Manage screens whose Scope the spec's table leaves open are screens of both the provider and an account. Where
 * the selection does not reach a screen's rows (account rows at provider scope, provider rows at one account), the
 * screen is listed and says what to select, with the way to select it at hand.
 */
describe('Manage screens of both scopes', () => {
  it('at provider scope, the auth profiles ask for one account; choosing one lists that account’s profiles', async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/auth-profiles?sp_id=${northwind.sp_id}`);
      const notice = page.getByTestId('scope-notice');
      await expect.poll(() => notice.innerText()).toContain('To view auth profiles, select an individual account.');
      expect(await violations(page, 'auth profiles at provider scope')).toEqual([]);
      await page.screenshot({ path: '/tmp/manage-scope-individual.png', fullPage: true });
      // Choosing an account switches to it in place: the list (or its empty state) shows, the notice is gone.
      await notice.getByRole('button', { name: 'Northwind Retail', exact: true }).click();
      await page.locator('.ent-table, .ent-state').first().waitFor();
      await expect.poll(() => page.getByTestId('scope-notice').count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /Create auth profile/ }).count()).toBeGreaterThan(0);
    });
  });

  it('at one account, the provider’s API keys and payment profiles ask for All accounts, and one button selects it', async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
    const accounts = await system<{ ac_id: number; ac_name: string; sp_id: number }[]>('GET', '/portal/accounts?fetch_all=1');
    const retail = accounts.find((a) => a.ac_name === 'Northwind Retail' && a.sp_id === northwind.sp_id)!;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/payment-profiles?ac_id=${retail.ac_id}&sp_id=${northwind.sp_id}`);
      const notice = page.getByTestId('scope-notice');
      await expect.poll(() => notice.innerText()).toContain('To view payment profiles, select all');
      expect(await violations(page, 'payment profiles at one account')).toEqual([]);
      await page.screenshot({ path: '/tmp/manage-scope-all.png', fullPage: true });
      await notice.getByRole('button', { name: 'All accounts' }).click();
      await page.locator('.ent-table, .ent-state').first().waitFor();
      await expect.poll(() => page.getByTestId('scope-notice').count()).toBe(0);
    });
  });
});
