import { describe, expect, it } from 'vitest';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { focusedId, selectedLabel, treeItem } from './support/canvas';
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

  it("a queue step's queue suggests the account's enabled queues (GET /qforme/collection)", async () => {
    const { scope, call } = await retailApi();
    const queues = await call<{ queue_name: string }[]>('GET', '/qforme/collection');
    expect(queues.map((q) => q.queue_name)).toContain('Callback queue');
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Queue picker ${Date.now().toString(36)}`,
      task_type: 'voice',
    });
    const [main] = await call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
    await call('POST', '/node/nodes', {
      task_id: task.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'check_waiter',
      node_name: 'Already waiting',
      config: { queue_name: 'Callback queue' },
      swap: false,
    });
    await withPage(async (page) => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/qforme/collection');
      await signIn(page, baseUrl, contentBuilder, `/build/callflow/${task.task_id}?${scope}`);
      await treeItem(page, 'Start').waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Start');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Already waiting');
      await page.keyboard.press('Enter');
      await page.locator('.cf-editor .cf-sections').waitFor();
      await expect.poll(() => focusedId(page)).toBe('node-name');
      await asked;
      const options = page.locator('#cfg-queue_name-suggestions option');
      await expect
        .poll(() => options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)), { timeout: 15_000 })
        .toEqual(queues.map((q) => q.queue_name).sort((a, b) => a.localeCompare(b)));
      expect(await page.locator('input#cfg-queue_name').getAttribute('list')).toBe('cfg-queue_name-suggestions');
      if (process.env.QFORME_SHOTS) await page.screenshot({ path: `${process.env.QFORME_SHOTS}/queue-suggestions.png` });
    });
  });
});
