import { describe, expect, it } from 'vitest';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { contentBuilder, retailApi } from './support/retail';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

/**
 * QforMe: the account builder creates a queue by keyboard from the palette on /build/qforme, a taken name
 * is refused where it is typed, and a caller is added to the new queue from its panel with Enter.
 */
describe('QforMe queues', () => {
  it('creates a queue by keyboard, refuses a taken name, and adds a waiter with Enter', async () => {
    const name = `Returns callbacks ${Date.now() % 100000}`;
    await withPage(async (page) => {
      const { scope, call } = await retailApi();
      await signIn(page, baseUrl, contentBuilder, `/build/qforme?${scope}`);
      const names = () => page.locator('.ent-table tbody tr[data-id] td:first-child').allInnerTexts();
      await expect.poll(names, { timeout: 15_000 }).toContain('Callback queue');

      await runFromPalette(page, 'create queue', /Create queue/);
      const panel = page.locator('form.ent-panel');
      const field = panel.getByLabel('Queue name');
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      // The name check answers when the field is left.
      await page.keyboard.type('callback QUEUE');
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          panel
            .locator('.bp6-form-helper-text')
            .first()
            .innerText()
            .catch(() => ''),
        )
        .toBe('The name has already been taken.');
      await field.focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      await expect.poll(names).toContain(name);
      await expect.poll(() => panel.locator('.ent-panel-title').innerText()).toBe(name);

      // The queue's waiters: a callback number typed and Enter.
      const number = page.getByLabel('Callback number');
      await number.focus();
      await page.keyboard.type('+442079460777');
      await page.keyboard.press('Enter');
      const waiters = page.getByRole('list', { name: 'Waiters' });
      await expect.poll(() => waiters.innerText().catch(() => '')).toContain('+442079460777');
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: 'Call log' })
            .innerText()
            .catch(() => ''),
        )
        .toContain('+442079460777 joined the queue');

      // The screen says how many wait in the account's queues against the plan's limit (GET /qforme/plan-types-waiters).
      const summary = await call<{ waiting: number; limit: number | null }>('GET', '/qforme/plan-types-waiters');
      expect(summary.waiting).toBeGreaterThanOrEqual(1);
      const said =
        summary.limit === null
          ? `Waiting now: ${summary.waiting} (the plan sets no limit)`
          : `Waiting now: ${summary.waiting} of ${summary.limit} the plan allows`;
      await expect.poll(() => page.getByTestId('qforme-waiting').innerText()).toContain(said);
      expect(await page.getByTestId('qforme-waiting').innerText()).toMatch(/\(IVA \d+/);
      if (process.env.QFORME_SHOTS) await page.screenshot({ path: `${process.env.QFORME_SHOTS}/qforme-waiting.png` });
    });
  });
});
