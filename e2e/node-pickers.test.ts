import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';
import { accountApi } from './support/api';
import { focusedId, openCanvas, selectedLabel, tabTo, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

const activeRow = (page: Page) => page.locator('.cf-picker-list [role="option"] .bp6-active').innerText();

describe('content pickers in the node editor', () => {
  it('creates a prompt in place by keyboard, chooses it, saves with Ctrl+Enter and shows it again on reopening', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const existing = `Existing ${stamp}`;
    await call('POST', '/prompt/prompts', { prompt_name: existing, texts: [{ language: 'en-US', text: 'Already here.' }] });
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Picker flow ${stamp}`, task_type: 'voice' });
    const created = `Greeting ${stamp}`;

    await withPage(async (page) => {
      try {
        await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${scope}`);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => selectedLabel(page)).toBe('Start');

        // A prompt node after Start, from the insert picker.
        await page.keyboard.press('n');
        await page.getByPlaceholder('Node type…').waitFor();
        await page.keyboard.type('prompt');
        await expect.poll(() => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-value')).toBe('prompt');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/edit\/new\?node_type=prompt&pid=\d+$/);
        await expect.poll(() => focusedId(page)).toBe('node-name');

        // The picker opens on Enter; Escape closes the list and leaves the editor open.
        await tabTo(page, 'cfg-prompt_id');
        await page.keyboard.press('Enter');
        const list = page.getByRole('listbox', { name: 'Choose a prompt…' });
        await list.waitFor();
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'detached' });
        expect(await page.locator('.cf-editor').count()).toBe(1);
        expect(await focusedId(page)).toBe('cfg-prompt_id');

        // Typing filters: the existing prompt matches; Up from it wraps to 'Create new prompt…'.
        await page.keyboard.type(existing);
        await list.waitFor();
        await expect.poll(() => activeRow(page)).toContain(existing);
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => activeRow(page)).toContain('Create new prompt…');
        await page.keyboard.press('Enter');

        // The dialog starts from the typed name; the server refuses the name already taken, in the dialog.
        const dialog = page.getByRole('dialog', { name: 'Create prompt' });
        await dialog.waitFor();
        await expect.poll(() => focusedId(page)).toBe('create-name');
        expect(await page.locator('#create-name').inputValue()).toBe(existing);
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('create-text');
        await page.keyboard.type('Hello and welcome.');
        await page.keyboard.press('Control+Enter');
        await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('The name has already been taken.');
        expect(await page.locator('.cf-editor').count()).toBe(1);

        await page.keyboard.press('Shift+Tab');
        expect(await focusedId(page)).toBe('create-name');
        await page.keyboard.press('Control+a');
        await page.keyboard.type(created);
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });

        // Chosen in the field, which has the focus again; Ctrl+Enter saves the node.
        const picker = page.locator('#cfg-prompt_id');
        await expect.poll(() => picker.innerText()).toMatch(new RegExp(`^${created} · #\\d+$`));
        await expect.poll(() => focusedId(page)).toBe('cfg-prompt_id');
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await expect.poll(() => selectedLabel(page)).toBe('Prompt');

        // Stored: the new IVA prompt with its text, and the node pointing at it.
        const prompts = await call<
          { prompt_id: number; prompt_name: string; prompt_type: string; texts: { language: string; text: string }[] }[]
        >('GET', '/prompt/prompts?fetch_all=1');
        const prompt = prompts.find((p) => p.prompt_name === created)!;
        expect(prompt).toMatchObject({ prompt_type: 'IVA', texts: [{ language: 'en-US', text: 'Hello and welcome.' }] });
        expect(prompts.filter((p) => p.prompt_name === existing)).toHaveLength(1);
        const nodes = await call<{ node_type: string; config: Record<string, unknown> }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
        expect(nodes.find((n) => n.node_type === 'prompt')!.config.prompt_id).toBe(prompt.prompt_id);

        // Reopened, the field shows the prompt by name and id.
        await page.keyboard.press('Enter');
        await page.locator('.cf-editor').waitFor();
        await expect.poll(() => page.locator('#cfg-prompt_id').innerText()).toBe(`${created} · #${prompt.prompt_id}`);
        await expect.poll(() => focusedId(page)).toBe('node-name');
        await page.keyboard.press('Escape');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
      } catch (e) {
        await page.screenshot({ path: '/tmp/node-pickers-e2e-failure.png' });
        throw e;
      }
    });
  });

  it("link_task's picker lists only tasks it may link to without recursion, and creates a task of the same type in place", async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const task = (name: string, task_type = 'voice') =>
      call<{ task_id: number; task_name: string }>('POST', '/studio/tasks', { task_name: `${name} ${stamp}`, task_type });
    const here = await task('Linking flow');
    const loops = await task('Calls back');
    const free = await task('Free target');
    const other = await task('Chat target', 'messaging');
    // 'Calls back' links to this task: linking to it from here would recurse.
    const [main] = await call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${loops.task_id}`);
    await call('POST', '/node/nodes', {
      task_id: loops.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'link_task',
      config: { task_id: here.task_id },
    });
    const created = `Sub flow ${stamp}`;

    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, builder, `/build/callflow/${here.task_id}?${scope}`);
        await treeItem(page, 'Start').waitFor();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => selectedLabel(page)).toBe('Start');
        await page.keyboard.press('n');
        await page.getByPlaceholder('Node type…').waitFor();
        await page.keyboard.type('link task');
        await expect.poll(() => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-value')).toBe('link_task');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/edit\/new\?node_type=link_task&pid=\d+$/);
        await expect.poll(() => focusedId(page)).toBe('node-name');

        await tabTo(page, 'cfg-task_id');
        await page.keyboard.press('Enter');
        const list = page.getByRole('listbox', { name: 'Choose a task…' });
        await list.waitFor();
        await expect
          .poll(() => list.getByRole('option').allInnerTexts())
          .toEqual(expect.arrayContaining([expect.stringContaining(free.task_name)]));
        const shown = (await list.getByRole('option').allInnerTexts()).join('\n');
        for (const hidden of [here, loops, other]) expect(shown).not.toContain(hidden.task_name);
        expect(shown).toContain('Create new task…');

        // Create in place: the typed name, the type of this task; chosen at once and saved with Ctrl+Enter.
        await page.keyboard.type(created);
        await expect.poll(() => activeRow(page)).toContain('Create new task…');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Create task' });
        await dialog.waitFor();
        await expect.poll(() => focusedId(page)).toBe('create-name');
        expect(await page.locator('#create-name').inputValue()).toBe(created);
        expect(await page.locator('#create-type').inputValue()).toBe('Voice');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        const picker = page.locator('#cfg-task_id');
        await expect.poll(() => picker.innerText()).toMatch(new RegExp(`^${created} · #\\d+$`));
        await expect.poll(() => focusedId(page)).toBe('cfg-task_id');
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });

        const tasks = await call<{ task_id: number; task_name: string; task_type: string }[]>('GET', '/studio/tasks?fetch_all=1');
        const made = tasks.find((t) => t.task_name === created)!;
        expect(made.task_type).toBe('voice');
        const nodes = await call<{ node_type: string; config: Record<string, unknown> }[]>('GET', `/node/nodes?task_id=${here.task_id}`);
        expect(nodes.find((n) => n.node_type === 'link_task')!.config.task_id).toBe(made.task_id);
      } catch (e) {
        await page.screenshot({ path: '/tmp/node-pickers-link-e2e-failure.png' });
        throw e;
      }
    });
  });
});
