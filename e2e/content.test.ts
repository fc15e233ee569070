import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { tabTo } from './support/canvas';

const baseUrl = inject('baseUrl');
const withPage = browserPerFile();
const builder = 'ac.builder@studio.test';

/** Signs in as the account builder and selects Northwind Retail from the palette (content lives in one account). */
async function signInToRetail(page: Page) {
  await signIn(page, baseUrl, builder);
  await runFromPalette(page, 'Northwind Retail', /Switch to account Northwind Retail/);
}

const row = (page: Page, name: string) => page.locator('[role="row"]', { hasText: name });
const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text });

describe('content library', () => {
  it('creates a variable and a prompt that uses it by keyboard only, then refuses to delete the variable', async () => {
    await withPage(async (page) => {
      // Names of this try's own: a retried try meets no earlier variable or prompt.
      const stamp = Date.now().toString(36);
      const variable = `e2e_caller_${stamp}`;
      const prompt = `E2E welcome ${stamp}`;
      await signInToRetail(page);

      await runFromPalette(page, 'create variable', /Create a variable/);
      await page.waitForURL(/\/build\/content\?.*tab=variables/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('variable-name');
      await page.keyboard.type(variable);
      await page.keyboard.press('Control+Enter');
      await row(page, variable).waitFor();
      // The saved variable opens in its panel with the keys back in the field they were in: wait for that before
      // Ctrl+K, as a user does, or the panel's focus lands after the palette has opened.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('variable-name');

      await runFromPalette(page, 'create prompt', /Create a prompt/);
      await page.waitForURL(/\/build\/content\?.*tab=prompts/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-name');
      await page.keyboard.type(prompt);
      await tabTo(page, 'prompt-text');
      await page.keyboard.type(`Hello {{${variable.slice(0, -2)}`);
      await page.getByRole('option', { name: variable, exact: true }).waitFor();
      await page.keyboard.press('Enter');
      await page.keyboard.type(', welcome.');
      expect(await page.locator('#prompt-text').inputValue()).toBe(`Hello {{${variable}}}, welcome.`);
      // Stored with the variable's id, shown by its name.
      const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/prompt/prompts');
      await page.keyboard.press('Control+Enter');
      expect((await posted).postDataJSON().texts[0].text).toMatch(/^Hello \{\{\d+\}\}, welcome\.$/);
      await row(page, prompt).waitFor();

      await runFromPalette(page, variable, new RegExp(variable));
      await expect.poll(() => page.locator('#variable-name').inputValue({ timeout: 1000 }).catch(() => '')).toBe(variable);
      const variableRow = row(page, variable);
      await variableRow.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => variableRow.getByRole('checkbox').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.locator('.bp6-dialog');
      await dialog.waitFor();
      expect(await dialog.locator('.bp6-dialog-header').innerText()).toContain('Content cannot be deleted');
      expect(await dialog.innerText()).toContain(prompt);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await variableRow.waitFor();
    });
  });

  it('refuses to move content into Archived by drag and keeps it where it was', async () => {
    await withPage(async (page) => {
      const name = `E2E keep me ${Date.now().toString(36)}`; // a retried try meets no earlier prompt
      await signInToRetail(page);
      await runFromPalette(page, 'create prompt', /Create a prompt/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-name');
      await page.keyboard.type(name);
      await page.keyboard.press('Control+Enter');
      const source = row(page, name);
      await source.waitFor();

      const from = (await source.boundingBox())!;
      const archived = page.locator('li[data-folder-id="-1"]');
      const to = (await archived.boundingBox())!;
      await page.mouse.move(from.x + 60, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 80, from.y + from.height / 2, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await toast(page, 'Contents cannot be moved into Archived folder directly').waitFor();
      await source.waitFor();
    });
  });
});
