import Database from 'better-sqlite3';
import { join } from 'node:path';
import otplib from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, submitSignIn } from './support/browser';
import { baseUrl, dataDir } from './support/server';

const { authenticator } = otplib;

/**
 * The server accepts each code once (a later code must be of a later 30-second step), and codes of the
 * previous and next step too: the three codes this file uses are of the steps now-1, now and now+1.
 */
let lastStep = -Infinity;
function freshCode(secret: string): string {
  const step = Math.max(Math.floor(Date.now() / 30_000) - 1, lastStep + 1);
  lastStep = step;
  return authenticator.clone({ epoch: step * 30_000 }).generate(secret);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Saves a profile change through the API with the page's session (to put demo users back as they were). */
const saveProfile = (page: Page, body: Record<string, unknown>) =>
  page.evaluate(
    async ([changes]) => {
      const token = localStorage.getItem('studio.token');
      await fetch('/api/auth/users/manage/profile', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(changes),
      });
    },
    [body],
  );

/** Turns two-factor off through the reset flow (link from the outbox), whatever state a test left. */
async function resetTwofa(email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/forgot-twofa', { email });
  const db = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
  const row = db.prepare('SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string };
  db.close();
  const token = new URL(row.body.match(/https?:\/\/\S+\/reset\/twofa\?\S+/)![0]).searchParams.get('token');
  await post('/reset-twofa', { email, token });
}

async function openProfile(page: Page, email: string) {
  await signIn(page, baseUrl, email, '/manage/profile');
  await page.locator('#profile-display-name').waitFor();
}

describe('My Profile: language', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await openProfile(page, 'ac.viewer@studio.test');
  });
  afterAll(async () => {
    await saveProfile(page, { language: 'en' });
    await page.context().close();
  });

  it('applies a new language at once, saves it, and keeps it after a reload', async () => {
    await page.getByRole('heading', { name: 'Language and region' }).waitFor();
    await page.locator('#profile-language').selectOption('de');
    await page.getByRole('heading', { name: 'Sprache und Region' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByText('Sprache geändert.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Sprache und Region' }).waitFor();
    expect(await page.locator('#profile-language').inputValue()).toBe('de');

    await page.locator('#profile-language').selectOption('en');
    await page.getByRole('heading', { name: 'Language and region' }).waitFor();
  });

  it('offers the client locales only (no Italian)', async () => {
    const values = await page.locator('#profile-language option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(values).toEqual(['en', 'de', 'fr', 'fr-CA', 'es', 'pt-BR']);
  });
});

describe('My Profile: two-factor authentication', () => {
  // The read-only demo user, which the shell's tests do not sign in with.
  const email = 'ac.viewer@studio.test';
  afterAll(() => resetTwofa(email));

  it('sets up with the QR secret, asks for a code at the next sign-in, and turns off again', async () => {
    const page = await newPage(browser);
    await openProfile(page, email);
    await page.getByRole('button', { name: 'Set up' }).click();
    const secret = (await page.locator('.studio-secret').textContent())!.replace(/\s/g, '');
    expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );

    await page.locator('#profile-otp-setup').fill('000000');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The one-time code is not valid.');
    await page.locator('#profile-otp-setup').fill(freshCode(secret));
    await page.keyboard.press('Enter');
    await page.getByText('Two-factor authentication is on.').waitFor();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();
    await page.context().close();

    // The next sign-in asks for the code, then goes to the redirect target.
    const next = await newPage(browser);
    await next.goto(`${baseUrl}/login?redirectUrl=%2Fmanage%2Fprofile`);
    await submitSignIn(next, email);
    await next.waitForURL(/\/verify\/otp\?redirectUrl=%2Fmanage%2Fprofile$/);
    await next.locator('#studio-otp').waitFor();
    expect(await next.evaluate(() => document.activeElement?.id)).toBe('studio-otp');
    await next.keyboard.type(freshCode(secret));
    await next.keyboard.press('Enter');
    await next.waitForURL(/\/manage\/profile$/);

    await next.getByRole('button', { name: 'Turn off' }).click();
    await next.locator('#profile-otp-disable').fill(freshCode(secret));
    await next.keyboard.press('Enter');
    await next.getByText('Two-factor authentication is off.').waitFor();
    await next.getByRole('button', { name: 'Set up' }).waitFor();
    await next.context().close();
  });
});
