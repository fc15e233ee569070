import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile, downloadedFile, runFromPalette, signIn } from './support/browser';
import { contentBuilder, retailApi } from './support/retail';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

/**
 * /build/campaigns: the account builder picks a campaign with the keyboard, uploads its contact list, runs
 * it from the palette ("Run campaign…") and watches the progress bar and the contact table reach the outcomes.
 */
describe('campaigns', () => {
  it('uploads a contact list, runs the campaign from the palette and shows each contact completed', { timeout: 120_000 }, async () => {
    const api = await retailApi();
    // A voice task of its own that ends at once: a call of a task that waits for the caller's keys stays in progress until
    // its session ends, and other files may have made such a task the account's first.
    const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Campaign call ${Date.now() % 100000}`,
      task_type: 'voice',
    });
    const numbers = await api.call<{ phone_number_id: number }[]>('GET', '/portal/campaign-numbers');
    const name = `Delivery reminders ${Date.now() % 100000}`;
    await api.call('POST', '/campaign/campaigns', {
      campaign_name: name,
      task_id: task.task_id,
      channel: 'voice',
      caller_number_id: numbers[0]!.phone_number_id,
      schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] },
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, contentBuilder, `/build/campaigns?${api.scope}`);
      const list = page.getByRole('listbox', { name: 'Campaigns' });
      await list.waitFor();
      // Keyboard: focus the list, walk to the campaign with the arrow keys.
      const option = list.getByRole('option', { name: new RegExp(name) });
      await list.getByRole('option').first().focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 30 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('heading', { level: 2 }).innerText()).toBe(name);
      await expect.poll(() => page.getByText('No contacts yet').isVisible()).toBe(true);

      // The upload held on its way: its status shows (a progress bar in a live region) and passes axe.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/campaign/*/upload', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByLabel('Upload contact list').setInputFiles({
        name: 'contacts.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('phone_number\n+442079460501\n+442079460502\n+442079460503\n'),
      });
      const status = page.getByRole('status').filter({ hasText: 'Uploading the list and checking its rows…' });
      await status.waitFor();
      expect(await violations(page, 'campaign upload status')).toEqual([]);
      release();
      await status.waitFor({ state: 'detached' });
      const table = page.getByRole('region', { name: 'Contacts' });
      await expect.poll(() => table.innerText().catch(() => ''), { timeout: 15_000 }).toContain('+442079460503');

      await runFromPalette(page, 'run campaign', /Run campaign/);
      await expect
        .poll(
          () =>
            page
              .getByText(/3 of 3 contacts done/)
              .isVisible()
              .catch(() => false),
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect.poll(async () => (await table.innerText()).match(/Completed/g)?.length ?? 0, { timeout: 15_000 }).toBe(3);
      await expect.poll(() => option.innerText()).toContain('Completed');
      // How many contacts are called at once comes from the server (GET /campaign/max-threads).
      const { max_threads } = await api.call<{ max_threads: number }>('GET', '/campaign/max-threads');
      await page.getByText(`Up to ${max_threads} contacts of the account's campaigns are called at once.`).waitFor();
      // The contacts with their states as JSON (POST /campaign/{id}/collection).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Contacts as JSON' }).click()]);
      const json = JSON.parse(readFileSync(await downloadedFile(download), 'utf8')) as {
        contacts: { phone_number: string; state: string }[];
      };
      expect(json.contacts.map((c) => [c.phone_number, c.state])).toEqual([
        ['+442079460501', 'completed'],
        ['+442079460502', 'completed'],
        ['+442079460503', 'completed'],
      ]);
    });
  });

  it('pages the contact table as it scrolls: the last of 1,500 contacts is reached, past the first page', {
    timeout: 120_000,
  }, async () => {
    const api = await retailApi();
    const tasks = await api.call<{ task_id: number }[]>('GET', '/studio/tasks?task_type=voice');
    const numbers = await api.call<{ phone_number_id: number }[]>('GET', '/portal/campaign-numbers');
    const name = `Long list ${Date.now() % 100000}`;
    await api.call('POST', '/campaign/campaigns', {
      campaign_name: name,
      task_id: tasks[0]!.task_id,
      channel: 'voice',
      caller_number_id: numbers[0]!.phone_number_id,
      schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] },
    });
    const rows = Array.from({ length: 1500 }, (_, i) => `+44740000${String(i).padStart(4, '0')}`);
    await withPage(async (page) => {
      await signIn(page, baseUrl, contentBuilder, `/build/campaigns?${api.scope}`);
      const list = page.getByRole('listbox', { name: 'Campaigns' });
      await list.getByRole('option', { name: new RegExp(name) }).click();
      await expect.poll(() => page.getByRole('heading', { level: 2 }).innerText()).toBe(name);
      await page
        .getByLabel('Upload contact list')
        .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(`phone_number\n${rows.join('\n')}\n`) });
      const table = page.getByRole('region', { name: 'Contacts' });
      await expect.poll(() => table.innerText().catch(() => ''), { timeout: 30_000 }).toContain(rows[0]);
      expect(await table.locator('table').getAttribute('aria-rowcount')).toBe('1501');
      await table.evaluate((el) => (el.scrollTop = el.scrollHeight));
      await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain(rows[1499]);
      await table.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
      await expect.poll(() => table.innerText(), { timeout: 15_000 }).toMatch(/\+44740000(07|06|08)\d\d/);
    });
  });
});
