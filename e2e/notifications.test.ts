import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { providerCaller } from './support/api';
import { browserPerFile, demoPassword, runFromPalette, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
const panel = (page: Page) => page.locator('form.ent-panel');
const names = (page: Page) => page.locator('.ent-table tbody tr[data-id] td:first-child').allInnerTexts();
const bellLabel = (page: Page) => page.locator('.studio-notifications-button').getAttribute('aria-label');
const unreadOf = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

/** Sends a message as the system admin over the API (outside the page under test). */
async function sendAsSystem(body: Record<string, unknown>) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await fetch(`${baseUrl}/api/system/notification-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}`, 'X-Scope': 'all', 'X-Scope-Id': 'all' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`sending answered ${res.status} ${await res.text()}`);
}

describe('notifications', () => {
  it("a system admin sends a notification to a provider's users; its admin sees the count in the top bar, opens it by keyboard and it becomes read", async () => {
    // A title of this try's own: a retried test must not meet the message its first try sent.
    const title = `Northwind maintenance ${Date.now() % 100000}`;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test');
      await runFromPalette(page, 'create notification message', /Create notification message/);
      await page.waitForURL(/\/system\/notification-messages$/);
      await panel(page).getByLabel('Title').fill(title);
      // The message is a paragraph: Enter starts its next line.
      const body = panel(page).locator('textarea#ent-field-body');
      await body.focus();
      await page.keyboard.type('The line is closed tonight.');
      await page.keyboard.press('Enter');
      await page.keyboard.type('It opens again at six.');
      expect(await body.inputValue()).toBe('The line is closed tonight.\nIt opens again at six.');
      await panel(page).getByLabel('Link in the studio (such as /build/tasks)').fill('/build/tasks');
      await panel(page).getByLabel('Audience').selectOption('sp');
      await panel(page).getByLabel('Service provider').selectOption({ label: 'Northwind Contact Services' });
      await panel(page).getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => names(page)).toContain(title);
      expect(await violations(page, 'notification messages')).toEqual([]);
    });

    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      const bell = page.locator('.studio-notifications-button');
      await expect.poll(() => bellLabel(page)).toMatch(/^Notifications, \d+ unread$/);
      const before = unreadOf(await bellLabel(page));
      expect(await bell.locator('.studio-notifications-count').innerText()).toBe(before > 99 ? '99+' : String(before));

      // The palette opens the list; Tab walks to the message and Enter opens its link and marks it READ.
      await runFromPalette(page, 'show notifications', /Show notifications/);
      const item = page.locator('button.studio-notification', { hasText: title });
      await item.waitFor();
      expect(await item.getAttribute('class')).toContain('is-unread');
      expect(await violations(page, 'notifications popover')).toEqual([]);
      await page.screenshot({ path: '/tmp/wtnotify-popover.png' });
      for (let i = 0; i < 25 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await item.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/build\/tasks/);
      await expect.poll(async () => unreadOf(await bellLabel(page))).toBe(before - 1);

      // Opened again from the bell by keyboard: the message shows as read.
      await bell.focus();
      await page.keyboard.press('Enter');
      await item.waitFor();
      expect(await item.getAttribute('class')).not.toContain('is-unread');
      await page.keyboard.press('Escape');

      // A message sent meanwhile arrives over realtime: the count goes up without a reload, and a notice says so.
      const later = `${title} (later)`;
      await sendAsSystem({
        title: later,
        audience: 'user',
        user_id: await page.evaluate(
          async () =>
            (await (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('studio.token')}` } })).json())
              .data.user_id,
        ),
      });
      await expect.poll(async () => unreadOf(await bellLabel(page))).toBe(before);
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain(`New notification: ${later}`);

      // Dismissed from the bell, by its button and by Delete on the one with the keys: gone from the list.
      await bell.focus();
      await page.keyboard.press('Enter');
      const laterItem = page.locator('button.studio-notification', { hasText: later });
      await laterItem.waitFor();
      expect(await violations(page, 'notifications popover with dismiss')).toEqual([]);
      await page.getByRole('button', { name: `Dismiss ${later}` }).click();
      await laterItem.waitFor({ state: 'detached' });
      await expect.poll(async () => unreadOf(await bellLabel(page))).toBe(before - 1);
      await item.focus();
      await page.keyboard.press('Delete');
      await item.waitFor({ state: 'detached' });
    });
  });

  it("the provider profile lists the messages sent to the provider's users, newest first (GET /system/get-sp-notifications)", async () => {
    const { spId } = await providerCaller();
    const title = `Provider notice ${Date.now() % 100000}`;
    await sendAsSystem({ title, body: 'Planned upgrade on Sunday.', link: '/build/tasks', audience: 'sp', sp_id: spId });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/sp-profile');
      const list = page.getByRole('list', { name: "Messages to the provider's users" });
      const first = list.locator('li').first();
      await expect.poll(() => first.innerText().catch(() => ''), { timeout: 15_000 }).toContain(title);
      const text = await first.innerText();
      expect(text).toContain('Planned upgrade on Sunday.');
      expect(text).toContain('Link: /build/tasks');
      expect(await violations(page, 'provider messages')).toEqual([]);
      if (process.env.NOTIFY_SHOTS) await page.screenshot({ path: `${process.env.NOTIFY_SHOTS}/provider-messages.png`, fullPage: true });
    });
  });
});
