import { describe, expect, it } from 'vitest';
import { browserPerFile, demoPassword, pathOf, runFromPalette, signedInPagePerFile, signIn } from './support/browser';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { baseUrl } from './support/server';

/** The provider admin: builds in the account and may browse Discover (the builder role has no discover permission). */
const admin = 'sp.admin@studio.test';
const withPage = browserPerFile();
// The provider admin's steps share one signed-in page; the system admin's has a page of its own.
const shared = signedInPagePerFile(admin);

describe('task library and Discover', () => {
  it('publishes a demo task, finds it in Discover by keyboard, opens its details and creates a task from it', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const retail = await accountApi(admin, 'Northwind Retail');
    const tasks = await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all');
    const demo = tasks.find((t) => t.task_name === 'Retail main line')!;
    const templateName = `Library ${tag}`;

    await shared.run(async (page) => {
      await shared.visit(`/build/tasks?${retail.scope}`);
      await page.locator('.tasks-table').waitFor();
      await runFromPalette(page, `Publish ${demo.task_name} to the library`, `Publish ${demo.task_name} to the library`);
      const dialog = page.getByRole('dialog', { name: `Publish ${demo.task_name} to the library` });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('publish-name');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(templateName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`A starting IVR ${tag}`);
      expect(await violations(page, 'publish dialog')).toEqual([]);
      await page.screenshot({ path: '/tmp/library-publish.png' });
      // Back in the name field, Enter publishes once the name is checked.
      await page.locator('#publish-name').focus();
      await expect.poll(() => dialog.getByRole('button', { name: 'Publish' }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/discover/task-library?${retail.scope}`);
      const search = page.getByRole('searchbox', { name: 'Search templates' });
      await search.waitFor();
      await search.focus();
      await page.keyboard.type(tag);
      const card = page.getByRole('link', { name: templateName });
      await card.waitFor();
      expect(await violations(page, 'discover')).toEqual([]);
      await page.screenshot({ path: '/tmp/library-discover.png' });
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: templateName }).waitFor();
      expect(pathOf(page)).toMatch(/^\/build\/tasks\/library\/\d+$/);
      await page.getByText(`A starting IVR ${tag}`).waitFor();
      await page
        .getByRole('region', { name: /^Canvas / })
        .first()
        .waitFor();
      expect(await violations(page, 'template details')).toEqual([]);
      await page.screenshot({ path: '/tmp/library-details.png' });
      const name = page.getByLabel('Task name');
      await name.focus();
      // The template's own name is free as a task name: the check passes and Enter creates the task.
      await page.keyboard.press('Control+a');
      await page.keyboard.type(`From library ${tag}`);
      await expect.poll(() => page.getByRole('button', { name: 'Create task from template' }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/build\/callflow\/\d+/);
    });
    const after = await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all');
    expect(after.map((t) => t.task_name)).toContain(`From library ${tag}`);
  }, 120_000);

  it('a template is edited from its details (name checked, description, tags) with Ctrl+Enter, and deleted with an undo', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const retail = await accountApi(admin, 'Northwind Retail');
    const demo = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all')).find(
      (t) => t.task_name === 'Retail main line',
    )!;
    const publish = (name: string) =>
      retail.call<{ template_id: number }>('POST', `/studio/task-libraries/publish/${demo.task_id}`, {
        level: 'ac',
        template_name: name,
        description: 'Before',
        tags: [],
      });
    const other = await publish(`Taken ${tag}`);
    const mine = await publish(`Edit me ${tag}`);
    type Template = { template_id: number; template_name: string; description: string; tags: string[]; is_enabled: number };
    const read = async () =>
      (await retail.call<Template[]>('GET', '/studio/task-libraries?task_type=all')).find((x) => x.template_id === mine.template_id);

    await shared.run(async (page) => {
      await shared.visit(`/build/tasks/library/${mine.template_id}?${retail.scope}`);
      await page.getByRole('heading', { name: `Edit me ${tag}` }).waitFor();
      await page.getByRole('button', { name: 'Edit template' }).click();
      const dialog = page.getByRole('dialog', { name: `Edit template Edit me ${tag}` });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('template-name');
      // Another template's name at the same level is refused at the field, and Save waits.
      await page.keyboard.press('Control+a');
      await page.keyboard.type(`Taken ${tag}`);
      await dialog.getByText('The name has already been taken.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      expect(await violations(page, 'edit template dialog')).toEqual([]);
      await page.keyboard.press('Control+a');
      await page.keyboard.type(`Renamed ${tag}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('After');
      await page.keyboard.press('Tab');
      await page.keyboard.type('billing');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
      await page.keyboard.press('Control+Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: `Renamed ${tag}` }).waitFor();
      await page.getByText('After', { exact: true }).waitFor();
      expect(await read()).toMatchObject({ template_name: `Renamed ${tag}`, description: 'After', tags: ['billing'] });

      // Delete, then Undo on its notice: the template is back and open again.
      await page.getByRole('button', { name: 'Delete template' }).click();
      const toast = page.locator('.bp6-toast', { hasText: `Template Renamed ${tag} deleted.` });
      await toast.waitFor();
      await expect.poll(async () => (await read())?.is_enabled ?? 0).toBe(0);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await page.locator('.bp6-toast', { hasText: `Template Renamed ${tag} restored.` }).waitFor();
      await page.getByRole('heading', { name: `Renamed ${tag}` }).waitFor();
      expect((await read())?.is_enabled).toBe(1);
    });
    await retail.call('DELETE', `/studio/task-libraries/${other.template_id}`);
  }, 120_000);

  it('a provider admin withdraws a system template with "Offered to my accounts" by keyboard; a system admin filters the withdrawn ones', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const retail = await accountApi(admin, 'Northwind Retail');
    const demo = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all')).find(
      (t) => t.task_name === 'Retail main line',
    )!;
    // The system admin publishes a system template from Retail.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
    });
    const systemToken = ((await login.json()) as { data: { token: string } }).data.token;
    const asSystem = {
      'content-type': 'application/json',
      authorization: `Bearer ${systemToken}`,
      'X-Scope': 'ac',
      'X-Scope-Id': String(retail.acId),
      'X-Sp-Id': String(retail.spId),
    };
    const templateName = `Offer ${tag}`;
    const published = await fetch(`${baseUrl}/api/studio/task-libraries/publish/${demo.task_id}`, {
      method: 'POST',
      headers: asSystem,
      body: JSON.stringify({ level: 'system', template_name: templateName, description: '', tags: [] }),
    });
    expect(published.status).toBe(201);
    const templateId = ((await published.json()) as { data: { template_id: number } }).data.template_id;
    const offered = async () =>
      (await retail.call<{ template_id: number; offered: boolean }[]>('GET', '/studio/task-library-sp-mappings')).find(
        (m) => m.template_id === templateId,
      )?.offered;
    expect(await offered()).toBe(true);

    await shared.run(async (page) => {
      await shared.visit(`/build/tasks/library?${retail.scope}`);
      await page.getByRole('heading', { name: 'System templates offered to my accounts' }).waitFor();
      const offer = page.getByLabel(`Offered to my accounts: ${templateName}`);
      await offer.waitFor();
      expect(await offer.isChecked()).toBe(true);
      expect(await violations(page, 'provider offers')).toEqual([]);
      await offer.focus();
      await page.keyboard.press('Space');
      await page.locator('.bp6-toast', { hasText: `${templateName} is withdrawn from the provider's accounts.` }).waitFor();
      await expect.poll(() => offer.isChecked()).toBe(false);
      await page.screenshot({ path: '/tmp/library-offers.png' });
    });
    expect(await offered()).toBe(false);

    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test', `/build/tasks/library?sp_id=${retail.spId}`);
      const filter = page.getByLabel('Show', { exact: true });
      await filter.waitFor();
      await filter.selectOption('withdrawn');
      const row = page.getByTestId(`offer-${templateId}`);
      await row.waitFor();
      expect(await row.innerText()).toContain('Withdrawn');
      await filter.selectOption('offered');
      await row.waitFor({ state: 'detached' });
      expect(await violations(page, 'provider offers, system admin')).toEqual([]);
    });
  }, 120_000);
});
