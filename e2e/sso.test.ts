import otplib from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, type IdentityProviderServer } from '../scripts/identity-provider.mjs';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { demoSession } from './support/session';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
const port = new URL(baseUrl).port;
/** Northwind's sub-domain of the studio (its public address is http://localhost:<port>; Chromium resolves *.localhost to loopback). */
const northwind = `http://northwind.localhost:${port}`;
let idp: IdentityProviderServer;

beforeAll(async () => {
  idp = await startIdentityProvider({
    clientSecret: 'e2e-secret',
    redirectUris: [1, 2, 3, 4, 5, 6].map((id) => `${northwind}/login/${id}/callback`),
    title: 'Northwind workforce login',
  });
});
afterAll(() => idp?.close());

describe('single sign-on', () => {
  it("a provider admin sets up an identity provider; on the provider's sub-domain a new user signs in through it", async () => {
    const admin = await demoSession(baseUrl, 'sp.admin@studio.test');
    const spId = admin.user.account_mappings[0].sp_id;
    await withPage(async (page) => {
      // The provider profile: slot 1 filled in and saved by keyboard (Enter submits the form).
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/sp-profile?sp_id=${spId}`);
      await page.getByRole('heading', { name: 'Single sign-on', level: 2 }).waitFor();
      await page.locator('#idp-1-name').fill('Workforce login');
      await page.locator('#idp-1-issuer').fill(idp.issuer);
      await page.locator('#idp-1-client').fill('studio');
      await page.locator('#idp-1-secret').fill('e2e-secret');
      await page.locator('#idp-1-signup').selectOption('create');
      await page.locator('#idp-1-role').selectOption({ label: 'Account Viewer' });
      const retail = page.getByRole('checkbox', { name: 'Northwind Retail' });
      await retail.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => retail.isChecked()).toBe(true);
      await page.locator('#idp-1-secret').press('Enter');
      await page.getByText('The identity provider has been saved.').waitFor();
      await page.getByText('Stored; leave it as it is to keep it.').waitFor();
      await page.screenshot({ path: '/tmp/shots-sso/sp-profile.png', fullPage: true });
      expect(await violations(page, 'provider profile with identity providers')).toEqual([]);
    });
    await withPage(async (page) => {
      // The sub-domain's sign-in: the provider's name and its identity provider's button.
      await page.goto(`${northwind}/login`);
      await page.getByText('Sign in to Northwind Contact Services').waitFor();
      const button = page.getByRole('button', { name: 'Sign in with Workforce login' });
      await button.waitFor();
      await page.screenshot({ path: '/tmp/shots-sso/login-subdomain.png' });
      expect(await violations(page, 'sub-domain sign-in')).toEqual([]);
      await button.focus();
      await page.keyboard.press('Enter');
      // The identity provider's own page, then back through the callback to the dashboard, signed in.
      await page.getByLabel('E-mail address').fill('new.sso.user@example.com');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('dashboard-stats').waitFor();
      const token = await page.evaluate(() => localStorage.getItem('studio.token'));
      const me = await (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();
      expect(me.data).toMatchObject({ email: 'new.sso.user@example.com', idp: expect.stringMatching(/^oidc:\d+$/) });
      // An external user has no My Profile.
      await page.goto(`${northwind}/manage/profile`);
      await page.getByText('Users managed by the external provider cannot open My Profile.').waitFor();
      expect(await page.getByLabel('Current password').count()).toBe(0);
    });
  });

  it('a user whose two-factor the system made mandatory sets it up and gives a code after the identity provider, then is signed in', async () => {
    // The user the first test made; the system admin makes two-factor mandatory for it.
    const system = await demoSession(baseUrl, 'system@studio.test');
    const headers = { authorization: `Bearer ${system.token}`, 'content-type': 'application/json' };
    const users = await (await fetch(`${baseUrl}/api/auth/users?fetch_all=1&search=new.sso.user`, { headers })).json();
    const userId = users.data.find((u: { email: string }) => u.email === 'new.sso.user@example.com').user_id;
    const made = await fetch(`${baseUrl}/api/auth/system-controlled-twofa`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ user_id: userId, system_controlled_twofa: true }),
    });
    expect(made.status).toBe(200);
    await withPage(async (page) => {
      await page.goto(`${northwind}/login`);
      await page.getByRole('button', { name: 'Sign in with Workforce login' }).click();
      await page.getByLabel('E-mail address').fill('new.sso.user@example.com');
      await page.keyboard.press('Enter');
      // Back from the identity provider: the code step, not the dashboard, and no session yet.
      await page.waitForURL(/\/setup\/otp/);
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).toBeNull();
      const secret = (await page.locator('.studio-secret').textContent())!.replace(/\s/g, '');
      await page.locator('#studio-otp').fill(otplib.authenticator.generate(secret));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).not.toBeNull();
    });
  });

  it("a sub-domain no provider has says 'invalid subdomain'; a callback for an unknown identity provider shows its message and signs nobody in", async () => {
    await withPage(async (page) => {
      await page.goto(`http://nobody.localhost:${port}/login`);
      await page.getByRole('alert').filter({ hasText: 'invalid subdomain' }).waitFor();
      await page.goto(`${northwind}/login/999/callback?state=forged&code=x`);
      await page.getByText('This identity provider does not exist or is disabled.').waitFor();
      await page.getByRole('link', { name: 'Back to sign-in' }).waitFor();
      await page.screenshot({ path: '/tmp/shots-sso/callback-error.png' });
      expect(await violations(page, 'sso callback error')).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).toBeNull();
    });
  });
});
