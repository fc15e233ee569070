import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { browserPerFile, pathOf, runFromPalette, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

const row = (page: Page, type: string) => page.locator(`.nt-table tr[data-type="${type}"]`);
const statusOf = (page: Page, type: string) => row(page, type).locator('td.nt-col-status').innerText();
const allPlansSwitch = (page: Page) => page.getByTestId('node-type-panel').getByRole('checkbox', { name: 'Available to all plans' });

describe('node types (system)', () => {
  it('lists the plugin types, saves a record by keyboard, keeps it after a reload, and deletes it', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test');
      await runFromPalette(page, 'node types', /Node types/);
      await page.waitForURL(/\/system\/node-types$/);
      await row(page, 'menu').waitFor();

      // Every registered plugin is listed, with its label in the user's language and its palette group.
      expect(await page.locator('.nt-table tbody tr').count()).toBeGreaterThanOrEqual(50);
      for (const type of ['start', 'prompt', 'hangup', 'goto']) expect(await row(page, type).count(), type).toBe(1);
      expect(await row(page, 'hangup').innerText()).toMatch(/Hang up[\s\S]*Voice/);
      expect(await row(page, 'hangup').locator('td.nt-col-availability').innerText()).toMatch(/Leaf only/);
      expect(await statusOf(page, 'menu')).toBe('Plugin defaults');

      // The search narrows the list; the category filter too.
      // 'hang' matches labels (Hang Up, Hang up Header) and keywords ('hang up' of disconnect, dispose end call).
      const shownTypes = () =>
        page.locator('.nt-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')).sort());
      await page.getByRole('searchbox', { name: 'Search node types' }).fill('hang');
      await expect.poll(shownTypes).toEqual(['disconnect', 'dispose_end_call', 'hangup', 'hangup_header']);
      await page.getByRole('searchbox', { name: 'Search node types' }).fill('hangup_header');
      await expect.poll(shownTypes).toEqual(['hangup_header']);
      await page.getByRole('searchbox', { name: 'Search node types' }).fill('');
      await page.getByRole('combobox', { name: 'Category' }).selectOption('system');
      await expect.poll(() => page.locator('.nt-table tbody tr[data-type="menu"]').count()).toBe(0);
      expect(await row(page, 'start').count()).toBe(1);
      await page.getByRole('button', { name: 'Clear filters' }).click();

      // Arrow keys move through the rows, Enter opens the record, Space toggles the switch, Ctrl+Enter saves.
      await row(page, 'prompt').focus();
      const types = await page.locator('.nt-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
      const steps = types.indexOf('menu') - types.indexOf('prompt');
      for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-type'))).toBe('menu');
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('node-type-panel');
      await panel.getByRole('heading', { name: 'Create Node type' }).waitFor();
      expect(await allPlansSwitch(page).isChecked()).toBe(false);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await allPlansSwitch(page).isChecked()).toBe(true);
      await page.keyboard.press('Control+Enter');
      await page.getByText('Node type menu saved.').waitFor();
      await expect.poll(() => statusOf(page, 'menu')).toBe('Customised');

      await page.reload();
      await row(page, 'menu').waitFor();
      expect(await statusOf(page, 'menu')).toBe('Customised');
      expect(await row(page, 'menu').locator('td.nt-col-allPlans .bp6-icon-tick').count()).toBe(1);
      await row(page, 'menu').focus();
      await page.keyboard.press('Enter');
      await panel.getByRole('heading', { name: 'Update Node type' }).waitFor();
      expect(await allPlansSwitch(page).isChecked()).toBe(true);

      // Escape closes the panel and gives the focus back to the row.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-type'))).toBe('menu');

      // Delete asks first, then the type is back on its plugin's values.
      await page.keyboard.press('Enter');
      await panel.getByRole('button', { name: 'Delete record' }).click();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Delete record' }).click();
      await page.getByText('Record of menu deleted.').waitFor();
      await expect.poll(() => statusOf(page, 'menu')).toBe('Plugin defaults');
      await page.reload();
      await row(page, 'menu').waitFor();
      expect(await statusOf(page, 'menu')).toBe('Plugin defaults');
    });
  });

  it("refuses the route to an account builder with the access engine's message", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test', '/system/node-types');
      await page.waitForURL(/\/dashboard$/);
      expect(pathOf(page)).toBe('/dashboard');
      expect(await page.getByRole('link', { name: 'Node types' }).count()).toBe(0);
      const answer = await page.evaluate(async () => {
        const res = await fetch('/api/node/node-types', { headers: { Authorization: `Bearer ${localStorage.getItem('studio.token')}` } });
        return { status: res.status, body: await res.json() };
      });
      expect(answer).toMatchObject({ status: 403, body: { message: messages.noManagePermission } });
    });
  });
});
