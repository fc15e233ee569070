import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
const builder = 'ac.builder@studio.test';

describe('datastore CSV import', () => {
  it('shows the upload of a large CSV as a progress bar with the megabytes sent, then the import, then the result', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const name = `Callers ${Date.now()}`;
    await retail.call('POST', '/data/data-store', {
      display_name: name,
      collection_structure: [
        { col_name: 'name', type: 'STRING' },
        { col_name: 'active', type: 'BOOLEAN' },
      ],
    });
    // About 1.2 MB of rows, sent at 400 KB/s: the upload takes about three seconds.
    const rows = Array.from({ length: 40_000 }, (_, i) => `Caller number ${String(i).padStart(6, '0')},true`);
    const csv = Buffer.from(['name,active', ...rows].join('\n'));
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder);
      await runFromPalette(page, 'Northwind Retail', /Switch to account Northwind Retail/);
      await runFromPalette(page, name, new RegExp(`Open datastore ${name}`));
      await page.getByRole('tab', { name: 'Documents' }).click();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 400 * 1024,
      });
      await page
        .locator('input[type="file"][accept=".csv,text/csv"]')
        .setInputFiles({ name: 'callers.csv', mimeType: 'text/csv', buffer: csv });
      const importing = page.locator('.ds-importing');
      await expect.poll(() => importing.innerText().catch(() => ''), { timeout: 10_000 }).toMatch(/Uploading \d\.\d of 1\.\d MB…/);
      const bar = importing.getByRole('progressbar');
      await expect
        .poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? 0), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => page.locator('.bp6-toast').allInnerTexts(), { timeout: 30_000 })
        .toContainEqual(expect.stringMatching(/Imported 40,?000 rows/));
      await expect.poll(() => importing.count()).toBe(0);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    });
  });
});
