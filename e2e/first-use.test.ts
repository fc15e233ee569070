import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';

const baseUrl = inject('baseUrl');
const withPage = browserPerFile();

describe('what a new user meets', () => {
  it("keeps My Profile's password checklist styled after a reload (its screen-reader text stays off screen)", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      await page.goto(`${baseUrl}/manage/profile`);
      await page.reload();
      const hidden = page.locator('.studio-policy .studio-sr-only').first();
      await hidden.waitFor({ state: 'attached' });
      expect(await hidden.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    });
  });
});
