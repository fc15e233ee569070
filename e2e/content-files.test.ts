import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signedInPagePerFile } from './support/browser';
import { wavTone } from './support/audio';
import { contentBuilder, openRetailContent, openSharedRetailContent } from './support/retail';

const withPage = browserPerFile();
// The editors' tests share one signed-in page (the library opened by client-side navigation); the width test has
// pages of its own widths.
const shared = signedInPagePerFile(contentBuilder);
const MB = 1024 * 1024;

const row = (page: Page, name: string) => page.locator('[role="row"]', { hasText: name });
const uploadsSent = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/content/attachment-files' && sent.push(r.url()));
  return sent;
};

/** Nothing on the page scrolls sideways: neither the document nor the shell's content area. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.querySelector('.studio-content')!].map((el) => ({
      scrolled: el.scrollLeft,
      overflow: el.scrollWidth - el.clientWidth,
    })),
  );
}

describe('content files', () => {
  it('refuses a 3 MB pdf with the size message and an .exe with the extension message, then uploads a small .txt', async () => {
    await shared.run(async (page) => {
      const sent = uploadsSent(page);
      await openSharedRetailContent(shared, 'tab=files&create=1');
      const picker = page.locator('.content-editor input[type="file"]');
      await picker.waitFor({ state: 'attached' });

      await picker.setInputFiles({ name: 'Annual report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * MB, 0x25) });
      await page.locator('.bp6-callout', { hasText: 'Files must be under 2MB; mp4 files must be under 20MB.' }).waitFor();
      await page.keyboard.press('Control+Enter');
      await page.locator('.bp6-toast', { hasText: 'Files must be under 2MB; mp4 files must be under 20MB.' }).waitFor();

      await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page.locator('.bp6-callout', { hasText: 'Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.' }).waitFor();
      await page.keyboard.press('Control+Enter');
      await page.locator('.bp6-toast', { hasText: 'Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.' }).waitFor();
      expect(sent).toEqual([]);

      await picker.setInputFiles({ name: 'Opening hours.txt', mimeType: 'text/plain', buffer: Buffer.from('Mon-Fri 9-17\n') });
      await expect.poll(() => page.locator('.content-editor .bp6-callout').count()).toBe(0);
      await page.keyboard.press('Control+Enter');
      await row(page, 'Opening hours.txt').waitFor();
      expect(sent).toHaveLength(1);
      await expect
        .poll(() =>
          page
            .locator('#file-name')
            .inputValue({ timeout: 1000 })
            .catch(() => ''),
        )
        .toBe('Opening hours.txt');
    });
  });

  it('gives a prompt an audio file uploaded in place, plays it, and saves it for that language', async () => {
    await shared.run(async (page) => {
      const name = `E2E audio welcome ${Date.now().toString(36)}`; // a retried try meets no earlier prompt
      await openSharedRetailContent(shared, 'tab=prompts&create=1');
      await page.locator('#prompt-name').fill(name);
      await page.locator('#prompt-text').fill('Welcome to Northwind.');

      // A pdf is refused before it is sent; a wav is uploaded and chosen for the language.
      await page
        .getByTestId('prompt-audio-file-en-US')
        .setInputFiles({ name: 'Leaflet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await page.locator('.bp6-toast', { hasText: 'The audio of en-US must be an mp3 or wav file; Leaflet.pdf is not.' }).waitFor();
      await page
        .getByTestId('prompt-audio-file-en-US')
        .setInputFiles({ name: 'Welcome tone.wav', mimeType: 'audio/wav', buffer: wavTone() });
      const select = page.getByLabel('Audio of en-US');
      await expect.poll(() => select.locator('option:checked').innerText()).toBe('Welcome tone.wav');

      await page.getByRole('button', { name: 'Play Welcome tone.wav' }).click();
      await expect
        .poll(() =>
          page
            .locator('.prompt-audio-player audio')
            .getAttribute('src', { timeout: 1000 })
            .catch(() => null),
        )
        .toMatch(/^blob:/);

      const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/prompt/prompts');
      await page.keyboard.press('Control+Enter');
      const body = (await posted).postDataJSON();
      expect(body.texts[0].file_id).toBe(Number(await select.inputValue()));
      await row(page, name).waitFor();
      await expect.poll(() => select.locator('option:checked').innerText()).toBe('Welcome tone.wav');
    });
  });

  it('keeps the page from scrolling sideways with a late tab and its editor open, at 1400 and 900 pixels', async () => {
    for (const width of [1400, 900]) {
      await withPage(async (page) => {
        await openRetailContent(page, 'tab=openformtypes&create=1');
        await page.locator('.content-editor').waitFor();
        expect(await sidewaysScroll(page)).toEqual([
          { scrolled: 0, overflow: 0 },
          { scrolled: 0, overflow: 0 },
        ]);
        // The editor's close button and the active tab are in sight.
        const close = (await page.getByRole('button', { name: 'Close' }).boundingBox())!;
        expect(close.x + close.width).toBeLessThanOrEqual(width);
        const strip = (await page.locator('.content-tabs .bp6-tab-list').boundingBox())!;
        const active = (await page.getByRole('tab', { selected: true }).boundingBox())!;
        expect(active.x).toBeGreaterThanOrEqual(strip.x);
        expect(active.x + active.width).toBeLessThanOrEqual(strip.x + strip.width);

        // Every tab is reachable from the all-tabs menu; the chosen one scrolls into view.
        await page.getByRole('button', { name: 'All content tabs' }).click();
        await page.getByRole('menuitem', { name: 'Intent' }).click();
        await page.waitForURL(/tab=intents/);
        await expect
          .poll(async () => {
            const tab = (await page.getByRole('tab', { name: 'Intent' }).boundingBox())!;
            const box = (await page.locator('.content-tabs .bp6-tab-list').boundingBox())!;
            return tab.x + tab.width <= box.x + box.width && tab.x >= box.x;
          })
          .toBe(true);
        expect((await sidewaysScroll(page))[1]).toEqual({ scrolled: 0, overflow: 0 });
      }, width);
    }
  });
});
