import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signedInPagePerFile } from './support/browser';
import { wavTone } from './support/audio';
import { contentBuilder, openRetailContent, openSharedRetailContent, retailApi } from './support/retail';

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

  it("a prompt's audio uploaded in place goes through the file service: a replaced upload is removed, and one never saved goes when the editor closes", async () => {
    const { call } = await retailApi();
    const fileIds = async () => (await call<{ file_id: number }[]>('GET', '/content/attachment-files?fetch_all=1')).map((f) => f.file_id);
    await shared.run(async (page) => {
      const service: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/services/') && service.push(new URL(r.url()).pathname));
      await openSharedRetailContent(shared, 'tab=prompts&create=1');
      await page.locator('#prompt-name').fill(`E2E audio tried ${Date.now().toString(36)}`);
      const select = page.getByLabel('Audio of en-US');
      const uploaded = async (name: string) => {
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services/upload' && r.status() === 201);
        await page.getByTestId('prompt-audio-file-en-US').setInputFiles({ name, mimeType: 'audio/wav', buffer: wavTone() });
        const id = ((await (await answer).json()) as { data: { file_id: number } }).data.file_id;
        await expect.poll(() => select.locator('option:checked').innerText()).toBe(name);
        return id;
      };
      const first = await uploaded('First try.wav');
      expect(await fileIds()).toContain(first);
      // A second upload for the language replaces the first: the first, used by nothing, is removed (POST /services/delete-upload).
      const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services/delete-upload');
      const second = await uploaded('Second try.wav');
      expect((await removed).status()).toBe(200);
      await expect.poll(fileIds).not.toContain(first);
      expect(await fileIds()).toContain(second);
      // Closed without saving: the editor's unused upload is removed too (POST /services/remove-unused-files-replacement).
      const tidied = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services/remove-unused-files-replacement');
      await page.getByRole('button', { name: 'Close' }).first().click();
      const answer = (await (await tidied).json()) as { data: { file_ids: number[] } };
      expect(answer.data.file_ids).toEqual([second]);
      await expect.poll(fileIds).not.toContain(second);
      expect(service).toEqual([
        '/api/services/upload',
        '/api/services/upload',
        '/api/services/delete-upload',
        '/api/services/remove-unused-files-replacement',
      ]);
    });
  });

  it('a saved prompt keeps the audio uploaded in place when its editor closes', async () => {
    const { call } = await retailApi();
    await shared.run(async (page) => {
      const name = `E2E audio kept ${Date.now().toString(36)}`;
      await openSharedRetailContent(shared, 'tab=prompts&create=1');
      await page.locator('#prompt-name').fill(name);
      await page.locator('#prompt-text').fill('Thank you.');
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services/upload' && r.status() === 201);
      await page.getByTestId('prompt-audio-file-en-US').setInputFiles({ name: 'Kept.wav', mimeType: 'audio/wav', buffer: wavTone() });
      const id = ((await (await answer).json()) as { data: { file_id: number } }).data.file_id;
      await expect.poll(() => page.getByLabel('Audio of en-US').locator('option:checked').innerText()).toBe('Kept.wav');
      // The first tidy-up after the save (the editor may open the saved prompt anew, or close by its button) keeps it.
      const tidied = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/services/remove-unused-files-replacement');
      await page.keyboard.press('Control+Enter');
      await row(page, name).waitFor();
      await page.getByRole('button', { name: 'Close' }).first().click();
      expect(((await (await tidied).json()) as { data: { file_ids: number[] } }).data.file_ids).toEqual([]);
      expect((await call<{ file_id: number }[]>('GET', '/content/attachment-files?fetch_all=1')).map((f) => f.file_id)).toContain(id);
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
