import { describe, expect, it } from 'vitest';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { runFromPalette, signedInPagePerFile } from './support/browser';

const providerAdmin = signedInPagePerFile('sp.admin@studio.test');

describe('alert settings', () => {
  it('a provider admin creates an account alert setting from the palette, choosing the metric in words and its recipients', async () => {
    const retail = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const name = `E2E errors ${Math.random().toString(36).slice(2, 7)}`;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/ac-profile/alert-settings?${retail.scope}`);
      await page.locator('.ent-table, .ent-empty, .ent-placeholder').first().waitFor();
      await runFromPalette(page, 'create account alert setting', /Create account alert setting/);
      const form = page.locator('form.ent-panel');
      await form.getByLabel('Alert name').waitFor();
      await form.getByLabel('Alert name').fill(name);
      await form.getByLabel('Metric').selectOption({ label: 'Error rate of sessions (%)' });
      await form.getByLabel('Threshold').fill('20');
      await form.getByLabel('Window (minutes)').fill('30');
      // The recipients: the account's users and its provider's, one checkbox each, reached by keyboard.
      const builder = form.getByRole('checkbox', { name: 'Ben Builder' });
      await builder.waitFor();
      await builder.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => form.getByText('Users chosen: 1').count()).toBe(1);
      await page.screenshot({ path: '/tmp/alert-settings-form.png', fullPage: true });
      expect(await violations(page, 'account alert setting form')).toEqual([]);
      await form.getByLabel('Alert name').press('Enter');
      await expect.poll(() => form.locator('.ent-panel-title').innerText()).toBe(name);
      // Listed, its metric in words.
      const row = page.locator('.ent-table tr', { hasText: name });
      await row.waitFor();
      expect(await row.innerText()).toContain('Error rate of sessions (%)');
      await page.screenshot({ path: '/tmp/alert-settings.png', fullPage: true });
      expect(await violations(page, 'account alert settings')).toEqual([]);
    });
    const stored = await retail.call<
      { alert_name: string; metric: string; threshold: number; window_minutes: number; recipients: number[] }[]
    >('GET', '/services/ac-alert-settings');
    expect(stored.find((s) => s.alert_name === name)).toMatchObject({ metric: 'error_rate', threshold: 20, window_minutes: 30 });
    expect(stored.find((s) => s.alert_name === name)!.recipients).toHaveLength(1);
  });

  it('a provider admin creates the provider’s own alert setting at its level', async () => {
    const system = await caller('system@studio.test');
    const northwind = (await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers')).find((p) =>
      p.sp_name.startsWith('Northwind'),
    )!;
    const name = `E2E plan ${Math.random().toString(36).slice(2, 7)}`;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/sp-profile/alert-settings?sp_id=${northwind.sp_id}`);
      await page.locator('.ent-table, .ent-empty, .ent-placeholder').first().waitFor();
      await runFromPalette(page, 'create provider alert setting', /Create provider alert setting/);
      const form = page.locator('form.ent-panel');
      await form.getByLabel('Alert name').fill(name);
      await form.getByLabel('Metric').selectOption({ label: "Use of the plan's sessions this month (%)" });
      await form.getByLabel('Threshold').fill('90');
      await form.getByRole('checkbox', { name: 'Priya Provider' }).focus();
      await page.keyboard.press('Space');
      // An account's user is not offered: the provider's figures sum all its accounts.
      expect(await form.getByRole('checkbox', { name: 'Ben Builder' }).count()).toBe(0);
      await form.getByLabel('Alert name').press('Enter');
      await expect.poll(() => form.locator('.ent-panel-title').innerText()).toBe(name);
      await page.locator('.ent-table tr', { hasText: name }).waitFor();
      await page.screenshot({ path: '/tmp/alert-settings-provider.png', fullPage: true });
      expect(await violations(page, 'provider alert settings')).toEqual([]);
    });
  });
});
