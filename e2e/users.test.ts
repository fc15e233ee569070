import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caller } from './support/api';
import { browserPerFile, runFromPalette, signIn, submitSignIn } from './support/browser';
import { baseUrl, dataDir } from './support/server';

const withPage = browserPerFile();

/** The invitation link of the newest mail to the address, from the server's outbox (path and query on this server). */
function invitationLink(email: string): string | null {
  const db = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select body from outbox where to_address = ? order by id desc limit 1').get(email) as
      | { body: string }
      | undefined;
    const url = row?.body.match(/https?:\/\/\S+\/invite\?\S+/)?.[0];
    if (!url) return null;
    const link = new URL(url);
    return `${baseUrl}${link.pathname}${link.search}`;
  } finally {
    db.close();
  }
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

describe('users and invitations', () => {
  it('the provider admin invites a user by keyboard only; the invitee accepts, signs in and sees only the mapped account', async () => {
    const email = `invitee.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
    const password = 'Invitee-pass-2026';

    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await runFromPalette(page, 'invite user', /Invite user/);
      await page.waitForURL(/\/manage\/users$/);
      const panel = page.locator('form.ent-panel');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ent-field-email');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ivy Invitee');
      await page.keyboard.press('Tab');
      // The role: a closed select takes type-ahead.
      await expect.poll(() => panel.locator('#ent-field-role_id option').allInnerTexts()).toContain('Account Viewer');
      await page.keyboard.type('Account Viewer');
      await expect
        .poll(() => panel.locator('#ent-field-role_id').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text))
        .toBe('Account Viewer');
      // The accounts: one checkbox each, in name order; Space ticks Northwind Retail. Other tests of the run add
      // accounts to the provider (the audit trail's 51), so the walk is bounded by the list, not by the demo's few.
      const focusedLabel = () => page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
      for (let i = 0; i < 200 && !(await focusedLabel()).includes('Northwind Retail'); i++) await page.keyboard.press('Tab');
      expect(await focusedLabel()).toContain('Northwind Retail');
      await page.keyboard.press('Space');
      await expect.poll(() => panel.locator('.ent-choices-hint').innerText()).toBe('Accounts chosen: 1');
      for (let i = 0; i < 200 && (await focusedText(page)) !== 'Send invitation'; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('.bp6-toast').allInnerTexts())
        .toContainEqual(expect.stringContaining('Invitation sent to Ivy Invitee'));
      await expect.poll(() => panel.locator('.ent-panel-title').innerText()).toBe('Ivy Invitee');
      // Until the invitation is accepted, the list says the user is invited.
      await expect.poll(() => page.locator('.ent-table tbody tr[data-id]', { hasText: 'Ivy Invitee' }).innerText()).toContain('Invited');
      await expect.poll(() => panel.locator('.ent-facts').innerText()).toContain('Northwind Retail');
      await expect.poll(() => page.locator('.ent-table tbody tr[data-id] td:first-child').allInnerTexts()).toContain('Ivy Invitee');
    });

    await expect.poll(() => invitationLink(email)).not.toBeNull();
    const link = invitationLink(email)!;

    await withPage(async (page) => {
      await page.goto(link);
      await page.getByLabel('Password', { exact: true }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page
            .locator('[role="status"]')
            .innerText()
            .catch(() => ''),
        )
        .toBe('Your profile has been created. Sign in with your e-mail address and password.');
      // The link works once.
      await page.goto(link);
      await expect
        .poll(() =>
          page
            .locator('[role="alert"]')
            .innerText()
            .catch(() => ''),
        )
        .toBe('This invitation link is invalid, has expired or has already been used.');

      await page.goto(`${baseUrl}/login`);
      await submitSignIn(page, email, password);
      await page.waitForURL(/\/dashboard$/);
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('Northwind Retail');
      await page.getByTestId('scope-switcher').click();
      const menu = page.locator('.studio-switcher-menu');
      await menu.waitFor();
      expect(await menu.getByText('Northwind Retail', { exact: true }).count()).toBeGreaterThan(0);
      for (const other of ['Northwind Health Line', 'Northwind Logistics and Freight Desk', 'Bluebird Support'])
        expect(await menu.getByText(other).count(), other).toBe(0);
      await page.keyboard.press('Escape');
      // An account viewer has no Users screen.
      expect(await page.locator('a[href="/manage/users"]').count()).toBe(0);
    });
  });

  it('a system admin requires two-factor sign-in of another user from the users screen, and takes it back', async () => {
    const asSystem = await caller('system@studio.test');
    // A user of this try's own, invited over the API, so no other test's user changes.
    const sp = (await asSystem<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers')).find(
      (p) => p.sp_name === 'Northwind Contact Services',
    )!;
    const inProvider = await caller('system@studio.test', sp.sp_id);
    const email = `twofa-${Date.now().toString(36)}@studio.test`;
    const roles = await inProvider<{ id: number; name: string }[]>('GET', '/auth/roles');
    await inProvider('POST', '/auth/users', {
      email,
      display_name: 'Tess Twofa',
      roles: [roles.find((r) => r.name === 'Account Viewer')!.id],
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test');
      await runFromPalette(page, 'Northwind Contact Services', /Northwind Contact Services/);
      await runFromPalette(page, 'users', /Users/);
      await page.waitForURL(/\/manage\/users/);
      await page.locator('.ent-search input').fill(email);
      await page.locator('.ent-table tbody tr[data-id]', { hasText: email }).click();
      const panel = page.locator('form.ent-panel');
      const require = panel.getByLabel('Require two-factor sign-in (system-controlled)');
      await require.waitFor();
      expect(await require.isChecked()).toBe(false);
      // The switch shows the stored state: it turns on once the server has it.
      await require.click({ force: true });
      await expect
        .poll(() => page.locator('.bp6-toast').allInnerTexts())
        .toContainEqual(expect.stringContaining('Two-factor sign-in is now required of Tess Twofa'));
      await expect.poll(() => panel.locator('.ent-facts').innerText()).toContain('Required by the system');
      await expect.poll(() => require.isChecked()).toBe(true);
      await require.click({ force: true });
      await expect.poll(() => panel.locator('.ent-facts').innerText()).toContain('Not set up');
      expect(await require.isChecked()).toBe(false);
    });
  });

  it('a provider admin reads a user’s permissions and gives one directly: its write ticks its read, saved and read back', async () => {
    const asSystem = await caller('system@studio.test');
    const sp = (await asSystem<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers')).find(
      (p) => p.sp_name === 'Northwind Contact Services',
    )!;
    const asAdmin = await caller('sp.admin@studio.test', sp.sp_id);
    const inProvider = await caller('system@studio.test', sp.sp_id);
    // A user of this try's own, so no other test's user changes.
    const email = `grants-${Date.now().toString(36)}@studio.test`;
    const roles = await inProvider<{ id: number; name: string }[]>('GET', '/auth/roles');
    const user = await inProvider<{ user_id: number }>('POST', '/auth/users', {
      email,
      display_name: 'Gus Grants',
      roles: [roles.find((r) => r.name === 'Account Viewer')!.id],
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/users?sp_id=${sp.sp_id}&id=${user.user_id}`);
      const section = page.getByRole('group', { name: 'Permissions' });
      await section.getByText(/^Its roles give \d+ permissions\.$/).waitFor();
      await section.getByText('No permission is given to this user directly.').waitFor();
      await section.getByRole('button', { name: 'Change own permissions' }).click();
      const filter = section.getByRole('searchbox', { name: 'Filter permissions' });
      await expect.poll(() => filter.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('build.campaigns');
      const write = section.getByLabel('build.campaigns.write');
      await write.waitFor();
      await write.focus();
      await page.keyboard.press('Space');
      // Write implies read: the read is ticked with it.
      await expect.poll(() => section.getByLabel('build.campaigns.read').isChecked()).toBe(true);
      await section.getByRole('button', { name: 'Save permissions' }).click();
      await expect
        .poll(() => page.locator('.bp6-toast').allInnerTexts())
        .toContainEqual(expect.stringContaining('The permissions of Gus Grants have been saved'));
      const given = section.getByRole('list', { name: 'Given to this user directly' });
      await given.waitFor();
      // The read is the viewer role's too: marked so.
      await expect.poll(() => given.innerText()).toMatch(/build\.campaigns\.read\s*\(a role gives it too\)/);
      expect(await given.innerText()).toContain('build.campaigns.write');
    });
    const read = await asAdmin<{ direct: string[] }>('GET', `/auth/user-permissions/${user.user_id}`);
    expect(read.direct).toEqual(['build.campaigns.read', 'build.campaigns.write']);
  });
});
