import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { accountApi } from './support/api';
import { demoSession } from './support/session';
import { baseUrl } from './support/server';

/** System → Open forms (spec 1 §2 System `openforms`), as the system role uses it, by keyboard. */
const withPage = browserPerFile();

/** An open form of the builder's account, published as a system one by the system role. */
async function publishedOpenForm(name: string) {
  const api = await accountApi('ac.builder@studio.test');
  const form = await api.call<{ open_form_type_id: number }>('POST', '/form/open-form-types', {
    oft_name: name,
    engine: 'openai',
    language: 'en-US',
    settings: { model: 'gpt-4', api_key: 'sk-e2e-1' },
  });
  const { token } = await demoSession(baseUrl, 'system@studio.test');
  const res = await fetch(`${baseUrl}/api/form/publish-system-open-form/${form.open_form_type_id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'X-Scope': 'ac', 'X-Scope-Id': String(api.acId), 'X-Sp-Id': String(api.spId) },
  });
  expect(res.status).toBe(200);
  return form.open_form_type_id;
}

describe('system open forms', () => {
  it('lists the published ones; archive and unarchive by keyboard; unpublish after a confirmation', async () => {
    const name = `FAQ bot ${Date.now().toString(36)}`;
    const id = await publishedOpenForm(name);
    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, 'system@studio.test');
        await runFromPalette(page, 'system open forms', /System open forms/);
        await page.waitForURL(/\/system\/openforms$/);
        const row = page.locator(`tr[data-open-form="${id}"]`);
        await row.waitFor();
        expect(await row.innerText()).toContain('OpenAI');
        expect(await row.innerText()).toContain('Enabled');
        expect(await row.innerText()).toMatch(/by Sam System/);
        expect(await violations(page, '/system/openforms')).toEqual([]);
        await page.screenshot({ path: '/tmp/wsp/shots/system-openforms.png', fullPage: true });

        // Archive by keyboard: focus the row's button, Enter.
        await page.getByRole('button', { name: `Archive ${name}` }).focus();
        await page.keyboard.press('Enter');
        await page.locator('.bp6-toast', { hasText: `${name} archived` }).waitFor();
        await expect.poll(() => row.innerText()).toContain('Archived');
        await page.getByRole('button', { name: `Unarchive ${name}` }).focus();
        await page.keyboard.press('Enter');
        await page.locator('.bp6-toast', { hasText: `${name} is offered to every account again` }).waitFor();
        await expect.poll(() => row.innerText()).not.toContain('Archived');

        // Unpublish: a confirmation first; Cancel leaves it, confirming takes it off the list.
        await page.getByRole('button', { name: `Unpublish ${name}` }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('alertdialog');
        await dialog.waitFor();
        expect(await dialog.innerText()).toContain(`Unpublish ${name}?`);
        expect(await violations(page, '/system/openforms (unpublish confirmation)')).toEqual([]);
        await page.screenshot({ path: '/tmp/wsp/shots/system-openforms-confirm.png' });
        await dialog.getByRole('button', { name: 'Unpublish' }).click();
        await page.locator('.bp6-toast', { hasText: `${name} unpublished` }).waitFor();
        await row.waitFor({ state: 'detached' });
      } catch (e) {
        await page.screenshot({ path: '/tmp/wsp/shots/system-openforms-failure.png' });
        throw e;
      }
    });
    const api = await accountApi('ac.builder@studio.test');
    expect(await api.call('GET', `/form/open-form-types/${id}`)).toMatchObject({ is_system: 0, is_archived: 0 });
  });

  it('says so when there is no system open form', async () => {
    await withPage(async (page) => {
      await page.route('**/api/form/system-open-forms', (route) => route.fulfill({ json: { data: [] } }));
      await signIn(page, baseUrl, 'system@studio.test', '/system/openforms');
      await page.getByText('No system open forms').waitFor();
      expect(await violations(page, '/system/openforms (empty)')).toEqual([]);
      await page.screenshot({ path: '/tmp/wsp/shots/system-openforms-empty.png' });
    });
  });
});
