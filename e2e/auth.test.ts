import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/shared/messages';
import { demoPassword, launchBrowser, newPage, pathOf, submitSignIn } from './support/browser';
import { baseUrl, dataDir } from './support/server';

/** The newest reset link mailed to an address (the outbox table of the server's SQLite file). */
function lastResetLink(email: string, kind: 'password' | 'twofa'): string {
  const db = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(email) as
      | { body: string }
      | undefined;
    const match = row?.body.match(new RegExp(`https?://\\S+?(/reset/${kind}\\?\\S+)`));
    if (!match) throw new Error(`No ${kind} reset link was mailed to ${email}.`);
    return match[1];
  } finally {
    db.close();
  }
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in page', () => {
  beforeAll(async () => {
    page = await newPage(browser);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'ac.builder@studio.test', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.invalidCredentials);
    expect(pathOf(page)).toBe('/login');
    // The form keeps the address and can be submitted again by keyboard.
    expect(await page.getByLabel('Email').inputValue()).toBe('ac.builder@studio.test');
  });

  it('remembers the e-mail of a "Remember me" sign-in in a lasting cookie, and forgets it when unticked', async () => {
    const own = await newPage(browser);
    try {
      await own.goto(`${baseUrl}/login`);
      await own.getByLabel('Email').fill('ac.viewer@studio.test');
      await own.getByLabel('Password', { exact: true }).fill(demoPassword);
      await own.getByLabel('Remember me').check({ force: true });
      await own.getByLabel('Password', { exact: true }).press('Enter');
      await own.waitForURL(/\/dashboard$/);
      const kept = (await own.context().cookies()).find((c) => c.name === 'studio_remember_me');
      expect(decodeURIComponent(kept!.value)).toBe('ac.viewer@studio.test');
      // Asked for 2038; the browser keeps a cookie at most 400 days, so it only shows that it lasts beyond this year.
      expect(new Date(kept!.expires * 1000).getUTCFullYear()).toBeGreaterThan(new Date().getUTCFullYear());
      // Signed out, the sign-in page has the address and the focus waits in the password.
      await own.evaluate(() => localStorage.removeItem('studio.token'));
      await own.goto(`${baseUrl}/login`);
      expect(await own.getByLabel('Email').inputValue()).toBe('ac.viewer@studio.test');
      expect(await own.getByLabel('Remember me').isChecked()).toBe(true);
      await expect.poll(() => own.evaluate(() => document.activeElement?.id)).toBe('login-password');
      await own.getByLabel('Remember me').uncheck({ force: true });
      await own.getByLabel('Password', { exact: true }).fill(demoPassword);
      await own.getByLabel('Password', { exact: true }).press('Enter');
      await own.waitForURL(/\/dashboard$/);
      expect((await own.context().cookies()).some((c) => c.name === 'studio_remember_me')).toBe(false);
    } finally {
      await own.context().close();
    }
  });

  it('never follows a redirectUrl to another site', async () => {
    await page.goto(`${baseUrl}/login?redirectUrl=${encodeURIComponent('//evil.test/x')}`);
    await submitSignIn(page, 'ac.builder@studio.test');
    await page.waitForURL(/\/dashboard$/);
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });

  it('sends the code steps back to /login without a pending sign-in', async () => {
    const fresh = await newPage(browser);
    for (const path of ['/verify/otp', '/setup/otp']) {
      await fresh.goto(`${baseUrl}${path}?redirectUrl=%2Fmanage%2Fprofile`);
      await fresh.waitForURL(/\/login/);
      expect(pathOf(fresh)).toBe('/login?redirectUrl=%2Fmanage%2Fprofile');
    }
    await fresh.context().close();
  });
});

describe('forgot and reset password', () => {
  const email = 'ac.viewer@studio.test';

  beforeAll(async () => {
    page = await newPage(browser);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('refuses an invalid link with the server message and offers a new one', async () => {
    await page.goto(`${baseUrl}/reset/password?email=${encodeURIComponent(email)}&token=not-a-real-token-123`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.resetTokenInvalid);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/forgot\?/);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
  });

  it('mails a link that sets a new password once, ticking the policy rules while typing', async () => {
    await page.goto(`${baseUrl}/forgot`);
    await page.getByLabel('Email').fill(email);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(messages.resetLinkSent);

    const link = lastResetLink(email, 'password');
    await page.goto(`${baseUrl}${link}`);
    const rules = page.getByRole('list', { name: 'Password requirements' }).locator('li');
    await rules.first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await expect
      .poll(() => rules.evaluateAll((items) => items.map((li) => li.classList.contains('is-met'))))
      .toEqual([
        false, // at least 10 characters
        false, // uppercase
        true, // lowercase
        false, // digit
        false, // both match
      ]);
    const submit = page.getByRole('button', { name: 'Set new password' });
    expect(await submit.isDisabled()).toBe(true);

    // The same password as before, so the demo sign-in keeps working for the other tests.
    await page.getByLabel('New password', { exact: true }).fill(demoPassword);
    await page.getByLabel('Confirm new password').fill(demoPassword);
    await expect.poll(() => rules.evaluateAll((items) => items.every((li) => li.classList.contains('is-met')))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(messages.passwordChanged);

    await page.goto(`${baseUrl}${link}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.resetTokenInvalid);

    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, email, demoPassword);
    await page.waitForURL(/\/dashboard$/);
  });
});
