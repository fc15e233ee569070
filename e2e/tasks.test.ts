import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signedInPagePerFile, signIn } from './support/browser';
import { accountApi, type AccountApi } from './support/api';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
// The list's tests share one signed-in page; the import test loads a parent page of its own in its own context.
const shared = signedInPagePerFile(builder);

interface TaskAnswer {
  task_id: number;
  task_name: string;
  is_favorite: number;
  protected: number;
}

type Api = AccountApi;

const row = (page: Page, id: number) => page.getByTestId(`task-row-${id}`);

/** Opens /build/tasks in the builder's account in the shared page and narrows the list to the test's own tasks. */
async function openList(page: Page, scope: string, search: string) {
  await shared.visit(`/build/tasks?${scope}`);
  await page.getByRole('searchbox', { name: 'Search by name, id or tag' }).fill(search);
}

/** A task by name over the API (enabled ones only), or undefined. */
async function findTask(call: Api['call'], name: string) {
  const list = await call<TaskAnswer[]>('GET', `/studio/tasks?task_type=all&search=${encodeURIComponent(name)}`);
  return list.find((t) => t.task_name === name);
}

describe('task list', () => {
  it('toggles favourite and lock at once, and both stay after a reload', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const task = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: `Toggle ${stamp}`, task_type: 'voice' });
    await shared.run(async (page) => {
      await openList(page, scope, stamp);
      // The saves are held back until the buttons show the new state: the toggles do not wait for the server.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${baseUrl}/api/studio/tasks/${task.task_id}`, async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      const star = row(page, task.task_id).getByRole('button', { name: 'Add to favourites' });
      const lock = row(page, task.task_id).getByRole('button', { name: 'Lock (protect) the task' });
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      await lock.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 2000 }).toBe('true');
      await expect.poll(() => lock.getAttribute('aria-pressed'), { timeout: 2000 }).toBe('true');
      expect(await findTask(call, task.task_name)).toMatchObject({ is_favorite: 0, protected: 0 });
      release();
      await expect.poll(async () => await findTask(call, task.task_name)).toMatchObject({ is_favorite: 1, protected: 1 });

      await page.reload();
      await page.getByRole('searchbox', { name: 'Search by name, id or tag' }).fill(stamp);
      await expect
        .poll(() => row(page, task.task_id).getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await row(page, task.task_id).getByRole('button', { name: 'Lock (protect) the task' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    });
  });

  it('deletes a task and brings it back with Undo', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const task = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: `Undo me ${stamp}`, task_type: 'voice' });
    await shared.run(async (page) => {
      await openList(page, scope, stamp);
      await row(page, task.task_id).getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await row(page, task.task_id).waitFor({ state: 'detached' });
      const toast = page.locator('.bp6-toast', { hasText: `Task ${task.task_name} deleted` });
      await expect.poll(async () => (await findTask(call, task.task_name)) ?? null).toBeNull();
      await toast.getByRole('button', { name: 'Undo' }).click();
      await row(page, task.task_id).waitFor();
      await expect.poll(async () => (await findTask(call, task.task_name))?.task_id).toBe(task.task_id);
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search by name, id or tag' }).fill(stamp);
      await row(page, task.task_id).waitFor();
    });
  });

  it('creates a task on /import/task/voice inside an iframe and posts close-iframe to the parent', async () => {
    const { call, scope } = await accountApi(builder);
    const name = `Imported ${Date.now().toString(36)}`;
    await withPage(async (page) => {
      const received: unknown[] = [];
      await page.exposeFunction('reportMessage', (data: unknown) => void received.push(data));
      await signIn(page, baseUrl, builder);
      // A parent page of the studio's own origin (frame-ancestors 'self') that records the messages it receives.
      await page.route(`${baseUrl}/e2e-import-parent`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body>
            <script>window.addEventListener('message', (e) => { if (e.source !== window) window.reportMessage(e.data); });</script>
            <iframe id="import" src="/import/task/voice?${scope}" style="width:1200px;height:800px"></iframe>
          </body></html>`,
        }),
      );
      await page.goto(`${baseUrl}/e2e-import-parent`);
      const frame = page.frameLocator('#import');
      const input = frame.locator('#task-name');
      await input.waitFor();
      expect(await frame.locator('#task-type').inputValue()).toBe('voice');
      await input.fill(name);
      await input.press('Enter');
      await expect.poll(() => received, { timeout: 15_000 }).toEqual([expect.objectContaining({ type: 'close-iframe' })]);
      expect(await findTask(call, name)).toBeTruthy();
    });
  });

  it('duplicates a task and the task it links to with a suffix from the Duplicate collection dialog', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const linked = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: `Linked ${stamp}`, task_type: 'voice' });
    const main = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: `Collection ${stamp}`, task_type: 'voice' });
    const canvas = (await call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${main.task_id}`))[0];
    await call('POST', '/node/nodes', {
      task_id: main.task_id,
      canvas_id: canvas.canvas_id,
      pid: canvas.first_node_id,
      node_type: 'link_task',
      config: { task_id: linked.task_id },
    });
    await call('POST', '/studio/tasks', { task_name: `Linked ${stamp} taken`, task_type: 'voice' });

    await shared.run(async (page) => {
      await openList(page, scope, stamp);
      await row(page, main.task_id).getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Duplicate collection' });
      await expect.poll(() => dialog.getByTestId('collection-count').innerText()).toContain('2 tasks will be copied');
      const suffix = dialog.getByLabel('Suffix added to every name');
      expect(await suffix.inputValue()).toBe(' (copy)');
      // A suffix that makes a taken name is refused by the check as it is typed.
      await suffix.press('Control+a');
      await page.keyboard.type(' taken');
      await expect.poll(() => dialog.innerText()).toContain(`The name "Linked ${stamp} taken" has already been taken.`);
      expect(await dialog.getByRole('button', { name: 'Duplicate collection' }).isDisabled()).toBe(true);
      await page.keyboard.press('Control+a');
      await page.keyboard.type(' v2');
      await expect.poll(() => dialog.innerText()).toContain(`For example: Collection ${stamp} v2`);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await row(page, main.task_id).waitFor();
      await page.getByText(`Collection ${stamp} v2`, { exact: true }).waitFor();
      await page.getByText(`Linked ${stamp} v2`, { exact: true }).waitFor();
    });

    const copy = await findTask(call, `Collection ${stamp} v2`);
    const linkedCopy = await findTask(call, `Linked ${stamp} v2`);
    expect(copy && linkedCopy).toBeTruthy();
    const nodes = await call<{ node_type: string; config: { task_id?: number } }[]>('GET', `/node/nodes?task_id=${copy!.task_id}`);
    expect(nodes.find((n) => n.node_type === 'link_task')?.config.task_id).toBe(linkedCopy!.task_id);
  });

  it('creates a workflow task with its start, weekly recurrence and parameters, keyboard on every field', async () => {
    const { call, scope } = await accountApi(builder);
    const name = `Workflow ${Date.now().toString(36)}`;
    await shared.run(async (page) => {
      await shared.visit(`/build/tasks?create=1&${scope}`);
      const dialog = page.getByRole('dialog', { name: 'Create task' });
      await dialog.locator('#task-name').fill(name);
      await dialog.locator('#task-type').selectOption('workflow');
      expect(await dialog.locator('#task-workflow_schedule').inputValue()).toBe('Once');
      await dialog.locator('#task-start_on').fill('2025-03-01T09:30');
      await dialog.locator('#task-workflow_schedule').selectOption('Recurring');
      expect(await dialog.locator('#task-schedule-repeat_frequency').inputValue()).toBe('Daily');
      expect(await dialog.locator('#task-schedule-repeat_interval').inputValue()).toBe('1');
      expect(await dialog.locator('#task-schedule-end_type').inputValue()).toBe('Never');
      await dialog.locator('#task-schedule-starts_on').fill('2025-03-03');
      await dialog.locator('#task-schedule-repeat_frequency').selectOption('Weekly');
      for (const day of ['Monday', 'Wednesday']) {
        await dialog.getByRole('checkbox', { name: day }).focus();
        await page.keyboard.press('Space');
      }
      await dialog.locator('#task-schedule-repeat_interval').fill('2');
      await dialog.locator('#task-schedule-end_type').selectOption('After');
      await dialog.locator('#task-schedule-end_type_value').fill('5');
      await expect
        .poll(() => dialog.locator('#task-schedule-repeat_summary').innerText())
        .toBe('Every 2 weeks, on Mon, Wed, from Mar 3, 2025, for 5 runs');
      for (const [field, value] of [
        ['passed_params', 'order_id'],
        ['output_params', 'status'],
      ]) {
        await dialog.locator(`#task-${field}`).focus();
        await page.keyboard.type(value);
        await page.keyboard.press('Enter');
      }
      // Enter in a list field with text adds the item; in the emptied field it submits the form.
      expect(await dialog.locator('.bp6-tag').allInnerTexts()).toEqual(['order_id', 'status']);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/build\/callflow\/\d+/);
    });
    const created = await findTask(call, name);
    const stored = await call<{ workflow_task: Record<string, unknown> }>('GET', `/studio/tasks/${created!.task_id}`);
    expect(stored.workflow_task).toMatchObject({
      workflow_schedule: 'Recurring',
      start_on: '2025-03-01T09:30',
      passed_params: ['order_id'],
      output_params: ['status'],
      schedule: {
        starts_on: '2025-03-03',
        repeat_frequency: 'Weekly',
        repeat_interval: 2,
        repeat_in: ['Monday', 'Wednesday'],
        end_type: 'After',
        end_type_value: '5',
        repeat_summary: 'Every 2 weeks, on Mon, Wed, from Mar 3, 2025, for 5 runs',
      },
    });
  });

  it('create dialog: a blank name is said at the field, a taken name does not swallow the next Enter, Ctrl+Enter saves', async () => {
    const { call, scope } = await accountApi(builder);
    const taken = `Taken ${Date.now().toString(36)}`;
    await call('POST', '/studio/tasks', { task_name: taken, task_type: 'voice' });
    await shared.run(async (page) => {
      await shared.visit(`/build/tasks?create=1&${scope}`);
      const dialog = page.getByRole('dialog', { name: 'Create task' });
      const input = dialog.locator('#task-name');
      await input.fill('   ');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.innerText()).toContain('Task name is required.');
      // A taken name: the check says so; the next name saves with the first Enter.
      await input.fill(taken);
      await expect.poll(() => dialog.innerText()).toContain('has already been taken');
      const fresh = `${taken} two`;
      await input.fill(fresh);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/build\/callflow\/\d+/);
      expect(await findTask(call, fresh)).toBeDefined();
      // Ctrl+Enter saves from any field, here the tags.
      await shared.visit(`/build/tasks?create=1&${scope}`);
      const again = page.getByRole('dialog', { name: 'Create task' });
      const third = `${taken} three`;
      await again.locator('#task-name').fill(third);
      await again.locator('#task-tags').focus();
      await page.keyboard.press('Control+Enter');
      await page.waitForURL(/\/build\/callflow\/\d+/);
      expect(await findTask(call, third)).toBeDefined();
    });
  });

  it('keeps a 255-character task name inside its column and the canvas toolbar on screen', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const name = `Long ${stamp} `.padEnd(255, 'abcdefghij');
    const task = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: name, task_type: 'voice' });
    await shared.run(async (page) => {
      await openList(page, scope, stamp);
      const width = page.viewportSize()!.width;
      await row(page, task.task_id).waitFor();
      const actions = await row(page, task.task_id).locator('td').last().boundingBox();
      expect(actions!.x + actions!.width).toBeLessThanOrEqual(width);
      expect(await row(page, task.task_id).getByRole('link', { name }).getAttribute('title')).toBe(name);
      await shared.visit(`/build/callflow/${task.task_id}?${scope}`);
      const versions = page.locator('.cf-head').getByRole('button', { name: 'Versions' });
      await versions.waitFor();
      const box = await versions.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  });

  it('says a search matched nothing, not that there are no tasks', async () => {
    const { scope } = await accountApi(builder);
    await shared.run(async (page) => {
      await openList(page, scope, `nothing-${Date.now().toString(36)}`);
      await expect.poll(() => page.locator('.tasks-page').innerText()).toContain('No tasks match these filters');
      expect(await page.getByText('Create a task to start building.').count()).toBe(0);
    });
  });

  it('moves between rows with ↑/↓ and along a row with ←/→, where tags are not Tab stops', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const first = await call<TaskAnswer>('POST', '/studio/tasks', {
      task_name: `Rows ${stamp} a`,
      task_type: 'voice',
      tags: ['vip', 'sales'],
    });
    const second = await call<TaskAnswer>('POST', '/studio/tasks', { task_name: `Rows ${stamp} b`, task_type: 'voice' });
    await shared.run(async (page) => {
      await openList(page, scope, `Rows ${stamp}`);
      await row(page, second.task_id).waitFor();
      const focused = () =>
        page.evaluate(() => `${document.activeElement?.closest('tr')?.dataset.testid}|${document.activeElement?.textContent}`);
      await row(page, first.task_id)
        .getByRole('link', { name: `Rows ${stamp} a` })
        .focus();
      // Tab goes past the tags to the row's next control.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Lock (protect) the task');
      await page.keyboard.press('Shift+Tab');
      // → reaches the tags; Enter on one filters by it.
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(`task-row-${first.task_id}|vip`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(`task-row-${second.task_id}|Rows ${stamp} b`);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => row(page, second.task_id).count()).toBe(0);
      expect(await row(page, first.task_id).count()).toBe(1);
    });
  });
});
