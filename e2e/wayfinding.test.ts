import { describe, expect, it } from 'vitest';
import { accountApi, type AccountApi } from './support/api';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, selectedLabelNow } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

/** The demo's Retail main line (other files' tests add tasks to the account, so not simply the first). */
async function mainLine(retail: AccountApi) {
  const tasks = await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks?task_type=all');
  return tasks.find((t) => t.task_name === 'Retail main line')!;
}

describe('wayfinding and legibility', () => {
  it('highlights Build on Build pages; the task list shows every type first and remembers the last choice', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/tasks?${retail.scope}`);
      const types = page.locator('.tasks-types');
      const pressed = () =>
        types
          .locator('[aria-pressed="true"]')
          .innerText({ timeout: 5000 })
          .catch(() => '');
      await expect.poll(pressed).toBe('All');
      expect(await page.locator('aside .studio-nav-menu .bp6-menu-item.bp6-active').innerText()).toBe('Build');
      await types.getByRole('button', { name: 'Chatbot' }).click();
      await page.reload();
      await expect.poll(pressed).toBe('Chatbot');
    });
  });

  it("draws node subtitles at 12 px or more (legible at 100 % zoom), a Go to's with its target's name, copy confirmed", async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const task = await mainLine(retail);
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      const size = await page
        .locator('.cf-sub')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      // A Go to names its target.
      expect(await page.locator('g[role="treeitem"][aria-label="Back to main menu"] .cf-sub').textContent()).toContain('→ Main menu');
      // Copy says so.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabelNow(page)).toBe('Welcome');
      await page.keyboard.press('Control+c');
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain('Node copied: Welcome');
    });
  });

  it('lets the welcome banner be dismissed, for good', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.viewer@studio.test');
      const banner = page.getByTestId('announcement');
      await banner.getByRole('button', { name: 'Close' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('dashboard-stats').waitFor();
      expect(await banner.count()).toBe(0);
    });
  });

  it('marks the active Intent tab under itself, whole inside the tab strip', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/content?tab=intents&${retail.scope}`);
      await page.getByPlaceholder('Search intents').waitFor();
      const rects = () =>
        page.evaluate(() => {
          const rect = (selector: string) => document.querySelector(`.content-tabs ${selector}`)?.getBoundingClientRect();
          const [list, tab] = [rect('.bp6-tab-list')!, rect('[role="tab"][aria-selected="true"]')!];
          const mark = rect('.bp6-tab-indicator-wrapper') ?? tab;
          return { list: [list.left, list.right], tab: [tab.left, tab.right], mark: [mark.left, mark.right] };
        });
      // The strip settles a frame or two after the list shows (its all-tabs button appears, the labels' fonts load,
      // and the strip scrolls the tab back into view on the resize): the tab must end up whole inside it.
      await expect
        .poll(async () => {
          const { list, tab } = await rects();
          return tab[0] >= list[0] && tab[1] <= list[1];
        })
        .toBe(true);
      const settled = await rects();
      expect(settled.mark[0]).toBeCloseTo(settled.tab[0], 0);
      expect(settled.mark[1]).toBeCloseTo(settled.tab[1], 0);
    }, 1100);
  });

  it("names tabs and entities mid-sentence in sentence case, and says recent activity times in the user's language", async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/content?tab=customformtypes&${retail.scope}`);
      await page.getByPlaceholder('Search custom forms').waitFor();
      await retail.call('POST', '/prompt/prompts', {
        prompt_name: `Activity ${Date.now()}`,
        texts: [{ language: 'en-US', text: 'Hello.' }],
      });
      // The same dashboard in German: times read 'vor 3 Minuten', not '3 minutes ago'.
      const setLanguage = (language: string) =>
        page.evaluate(async (value) => {
          const token = localStorage.getItem('studio.token');
          await fetch('/api/auth/users/manage/profile', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ language: value }),
          });
        }, language);
      await setLanguage('de');
      try {
        await page.goto(`${baseUrl}/dashboard?${retail.scope}`);
        const times = page.getByTestId('dashboard-activity').locator('time');
        // A full load of the dashboard on a busy machine takes more than expect.poll's one second.
        await times.first().waitFor();
        const texts = await times.allInnerTexts();
        for (const text of texts) expect(text).not.toMatch(/ago|just now/);
        expect(texts.join(' ')).toMatch(/vor |jetzt|gestern/);
      } finally {
        await setLanguage('en');
      }
    });
  });

  it('tells find-node results that share a name apart by their type and path', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const task = await mainLine(retail);
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      await page.keyboard.press('f');
      await page.getByPlaceholder('Name or id…').waitFor();
      await page.keyboard.type('Goodbye');
      const where = page.locator('[cmdk-item]', { hasText: 'Goodbye' }).locator('.cf-find-where');
      await expect.poll(() => where.count()).toBe(4);
      const texts = await where.allInnerTexts();
      expect(texts).toContain('Hang up · … › 1: Orders › Note order enquiry › Order status');
      expect(new Set(texts).size).toBe(4);
    });
  });
});
