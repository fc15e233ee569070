import { describe, expect, it } from 'vitest';
import { startTokenServer } from '../tests/api/support/token-server';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { signedInPagePerFile } from './support/browser';

const providerAdmin = signedInPagePerFile('sp.admin@studio.test');

/**
 * The Manage screens whose Scope the spec's table leaves open are screens of both the provider and an account. Where
 * the selection does not reach a screen's rows (account rows at provider scope, provider rows at one account), the
 * screen is listed and says what to select, with the way to select it at hand; auth profiles are rows of either (the
 * provider's own at provider scope).
 */
describe('Manage screens of both scopes', () => {
  it('at provider scope, the e-mail profiles ask for one account; choosing one lists that account’s profiles', async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/email-profiles?sp_id=${northwind.sp_id}`);
      const notice = page.getByTestId('scope-notice');
      await expect.poll(() => notice.innerText()).toContain('To view e-mail profiles, select an individual account.');
      expect(await violations(page, 'e-mail profiles at provider scope')).toEqual([]);
      await page.screenshot({ path: '/tmp/manage-scope-individual.png', fullPage: true });
      // Choosing an account switches to it in place: the list (or its empty state) shows, the notice is gone.
      await notice.getByRole('button', { name: 'Northwind Retail', exact: true }).click();
      await page.locator('.ent-table, .ent-state').first().waitFor();
      await expect.poll(() => page.getByTestId('scope-notice').count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /Create e-mail profile/ }).count()).toBeGreaterThan(0);
    });
  });

  it('at provider scope, the auth profiles are the provider’s own, and a payment profile’s form offers only those', async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
    const provider = await caller('sp.admin@studio.test', northwind.sp_id);
    const retail = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const basic = (name: string) => ({
      auth_profile_name: name,
      auth_profile_type: 'Basic',
      username: 'merchant',
      password: 'Merchant-pass-1',
    });
    const own = `E2E merchant ${suffix}`;
    const accounts = `E2E retail CRM ${suffix}`;
    await provider('POST', '/authprofile', basic(own));
    await retail.call('POST', '/authprofile', basic(accounts));
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/auth-profiles?sp_id=${northwind.sp_id}`);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: own });
      await row.waitFor();
      expect(await page.getByTestId('scope-notice').count()).toBe(0);
      expect(await page.locator('.ent-table tbody tr[data-id]', { hasText: accounts }).count()).toBe(0);
      await row.click();
      await expect.poll(() => page.getByRole('button', { name: 'Test connection' }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/manage-scope-provider-auth.png', fullPage: true });
      expect(await violations(page, 'the provider’s auth profiles')).toEqual([]);

      // A new payment profile chooses among the provider's own auth profiles only.
      await providerAdmin.visit(`/manage/payment-profiles?sp_id=${northwind.sp_id}`);
      await page
        .getByRole('button', { name: /Create payment profile/ })
        .first()
        .click();
      const choice = page.getByLabel('Auth profile');
      await expect.poll(() => choice.locator('option').allInnerTexts()).toContain(own);
      expect(await choice.locator('option').allInnerTexts()).not.toContain(accounts);
      await page.screenshot({ path: '/tmp/manage-scope-payment-auth.png', fullPage: true });
      expect(await violations(page, 'a payment profile’s auth profile choice')).toEqual([]);
    });
  });

  it('a payment profile with the provider’s OAuth2 auth profile tests its gateway with a token fetched once, then kept', async () => {
    const tokens = await startTokenServer();
    try {
      const system = await caller('system@studio.test');
      const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
      const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
      const provider = await caller('sp.admin@studio.test', northwind.sp_id);
      const suffix = Math.random().toString(36).slice(2, 7);
      const auth = `E2E gateway token ${suffix}`;
      const { auth_profile_id } = await provider<{ auth_profile_id: number }>('POST', '/authprofile', {
        auth_profile_name: auth,
        auth_profile_type: 'OAuth2_CC',
        token_url: `${tokens.url}/token`,
        client_id: tokens.state.client,
        client_secret: tokens.state.secret,
      });
      // The token server's resource stands for the gateway: it records the Authorization it is sent.
      const g = await system<{ payment_gateway_id: number }>('POST', '/payment/payment-gateway', {
        payment_gateway_name: `E2E token gateway ${suffix}`,
        endpoint_url: `${tokens.url}/resource`,
      });
      const name = `E2E card payments ${suffix}`;
      await provider('POST', '/payment/payment-profile', {
        payment_profile_name: name,
        payment_gateway_id: g.payment_gateway_id,
        auth_profile_id,
      });
      await providerAdmin.run(async (page) => {
        await providerAdmin.visit(`/manage/payment-profiles?sp_id=${northwind.sp_id}`);
        // The list was read by the test before, less than the app's 30 s ago, and a write at provider scope is not
        // pushed to open screens (only account rooms hear writes): the page is loaded afresh to read the new row.
        await page.reload();
        const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
        await row.waitFor();
        expect(await row.innerText()).toContain(auth);
        await row.click();
        await page.getByRole('button', { name: 'Show request body' }).click();
        await expect.poll(() => page.locator('.billing-headers').innerText()).toContain('authorization: Bearer ********');
        const before = tokens.state.tokenRequests;
        await page.getByRole('button', { name: 'Test payment gateway' }).click();
        await expect
          .poll(() => page.locator('.billing-test').innerText())
          .toContain(`The auth profile ${auth} gave a Bearer token, fetched from its token endpoint now`);
        // The first test has settled (its button no longer busy) before the second is asked for.
        const test = page.getByRole('button', { name: 'Test payment gateway' });
        await expect.poll(() => test.getAttribute('class')).not.toContain('bp6-loading');
        await test.click();
        await expect
          .poll(() => page.locator('.billing-test').innerText())
          .toContain(`The auth profile ${auth} gave its Bearer token kept from before`);
        expect(tokens.state.tokenRequests).toBe(before + 1);
        expect(tokens.state.authorizations.slice(-2)).toEqual([expect.stringMatching(/^Bearer tok-/), tokens.state.authorizations.at(-2)]);
        expect(await page.locator('body').innerText()).not.toContain('tok-');
        await page.screenshot({ path: '/tmp/manage-scope-payment-token.png', fullPage: true });
        expect(await violations(page, 'a payment profile tested through its auth profile')).toEqual([]);
      });
    } finally {
      await tokens.close();
    }
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
