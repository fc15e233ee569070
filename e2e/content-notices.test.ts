import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, runFromPalette, signedInPagePerFile, signIn } from './support/browser';
import { contentBuilder, openRetailContent, openSharedRetailContent, retailApi } from './support/retail';
import { baseUrl } from './support/server';

/** Spec 2 §2, §4, §8 rules of the content library: notices, the contents window, Safe Delete in Archived, palette search. */
// Tests about a load that fails (a loaded app keeps the account's variables) or that leave the library in another
// folder get a fresh app of their own; the others share one signed-in page and open their screens by client-side navigation.
const withPage = browserPerFile();
const shared = signedInPagePerFile(contentBuilder);

const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text });
const row = (page: Page, name: string) => page.locator('[role="row"]', { hasText: name });
/** Ticks a row's checkbox by keyboard (its input is visually hidden behind Blueprint's indicator). */
async function select(item: ReturnType<typeof row>) {
  const box = item.getByRole('checkbox');
  // Ticked by keyboard; a row drawn again as the list reloads (its box losing focus) is ticked again, once it shows unticked.
  await expect
    .poll(
      async () => {
        if (await box.isChecked()) return true;
        await box.focus();
        await item.page().keyboard.press('Space');
        await expect
          .poll(() => box.isChecked(), { timeout: 1000 })
          .toBe(true)
          .catch(() => undefined);
        return box.isChecked();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
/** The account's variables as the editors load them (all of them: no folder, no task, no search). */
const isAllVariables = (url: URL) =>
  url.pathname === '/api/content/variables' &&
  !url.searchParams.has('folder_id') &&
  !url.searchParams.has('task_id') &&
  !url.searchParams.has('search');
const failWith =
  (status: number, body: unknown = {}) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('content library notices', () => {
  it("shows 'Fetch Variables failed' with the status text when the account's variables do not load", async () => {
    await withPage(async (page) => {
      await page.route((url) => isAllVariables(url), failWith(403));
      await openRetailContent(page, 'tab=prompts&create=1');
      const notice = toast(page, 'Fetch Variables failed');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Forbidden');
    });
  });

  it("folder notices: 'Input canceled', 'Update canceled', 'canceled', and 'Unable to create/update folder' without a server message", async () => {
    // A page of its own: the library keeps the folder it selects (the new one) for the rest of the session.
    await withPage(async (page) => {
      // A name of this run's own: a retried test must not meet the folder its first try made.
      const folderName = `E2E notices ${Date.now().toString(36)}`;
      await openRetailContent(page, 'tab=prompts');
      const create = page.getByRole('button', { name: 'New folder' });
      await create.click();
      await page.locator('#folder-name').waitFor();
      await page.keyboard.press('Escape');
      await toast(page, 'Input canceled').waitFor();

      const failing = failWith(500, {});
      await page.route(
        (url) => url.pathname === '/api/content/folders',
        (route) => (route.request().method() === 'POST' ? failing(route) : route.fallback()),
      );
      await create.click();
      await page.locator('#folder-name').fill(folderName);
      await page.keyboard.press('Enter');
      await toast(page, 'Unable to create folder').waitFor();
      await page.unrouteAll();
      await page.keyboard.press('Enter');
      await page.locator('li.content-folder', { hasText: folderName }).waitFor();

      const folder = page.locator('li.content-folder', { hasText: folderName });
      const rename = page.getByRole('button', { name: `Rename ${folderName}` });
      await folder.hover();
      await rename.click();
      await page.locator('#folder-name').waitFor();
      await page.keyboard.press('Escape');
      await toast(page, 'Update canceled').waitFor();

      await page.route(
        (url) => /^\/api\/content\/folders\/\d+$/.test(url.pathname),
        (route) => (route.request().method() === 'PUT' ? failWith(500, {})(route) : route.fallback()),
      );
      await folder.hover();
      await rename.click();
      await page.locator('#folder-name').fill(`${folderName} renamed`);
      await page.keyboard.press('Enter');
      await toast(page, 'Unable to update folder').waitFor();
      await page.unrouteAll();
      await page.keyboard.press('Escape');

      await folder.hover();
      await page.getByRole('button', { name: `Delete ${folderName}` }).click();
      await page.locator('.bp6-alert').waitFor();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Cancel' }).click();
      await toast(page, 'canceled').filter({ hasNotText: 'Input' }).filter({ hasNotText: 'Update' }).waitFor();
      await page.locator('li.content-folder', { hasText: folderName }).waitFor();
    });
  });

  it('hides Safe delete when the Archived folder is selected', async () => {
    // A page of its own: the library keeps its selected folder (Archived, at the end) for the rest of the session.
    await withPage(async (page) => {
      const name = `E2E archive me ${Date.now().toString(36)}`; // a retried try meets no earlier prompt
      await openRetailContent(page);
      await runFromPalette(page, 'create prompt', /Create a prompt/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-name');
      await page.keyboard.type(name);
      await page.keyboard.press('Control+Enter');
      const item = row(page, name);
      await item.waitFor();
      await select(item);
      await page.getByRole('button', { name: 'Safe delete' }).click();
      await item.waitFor({ state: 'detached' });

      await page.locator('li[data-folder-id="-1"] button.content-folder-main').click();
      await item.waitFor();
      await select(item);
      await page.getByRole('button', { name: 'Restore' }).waitFor();
      expect(await page.getByRole('button', { name: 'Safe delete' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Force delete' }).waitFor();
      // The editor's menu offers no Safe delete in Archived either.
      await page.keyboard.press('Space'); // untick, then open the item
      await item.locator('[role="gridcell"]').nth(1).click();
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Check in use' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Safe delete' }).count()).toBe(0);
    });
  });

  it("the check-in-use dialog shows the spec's failure sentence plus the last sentence of the server's message", async () => {
    await shared.run(async (page) => {
      await page.route(
        (url) => url.pathname === '/api/content/check-in-use',
        failWith(409, { message: 'The usage index is being rebuilt. Try again in a minute.', errors: [] }),
      );
      await openSharedRetailContent(shared, 'tab=prompts');
      await row(page, 'Main line goodbye').locator('[role="gridcell"]').nth(1).click();
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Check in use' }).click();
      await page
        .locator('.content-inuse-failed', { hasText: 'We are unable to determine if this prompt is in use. Try again in a minute.' })
        .waitFor();
      expect(await page.locator('.bp6-dialog').innerText()).not.toContain('being rebuilt');
    });
  });
});

describe('the global contents window', () => {
  it('shows its icon only with one account selected; lists, edits, and closes on Escape in list mode', async () => {
    await shared.run(async (page) => {
      await shared.visit('/dashboard');
      const icon = page.getByRole('button', { name: 'Contents', exact: true });
      if ((await icon.count()) > 0) await runFromPalette(page, 'all accounts', /Switch to all accounts/);
      await expect.poll(() => icon.count()).toBe(0);
      await runFromPalette(page, 'Northwind Retail', /Switch to account Northwind Retail/);
      await icon.waitFor();

      await icon.click();
      const dialog = page.locator('.content-modal');
      await dialog.waitFor();
      const option = dialog.getByRole('option', { name: /customer_name/ });
      await option.waitFor();
      await option.click();
      await dialog.getByRole('heading', { name: 'Update variable' }).waitFor();
      // In edit mode Escape goes back to the list; in list mode it closes the window.
      await page.keyboard.press('Escape');
      await dialog.getByRole('option').first().waitFor();
      // Switching to Prompts never shows the variables' rows as prompts (it used to break the page).
      await dialog.locator('.bp6-segmented-control').getByText('Prompts').click();
      await dialog.locator('.content-modal-search input').fill('goodbye');
      await dialog.getByRole('option', { name: /Main line goodbye/ }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it("shows 'Fetch Variables failed' when its variable list does not load", async () => {
    await withPage(async (page) => {
      // On the dashboard, where nothing has loaded the account's variables before the window asks for them.
      await signIn(page, baseUrl, contentBuilder, `/dashboard?${(await retailApi()).scope}`);
      await page.getByTestId('dashboard-stats').waitFor();
      await page.route((url) => url.pathname === '/api/content/variables', failWith(403));
      await page.getByRole('button', { name: 'Contents', exact: true }).click();
      const notice = toast(page, 'Fetch Variables failed');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Forbidden');
    });
  });
});

describe('palette entity search', () => {
  it('finds a datastore by its name and opens it', async () => {
    await shared.run(async (page) => {
      await openSharedRetailContent(shared);
      await runFromPalette(page, 'Order lookups', /Open datastore Order lookups/);
      await expect.poll(() => page.url()).toMatch(/\/build\/content\?tab=data-stores/);
      await expect
        .poll(() =>
          page
            .locator('#datastore-name')
            .inputValue({ timeout: 1000 })
            .catch(() => ''),
        )
        .toBe('Order lookups');
    });
  });

  it('a success takes the failure before it away: no error stands beside the success', async () => {
    await withPage(async (page) => {
      const name = `notice_${Date.now().toString(36)}`;
      await openRetailContent(page, 'tab=variables&create=1');
      await page.locator('#variable-name').fill(name);
      const failing = failWith(500, { message: 'The store is busy.' });
      await page.route(
        (url) => url.pathname === '/api/content/variables',
        (route) => (route.request().method() === 'POST' ? failing(route) : route.fallback()),
      );
      await page.keyboard.press('Control+Enter');
      await toast(page, 'Create failed').waitFor();
      await page.unrouteAll();
      await page.keyboard.press('Control+Enter');
      await row(page, name).waitFor();
      await expect.poll(() => toast(page, 'Create failed').count()).toBe(0);
    });
  });

  it("shows the server's refusal at the variable's name, and clears it once the name changes", async () => {
    await withPage(async (page) => {
      await openRetailContent(page, 'tab=variables&create=1');
      // The demo account already has a variable of this name (the server says so, the form shows it at the field).
      const taken = (await (await retailApi()).call<{ variable_name: string }[]>('GET', '/content/variables'))[0].variable_name;
      await page.locator('#variable-name').fill(taken);
      await page.keyboard.press('Control+Enter');
      const error = page.locator('#variable-name-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('The name has already been taken.');
      expect(await page.locator('#variable-name').getAttribute('aria-invalid')).toBe('true');
      await page.locator('#variable-name').fill(`${taken}_2`);
      await error.waitFor({ state: 'detached' });
    });
  });
});
