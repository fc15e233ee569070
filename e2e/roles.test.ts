import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, demoPassword, runFromPalette, signIn } from './support/browser';
import { baseUrl } from './support/server';
import { userWithRole } from './support/users';

const withPage = browserPerFile();

/** The system admin's API at system scope. */
async function systemCall<T>(method: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'X-Scope': 'all', 'X-Scope-Id': 'all' },
  });
  return ((await res.json()) as { data: T }).data;
}

const matrixCell = (page: Page, permission: string, role: string) => page.getByRole('checkbox', { name: `${role}: ${permission}` });

/** Focuses the matrix cell of the role on the first (filtered) row by keyboard: Ctrl+Home, then → to the role's column. */
async function focusCell(page: Page, role: string) {
  const heads = await page.locator('.pm-grid thead th.pm-role-head .pm-role-name').allInnerTexts();
  const col = heads.indexOf(role);
  expect(col).toBeGreaterThanOrEqual(0);
  await page.locator('.pm-grid [data-cell] >> nth=0').focus();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < col; i++) await page.keyboard.press('ArrowRight');
}

/** Saves the matrix by keyboard (the Save button focused, Enter) and waits for the saved notice. */
async function saveMatrix(page: Page, role: string) {
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain(`Permissions of ${role} saved`);
}

describe('roles and the permission matrix', () => {
  it("a role loses a permission in the matrix, by keyboard, and its user's sidebar loses the screen without signing in again", async () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const role = `Key readers ${run}`;
    const email = `keys.${run}@roles.test`;
    await withPage(async (admin) => {
      // The system admin makes a role of its own from the palette: the generic screen's create form.
      await signIn(admin, baseUrl, 'system@studio.test');
      await runFromPalette(admin, 'create role', /Create role/);
      await admin.waitForURL(/\/system\/roles$/);
      const panel = admin.locator('form.ent-panel');
      await panel.getByLabel('Name').fill(role);
      await panel.getByLabel('Level').selectOption('sp');
      await panel.getByLabel('Name').focus();
      await admin.keyboard.press('Enter');
      await expect.poll(() => panel.locator('.ent-panel-title').innerText()).toBe(role);

      // It gives the API keys screen: ticked in the matrix by keyboard (Space), saved.
      await runFromPalette(admin, 'permission matrix', /Permission matrix/);
      await admin.waitForURL(/\/system\/permission-matrix$/);
      await admin.getByLabel('Filter permissions').fill('manage.api-keys');
      await focusCell(admin, role);
      await admin.keyboard.press('ArrowDown'); // manage.api-keys.write
      await admin.keyboard.press('Space');
      // Write implies read: both are ticked, and the role shows unsaved changes.
      await expect.poll(() => matrixCell(admin, 'manage.api-keys.read', role).getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => admin.getByRole('status').innerText()).toBe('Roles with unsaved changes: 1');
      await saveMatrix(admin, role);
      const made = (
        await systemCall<{ id: number; name: string; permissions: string[] }[]>('GET', `/auth/roles?search=${encodeURIComponent(run)}`)
      )[0];
      expect(made.permissions).toEqual(['manage.api-keys.read', 'manage.api-keys.write']);

      const northwind = (await systemCall<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers?search=Northwind'))[0]
        .sp_id;
      await userWithRole(email, made.id, northwind);

      await withPage(async (user) => {
        await signIn(user, baseUrl, email);
        // The sidebar's Manage submenu offers API keys (a screen the user may not open shows disabled, spec 1 §5).
        const apiKeysItem = async () => {
          await user.getByRole('navigation', { name: 'Main navigation' }).getByText('Manage', { exact: true }).hover();
          const item = user.getByRole('menuitem', { name: 'API keys' });
          await item.waitFor({ timeout: 3000 });
          return (await item.getAttribute('aria-disabled')) === 'true' ? 'disabled' : 'enabled';
        };
        await expect.poll(apiKeysItem, { timeout: 15_000 }).toBe('enabled');

        // Unticking read unticks write: the role gives nothing of the screen any more.
        await focusCell(admin, role);
        await admin.keyboard.press('Space');
        await expect.poll(() => matrixCell(admin, 'manage.api-keys.write', role).getAttribute('aria-checked')).toBe('false');
        await saveMatrix(admin, role);

        // The user's open studio hears of it and drops the screen (no sign-in, no reload).
        await expect.poll(apiKeysItem, { timeout: 15_000 }).toBe('disabled');
        await user.getByRole('menuitem', { name: 'API keys' }).hover();
        await expect
          .poll(() =>
            user
              .locator('.bp6-tooltip')
              .innerText()
              .catch(() => ''),
          )
          .toBe('You do not have permission to manage this item');
      });
    });
  });
});

describe('API keys', () => {
  it('a provider admin creates a key from the palette, sees it once, then disables it from the palette and undoes that', async () => {
    const name = `Export robot ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await runFromPalette(page, 'create api key', /Create API key/);
      await page.waitForURL(/\/manage\/api-keys$/);
      const panel = page.locator('form.ent-panel');
      await panel.getByLabel('Name').fill(name);
      await page.keyboard.press('Enter');
      // Shown once, whole; the list shows it masked.
      const key = await page.getByTestId('api-key-once').innerText();
      expect(key).toMatch(/^stk_[A-Za-z0-9_-]{40,}$/);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      await expect.poll(() => row.innerText()).toContain(`${key.slice(0, 8)}••••`);
      const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { 'X-Api-Key': key } });
      expect(me.status).toBe(200);
      await panel.getByRole('button', { name: 'Close' }).click();
      await row.click();
      await expect.poll(() => panel.locator('.ent-panel-title').innerText()).toBe(name);
      expect(await page.getByTestId('api-key-once').count()).toBe(0);

      // Disable API key <name>: refused at once; the toast's undo gives it back.
      await runFromPalette(page, `disable ${name}`, new RegExp(`Disable API key ${name}`));
      await expect.poll(async () => (await fetch(`${baseUrl}/api/auth/me`, { headers: { 'X-Api-Key': key } })).status).toBe(401);
      await page.locator('.bp6-toast').getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await fetch(`${baseUrl}/api/auth/me`, { headers: { 'X-Api-Key': key } })).status).toBe(200);
    });
  });
});
