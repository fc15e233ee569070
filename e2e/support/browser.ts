import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

import { demoPassword, demoSession } from './session';

export { chromiumPath } from './chromium';
export { demoPassword } from './session';

/**
 * Debian's Chromium, headless: a connection to the one Chromium the global setup started for the whole run (a launch
 * and close per file cost about 1.1 s more than a connection on this machine), or a browser of its own when none
 * was started. Closing a connected browser disconnects it and closes the contexts it opened; the shared one runs on.
 */
export function launchBrowser(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  if (wsEndpoint) return chromium.connect(wsEndpoint);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A fresh context (own local storage) and page, at a desktop size. */
export async function newPage(browser: Browser, width = 1400, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** Fills the sign-in form of the page already on /login and submits it with Enter. */
export async function submitSignIn(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

/** Opens /login and signs in through the form; resolves once the dashboard shows. For tests about signing in. */
export async function signInWithForm(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, email);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('dashboard-stats').waitFor();
}

/**
 * Signs in without the form: the user's API session (demoSession), and the token stored where the client keeps it
 * (localStorage 'studio.token' of the studio's origin, set from a small same-origin answer, not an app load).
 * The next page loaded starts the session as a reload of a signed-in page does. Returns false for a user whose
 * sign-in asks for a second factor (no token): sign that one in with the form.
 */
export async function storeSignIn(page: Page, baseUrl: string, email: string, password = demoPassword): Promise<boolean> {
  const { token } = await demoSession(baseUrl, email, password);
  if (!token) return false;
  if (new URL(page.url()).origin !== baseUrl) await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((t) => localStorage.setItem('studio.token', t), token);
  return true;
}

/**
 * Signs in and opens the dashboard; resolves once it shows. By token (storeSignIn), as a test that is not about the
 * sign-in form needs only a signed-in user; signInWithForm goes through the form.
 * With `path` (such as `/build/tasks?ac_id=…`), the signed-in user's first page is that one instead of the dashboard
 * (resolves once it has loaded; the test waits for what it needs there).
 */
export async function signIn(page: Page, baseUrl: string, email: string, path?: string) {
  if (!(await storeSignIn(page, baseUrl, email))) await signInWithForm(page, baseUrl, email);
  else if (path === undefined) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('dashboard-stats').waitFor();
  }
  if (path !== undefined) await page.goto(`${baseUrl}${path}`);
}

/** The path and query of the page. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * One Chromium for a test file (launched beforeAll, closed afterAll) and `withPage`, which runs a
 * test in a fresh browser context (no shared storage) of the given width and closes it afterwards.
 */
export function browserPerFile() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async function withPage(run: (page: Page) => Promise<void>, width?: number) {
    const page = await newPage(browser, width);
    try {
      await run(page);
    } finally {
      await page.context().close();
    }
  };
}

/** Ctrl+K, type, check the highlighted entry, Enter: the palette by keyboard only. */
export async function runFromPalette(page: Page, text: string, expected: string | RegExp) {
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Type a command, a screen or an account…');
  await input.waitFor();
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(text);
  const selected = page.locator('[cmdk-item][data-selected="true"]');
  await expect.poll(() => selected.first().innerText({ timeout: 1000 }).catch(() => ''), { timeout: 15_000 }).toMatch(expected);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'detached' });
}

/**
 * A local copy of a finished download (a file in a temporary folder, named as suggested), for reading or uploading
 * again. Use it instead of `download.path()`, which the shared Chromium (a remote connection) does not offer.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'studio-e2e-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
