import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, pathOf, runFromPalette, signIn, signInWithForm, submitSignIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

describe('studio shell in Chromium', () => {
  it('signs in, switches the account from the palette by keyboard only, and signs out from the palette', async () => {
    await withPage(async (page) => {
      await signInWithForm(page, baseUrl, 'ac.builder@studio.test');
      const switcher = page.getByTestId('scope-switcher');
      await expect.poll(() => switcher.innerText()).toContain('All accounts');

      await runFromPalette(page, 'Northwind Retail', /Switch to account Northwind Retail/);
      await expect.poll(() => switcher.innerText()).toContain('Northwind Retail');
      await expect.poll(() => page.getByTestId('scope-notice').innerText()).toBe('You are viewing individual account.');
      expect(pathOf(page)).toBe('/dashboard');

      await runFromPalette(page, 'Sign out', /Sign Out/);
      await page.waitForURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('studio.token'))).toBeNull();
    });
  });

  it('shows a screen whose code cannot be loaded as a failure with Reload, while the shell keeps working', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test');
      // From now on no script chunk arrives (the network dropped, or a newer build replaced them).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.evaluate(() => {
        history.pushState(null, '', '/build/tasks/map');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const failure = page.locator('.studio-screen-failure');
      await failure.waitFor();
      expect(await failure.innerText()).toContain('This part of the studio could not be loaded');
      expect(await failure.getByRole('button', { name: 'Reload' }).count()).toBe(1);
      // The shell around it still answers: the sidebar takes the user back to the dashboard.
      await page.unroute('**/assets/*.js');
      await page.locator('aside.studio-sidebar, .studio-drawer').getByText('Dashboard').first().click();
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await failure.count()).toBe(0);
    }, 1400);
  });

  it('keeps the selected account for the same user after signing in again', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test');
      await runFromPalette(page, 'Northwind Health Line', /Switch to account Northwind Health Line/);
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('Northwind Health Line');
      await page.reload();
      await page.getByTestId('dashboard-stats').waitFor();
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('Northwind Health Line');
    });
  });

  it('leaves a screen that the new scope does not permit for the dashboard', async () => {
    const { spId } = await accountApi('sp.admin@studio.test');
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/accounts?sp_id=${spId}`);
      await page.locator('.ent-table tbody tr[data-id]').first().waitFor();
      // Accounts are managed at the provider's level: with one account selected the screen is not there.
      await runFromPalette(page, 'Northwind Retail', /Switch to account Northwind Retail/);
      await page.waitForURL(/\/dashboard$/);
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('Northwind Retail');
    });
  });

  it('sends a signed-out visitor to /login with redirectUrl and back after sign-in', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/manage/profile`);
      await page.waitForURL(/\/login\?redirectUrl=/);
      expect(pathOf(page)).toBe('/login?redirectUrl=%2Fmanage%2Fprofile');
      await submitSignIn(page, 'ac.builder@studio.test');
      await page.waitForURL(/\/manage\/profile$/);
      expect(pathOf(page)).toBe('/manage/profile');
    });
  });

  it('sends unknown paths to /404, signed out and signed in', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/no/such/screen`);
      await page.waitForURL(/\/404$/);
      await signIn(page, baseUrl, 'ac.viewer@studio.test', '/build/not-built-yet');
      await page.waitForURL(/\/404$/);
      await page.goto(`${baseUrl}/dashboard?sp_id=999999`);
      await page.waitForURL(/\/404$/);
    });
  });

  it('redirects / to /dashboard and a signed-in user away from /login', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test', '/');
      await page.waitForURL(/\/dashboard$/);
      await page.goto(`${baseUrl}/login?redirectUrl=%2Fmanage%2Fprofile`);
      await page.waitForURL(/\/manage\/profile$/);
    });
  });

  it('returns to /login when the session expires (two hours idle, checked every 30 seconds)', async () => {
    await withPage(async (page) => {
      await page.clock.install();
      await signInWithForm(page, baseUrl, 'ac.builder@studio.test');
      // The page's clock once signed in: the last activity was at or before it (the clock runs on with real time, so
      // a slow sign-in on a busy machine moves it; the steps below count from it, not from the install).
      const now = () => page.evaluate(() => Date.now());
      const signedIn = await now();
      const token = () => page.evaluate(() => localStorage.getItem('studio.token'));
      const first = await token();
      // The periodic refresh (every 8 minutes) replaces the token without counting as activity.
      await page.clock.fastForward('00:08:05');
      await expect.poll(token).not.toBe(first);
      // To 1 h 59 min after signing in: not signed out yet.
      await page.clock.fastForward(signedIn + 119 * 60_000 - (await now()));
      await page.waitForTimeout(200);
      expect(pathOf(page)).toBe('/dashboard');
      // runFor fires every 30-second check on the way (fastForward fires a due timer once and leaves the next check
      // 30 real seconds away): the one past two hours idle signs out.
      await page.clock.runFor('00:01:31');
      await page.waitForURL(/\/login$/);
      expect(await token()).toBeNull();
      await page.getByText('Your session has ended. Please sign in again.').waitFor();
    });
  });
});
