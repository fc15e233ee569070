import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { accountApi, providerCaller } from './support/api';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { baseUrl, dataDir } from './support/server';

const withPage = browserPerFile();

/** The mapping link of the newest mail to the address, from the server's outbox, on this server. */
function mapLink(email: string): string | null {
  const db = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select body from outbox where to_address = ? order by id desc limit 1').get(email) as
      | { body: string }
      | undefined;
    const url = row?.body.match(/https?:\/\/\S+\/invite\/map\/\S+/)?.[0];
    return url ? `${baseUrl}${new URL(url).pathname}` : null;
  } finally {
    db.close();
  }
}

/** A call as the provider admin at Northwind's provider scope (users are provider-level rows). */
async function asProvider<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await providerCaller()).call<T>(method, path, body);
}

describe('inviting an existing user to another account', () => {
  it('the invite form offers to invite the existing user; the user follows the mailed link signed in and the switcher shows the new account', async () => {
    const email = 'ac.viewer@studio.test';
    const retail = (await accountApi('sp.admin@studio.test', 'Northwind Retail')).acId;
    const users = await asProvider<{ user_id: number; email: string }[]>('GET', '/auth/users?search=ac.viewer&searchFields=email');
    const viewerId = users.find((u) => u.email === email)!.user_id;
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test');
        await runFromPalette(page, 'invite user', /Invite user/);
        await page.waitForURL(/\/manage\/users$/);
        const panel = page.locator('form.ent-panel');
        await page.locator('#ent-field-email').fill(email);
        await expect.poll(() => panel.locator('#ent-field-role_id option').allInnerTexts()).toContain('Account Viewer');
        await panel.locator('#ent-field-role_id').selectOption({ label: 'Account Viewer' });
        await panel.locator('label', { hasText: 'Northwind Health Line' }).click();
        await expect.poll(() => panel.locator('.ent-choices-hint').innerText()).toBe('Accounts chosen: 1');
        await panel.getByRole('button', { name: 'Send invitation' }).click();
        await panel.getByText('This e-mail address belongs to an existing user.', { exact: false }).waitFor();
        expect(await violations(page, 'invite form, existing user')).toEqual([]);
        await panel.getByRole('button', { name: 'Invite the existing user' }).click();
        await page.getByText(`An invitation has been sent to ${email}.`).waitFor();
      });

      await expect.poll(() => mapLink(email)).not.toBeNull();
      const link = mapLink(email)!;
      await withPage(async (page) => {
        await signIn(page, baseUrl, email);
        await page.goto(link);
        await expect
          .poll(() =>
            page
              .locator('[role="status"]')
              .innerText()
              .catch(() => ''),
          )
          .toBe('You now have access to Northwind Health Line.');
        await page.screenshot({ path: '/tmp/wtprofiles11-invite-map.png' });
        expect(await violations(page, 'invite map')).toEqual([]);
        await page.getByRole('link', { name: 'Open the studio' }).click();
        await page.getByTestId('scope-switcher').click();
        await page.locator('.studio-switcher-menu').getByText('Northwind Health Line').waitFor();
        await page.keyboard.press('Escape');
        // Used once: the same link again is refused.
        await page.goto(link);
        await expect
          .poll(() =>
            page
              .locator('[role="alert"]')
              .innerText()
              .catch(() => ''),
          )
          .toBe('This invitation link is invalid, has expired or has already been used.');
      });
    } finally {
      // The demo viewer is mapped to Northwind Retail only again, as the other browser tests expect.
      await asProvider('PUT', `/auth/users/${viewerId}`, { account_mappings: [retail] });
    }
  });
});
