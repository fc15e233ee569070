import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { openRetailContent, retailApi } from './support/retail';

/** The content editors check the name while it is typed: a taken name shows at the field and Create waits. */
const withPage = browserPerFile();
const createButton = (page: Page) => page.locator('.content-editor-foot').getByRole('button', { name: /^Create/ });

describe('name check before save', () => {
  it('typing a taken prompt name shows "The name has already been taken." at the name, with Create disabled; another name clears both', async () => {
    const api = await retailApi();
    const taken = `E2E taken ${Date.now().toString(36)}`;
    await api.call('POST', '/prompt/prompts', { prompt_name: taken, texts: [{ language: 'en-US', text: 'Hello.' }] });
    await withPage(async (page) => {
      const checks: string[] = [];
      page.on('request', (r) => void (new URL(r.url()).pathname === '/api/prompt/validate' && checks.push(r.postData() ?? '')));
      await openRetailContent(page, 'tab=prompts&create=1');
      const name = page.locator('#prompt-name');
      await name.waitFor();
      // Typed the way a person types: one check after the pause, for the whole name (a different case is the same name).
      await name.pressSequentially(taken.toUpperCase(), { delay: 20 });
      const error = page.locator('#prompt-name-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('The name has already been taken.');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await createButton(page).isDisabled()).toBe(true);
      expect(checks.map((c) => JSON.parse(c).name)).toEqual([taken.toUpperCase()]);

      await name.press('End');
      await name.pressSequentially(' 2');
      await error.waitFor({ state: 'detached' });
      expect(await createButton(page).isDisabled()).toBe(false);
      await expect.poll(() => checks.length).toBe(2);
      await page.waitForTimeout(400);
      expect(await error.count()).toBe(0);
    });
  });
});
