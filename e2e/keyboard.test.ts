import { describe, expect, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

describe('keyboard and layout', () => {
  it("opens the shortcut sheet with '?', generated from the keymap", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.keyboard.press('Shift+?');
      const sheet = page.locator('.studio-shortcuts');
      await sheet.waitFor();
      const text = await sheet.innerText();
      expect(text).toContain('Open the command palette');
      expect(text).toContain('Ctrl');
      // Away from a canvas, the canvas's keys are not what the sheet starts with.
      expect(await sheet.locator('h4').first().innerText()).not.toMatch(/canvas/i);
      // The filter has the focus: Page Down scrolls the list, words narrow it to their rows, or say none matches.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Filter shortcuts');
      await page.keyboard.press('PageDown');
      await expect.poll(() => sheet.locator('.studio-shortcut-groups').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await page.keyboard.type('theme');
      await expect.poll(() => sheet.locator('.studio-shortcut-row').count()).toBe(1);
      expect(await sheet.locator('.studio-shortcut-row').innerText()).toMatch(/theme/i);
      await page.keyboard.type('zzz');
      await expect.poll(() => sheet.innerText()).toContain('No shortcut matches “themezzz”.');
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
    });
  });

  it('toggles the dark theme by key and keeps it for the user after a reload', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.keyboard.press('Alt+t');
      await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
      await page.reload();
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
      await page.keyboard.press('Alt+t');
      await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(false);
    });
  });

  it('navigates with a key sequence (g then p opens My Profile)', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.keyboard.press('g');
      await page.keyboard.press('p');
      await page.waitForURL(/\/manage\/profile$/);
      await page.keyboard.press('g');
      await page.keyboard.press('d');
      await page.waitForURL(/\/dashboard$/);
    });
  });

  it('hides the sidebar at medium widths and opens it in a drawer from the menu button', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      expect(await page.locator('aside.studio-sidebar').isVisible()).toBe(false);
      await page.getByLabel('Open menu').click();
      const drawer = page.locator('.studio-drawer');
      await drawer.waitFor();
      expect(await drawer.getByText('Dashboard').isVisible()).toBe(true);
    }, 900);
  });

  it('shows the provider level switcher with search for a user of several providers', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'multi.sp@studio.test');
      await page.getByTestId('scope-switcher').click();
      const search = page.getByPlaceholder('Type at least 3 characters to search');
      await search.waitFor();
      const menu = page.locator('.studio-switcher-menu');
      await search.fill('No');
      await page.waitForTimeout(400);
      expect(await menu.getByText('Bluebird Telecom').count()).toBeGreaterThan(0);
      await search.fill('Nor');
      await expect.poll(() => menu.getByText('Bluebird Telecom').count()).toBe(0);
      await menu.getByRole('menuitem').filter({ hasText: 'Northwind' }).first().click();
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('All accounts');
    });
  });

  it('cuts names longer than 21 characters with an ellipsis and keeps the full name for the tooltip', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await page.getByTestId('scope-switcher').click();
      const item = page.locator('.studio-switcher-menu [aria-label="Northwind Logistics and Freight Desk"]');
      await item.waitFor();
      expect(await item.innerText()).toBe('Northwind Logistics a…');
      expect(await page.locator('.studio-switcher-menu').getByText('Northwind Retail', { exact: true }).count()).toBe(1);
    });
  });
});
