import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

import { demoPassword, demoSession } from './session';
import { baseUrl } from './server';

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
  await expect
    .poll(
      () =>
        selected
          .first()
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      { timeout: 15_000 },
    )
    .toMatch(expected);
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

/** A signed-in page shared by a file's tests: `visit` opens a screen in it, `run` runs a test on it. */
export interface SharedPage {
  page: Page;
  /**
   * Opens `path` as the app's own links do (history.pushState, which the router follows), without a page load;
   * the first visit (and the first after a failed test) signs in by token straight onto `path` instead. An
   * ac_id/sp_id query selects that scope as on a load. A path of the screen already shown goes by the dashboard
   * first, so the screen opens afresh (its own state, and the query it reads when it opens). The dashboard resolves
   * once its figures show; another screen at once (the test waits for what it needs there).
   */
  visit(path: string): Promise<void>;
  /**
   * Runs a test on the shared page, from a clean slate: no request routes, no notice left on screen. After a
   * failed test the next visit loads the app again, so the next test does not start inside its leftovers.
   */
  run(test: (page: Page) => Promise<void>): Promise<void>;
}

/**
 * One signed-in page for a whole test file (one context, one sign-in by token, one app load), where a fresh
 * context, sign-in and full load per test cost 2–3 s each. For tests that need no fresh local state and no fresh
 * cached answers (a loaded app keeps what it fetched for 30 s); a test about signing in, first use, local storage
 * or a load that fails keeps its own context (browserPerFile).
 */
export function signedInPagePerFile(email: string, width?: number): SharedPage {
  let browser: Browser;
  let page: Page;
  let loaded = false;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, width);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const to = (path: string) => page.evaluate((p) => history.pushState(null, '', p), path);
  const dashboard = () => page.getByTestId('dashboard-stats').waitFor();
  const visit = async (path: string) => {
    if (!loaded) {
      await signIn(page, baseUrl, email, path);
      loaded = true;
    } else {
      if (new URL(path, baseUrl).pathname === new URL(page.url()).pathname) {
        await to('/dashboard');
        await dashboard();
      }
      await to(path);
    }
    // The dashboard, as signIn opens it: once its figures show.
    if (new URL(path, baseUrl).pathname === '/dashboard') await dashboard();
  };
  const run = async (test: (page: Page) => Promise<void>) => {
    await page.unrouteAll({ behavior: 'wait' });
    await page.evaluate(() =>
      document.querySelectorAll<HTMLButtonElement>('.bp6-toast button[aria-label="Close"]').forEach((b) => b.click()),
    );
    await page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
    try {
      await test(page);
    } catch (e) {
      loaded = false;
      throw e;
    }
  };
  return {
    get page() {
      return page;
    },
    visit,
    run,
  };
}
