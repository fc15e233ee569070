import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { caller } from './support/api';
import { baseUrl } from './support/server';

/** System → Settings and Loaded configuration, as the system role uses them, by keyboard. */
const withPage = browserPerFile();

describe('system settings and the loaded configuration', () => {
  it('a setting is changed in place by keyboard; a value out of range is refused at the field and nothing is sent', async () => {
    const call = await caller('system@studio.test');
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test');
      await runFromPalette(page, 'go to settings', /^Go to Settings$/);
      await page.waitForURL(/\/system\/settings$/);
      const field = page.getByLabel('Invitation link lifetime');
      await expect.poll(() => field.inputValue()).toBe('7');
      const row = page.locator('tr[data-setting="invite_link_days"]');
      expect(await row.innerText()).toContain('Default: 7');
      expect(await row.innerText()).toContain('From 1 to 30 days');

      // Out of range: the field says so in the server's words, and no PUT leaves the page.
      const puts: string[] = [];
      page.on('request', (r) => void (r.method() === 'PUT' && puts.push(r.url())));
      await field.fill('31');
      await page.keyboard.press('Enter');
      await expect.poll(() => row.getByRole('alert').innerText()).toBe('The value must be a whole number from 1 to 30.');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(puts).toEqual([]);
      expect(await violations(page, '/system/settings (a value refused)')).toEqual([]);

      // In range: Enter saves; the server holds it, and the row says who changed it.
      await field.fill('3');
      await page.keyboard.press('Enter');
      await page.locator('.bp6-toast', { hasText: 'Invitation link lifetime saved' }).waitFor();
      await expect.poll(() => row.innerText()).toContain('by Sam System');
      const stored = await call<{ setting_key: string; value: number }[]>('GET', '/system/system-settings');
      expect(stored.find((s) => s.setting_key === 'invite_link_days')!.value).toBe(3);
      const id = (await call<{ setting_key: string; setting_id: number }[]>('GET', '/system/system-settings')).find(
        (s) => s.setting_key === 'invite_link_days',
      )!.setting_id;
      await call('PUT', `/system/system-settings/${id}`, { value: 7 });
    });
  });

  it('the loaded configuration lists what the server read, with its secrets masked, and filters as one types', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test', '/system/loaded-configuration');
      const table = page.getByRole('table', { name: 'Loaded configuration' });
      await table.waitFor();
      expect(await table.locator('tr[data-key="PORT"]').count()).toBe(1);
      await page.getByLabel('Search settings').fill('signing');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
      const secret = table.locator('tr[data-key="SIGNING_SECRET"]');
      expect(await secret.innerText()).toContain('••••••');
      expect(await secret.innerText()).toContain('Masked');
      expect(await violations(page, '/system/loaded-configuration')).toEqual([]);
      await page.getByLabel('Search settings').fill('no such variable');
      await expect.poll(() => page.locator('.sys-state').innerText()).toContain('No setting matches “no such variable”.');
    });
  });
});
