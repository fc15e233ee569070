import { describe, expect, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';
import { caller } from './support/api';
import { baseUrl } from './support/server';

/** System → Dashboard contents: the old announcements path goes there, and its header shows the live counts. */
const withPage = browserPerFile();

describe('dashboard contents', () => {
  it("/system/announcements opens /system/dashboard-contents, whose header shows the tutorial and what's-new counts and follows a change", async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test', '/system/announcements');
      await page.waitForURL(/\/system\/dashboard-contents$/);
      const counts = page.locator('.ent-announcement-counts');
      await counts.waitFor();
      const tutorials = async () => Number(/Tutorials: (\d+)/.exec(await counts.innerText())?.[1]);
      const before = await tutorials();
      expect(before).toBeGreaterThanOrEqual(1);
      const call = await caller('system@studio.test');
      const made = await call<{ announcement_id: number }>('POST', '/system/announcements', {
        title: `E2E ${Date.now()}`,
        body: 'Counted.',
        announcement_type: 'tutorial',
      });
      await expect.poll(tutorials).toBe(before + 1);
      await call('DELETE', `/system/announcements/${made.announcement_id}`);
      await expect.poll(tutorials).toBe(before);
    });
  });
});
