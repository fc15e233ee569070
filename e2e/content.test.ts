import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, runFromPalette, signedInPagePerFile } from './support/browser';
import { tabTo } from './support/canvas';
import { contentBuilder, openRetailContent, openSharedRetailContent } from './support/retail';

const withPage = browserPerFile();
// Tests share one signed-in page (the library opened by client-side navigation), but for the one that ends with
// the palette open.
const shared = signedInPagePerFile(contentBuilder);

const row = (page: Page, name: string) => page.locator('[role="row"]', { hasText: name });
const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text });

describe('content library', () => {
  it('creates a variable and a prompt that uses it by keyboard only, then refuses to delete the variable', async () => {
    await shared.run(async (page) => {
      // Names of this try's own: a retried try meets no earlier variable or prompt.
      const stamp = Date.now().toString(36);
      const variable = `e2e_caller_${stamp}`;
      const prompt = `E2E welcome ${stamp}`;
      await openSharedRetailContent(shared);

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
      await expect
        .poll(() =>
          page
            .locator('#variable-name')
            .inputValue({ timeout: 1000 })
            .catch(() => ''),
        )
        .toBe(variable);
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

  it("keeps every key typed into the palette right after Ctrl+Enter, though the saved item's panel shows after it opened", async () => {
    await withPage(async (page) => {
      const variable = `e2e_race_${Date.now().toString(36)}`; // a retried try meets no earlier variable
      await openRetailContent(page);
      await runFromPalette(page, 'create variable', /Create a variable/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('variable-name');
      await page.keyboard.type(variable);
      // The saved variable loads slowly, so its panel (and its field) shows only once the palette has the keys.
      const isItem = (url: URL) => /^\/api\/content\/variables\/\d+$/.test(url.pathname);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(isItem, async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.fallback();
      });
      const loading = page.waitForRequest((r) => r.method() === 'GET' && isItem(new URL(r.url())));
      await page.keyboard.press('Control+Enter');
      await loading;
      await page.keyboard.press('Control+k');
      await page.keyboard.type('create');
      const input = page.getByPlaceholder('Type a command, a screen or an account…');
      await expect.poll(() => input.inputValue({ timeout: 1000 }).catch(() => '')).toBe('create');
      release();
      await expect
        .poll(() =>
          page
            .locator('#variable-name')
            .inputValue({ timeout: 1000 })
            .catch(() => ''),
        )
        .toBe(variable);
      await page.keyboard.type(' prompt');
      expect(await input.inputValue()).toBe('create prompt');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('#variable-name').inputValue()).toBe(variable);
    });
  });

  it('refuses to move content into Archived by drag and keeps it where it was', async () => {
    await shared.run(async (page) => {
      const name = `E2E keep me ${Date.now().toString(36)}`; // a retried try meets no earlier prompt
      await openSharedRetailContent(shared);
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
