import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, signIn } from './support/browser';
import { accountApi } from './support/api';
import { focusedId, selectedLabel, tabTo, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

type Node = { node_id: number; node_type: string; config: Record<string, unknown> };

/** A voice task whose Start is followed by one node of the given type and settings. */
async function taskWith(name: string, node_type: string, node_name: string, config: Record<string, unknown>) {
  const api = await accountApi(builder);
  const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: name, task_type: 'voice' });
  const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
  await api.call('POST', '/node/nodes', {
    task_id: task.task_id,
    canvas_id: main.canvas_id,
    pid: main.first_node_id,
    node_type,
    node_name,
    config,
    swap: false,
  });
  const stored = async () =>
    (await api.call<Node[]>('GET', `/node/nodes?task_id=${task.task_id}`)).find((n) => n.node_type === node_type)!.config;
  return { ...api, taskId: task.task_id, stored };
}

/** The canvas with Start selected, then Down to the node under it and Enter: its editor, opened by keyboard. */
async function openEditorOf(page: Page, taskId: number, scope: string, label: string) {
  await page.goto(`${baseUrl}/build/callflow/${taskId}?${scope}`);
  await treeItem(page, 'Start').waitFor();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe('Start');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe(label);
  await page.keyboard.press('Enter');
  await page.locator('.cf-editor .cf-sections').waitFor();
  await expect.poll(() => focusedId(page)).toBe('node-name');
}

describe('node editors by keyboard', () => {
  it('menu: adds a key (only free keys offered), labels it, moves it up, saves with Ctrl+Enter and shows its branch', async () => {
    const api = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const prompt = await api.call<{ prompt_id: number }>('POST', '/prompt/prompts', {
      prompt_name: `Welcome ${stamp}`,
      texts: [{ language: 'en-US', text: 'Press 1 for sales.' }],
    });
    const flow = await taskWith(`Menu editor ${stamp}`, 'menu', 'Main menu', {
      prompt_id: prompt.prompt_id,
      keys: [
        { key: '1', label: 'Sales' },
        { key: '2', label: 'Support' },
      ],
    });

    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, builder);
        await openEditorOf(page, flow.taskId, flow.scope, 'Main menu');
        expect(await page.getByRole('heading', { name: 'Keys' }).count()).toBe(1);
        expect(await page.getByRole('heading', { name: 'No input / No match' }).count()).toBe(1);

        await tabTo(page, 'cfg-keys--add');
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page)).toBe('cfg-keys-2-key');
        expect(await page.locator('#cfg-keys-2-key').inputValue()).toBe('3');
        // Keys 1 and 2 are taken by the rows above: the new row does not offer them.
        expect(await page.locator('#cfg-keys-2-key option').allTextContents()).toEqual(['3', '4', '5', '6', '7', '8', '9', '0', '*', '#']);
        expect(await page.locator('#cfg-keys-0-key option').allTextContents()).not.toContain('3');

        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('cfg-keys-2-label');
        await page.keyboard.type('Billing');
        await tabTo(page, 'cfg-keys--up-2', 3);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('#cfg-keys-1-label').inputValue()).toBe('Billing');
        await expect.poll(() => focusedId(page)).toBe('cfg-keys--up-1');

        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await treeItem(page, '3: Billing').waitFor();
        await treeItem(page, '1: Sales').waitFor();
        expect((await flow.stored()).keys).toEqual([
          { key: '1', label: 'Sales' },
          { key: '3', label: 'Billing' },
          { key: '2', label: 'Support' },
        ]);
      } catch (e) {
        await page.screenshot({ path: '/tmp/node-editors-menu-failure.png' });
        throw e;
      }
    });
  });

  it('web service: adds a header, a body once the method sends one and a response mapping; they are there on reopening; Escape closes', async () => {
    const api = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const variable = `CustomerId_${stamp}`;
    const created = await api.call<{ variable_id: number }>('POST', '/content/variables', {
      variable_name: variable,
      variable_type: 'single_value',
    });
    const flow = await taskWith(`Web service editor ${stamp}`, 'web_service', 'Customer lookup', {
      action_name: 'Customer lookup',
      request: { method: 'GET', url: 'https://crm.example.com/customers' },
    });

    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, builder);
        await openEditorOf(page, flow.taskId, flow.scope, 'Customer lookup');
        // GET sends no body: there is no body field until the method is one that does.
        expect(await page.locator('#cfg-request-body').count()).toBe(0);
        await tabTo(page, 'cfg-request-method');
        await page.keyboard.type('PO');
        await expect.poll(() => page.locator('#cfg-request-method').inputValue()).toBe('POST');
        await page.locator('#cfg-request-body').waitFor();

        await tabTo(page, 'cfg-request-headers--add');
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page)).toBe('cfg-request-headers-0-name');
        await page.keyboard.type('Accept');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('cfg-request-headers-0-value');
        await page.keyboard.type('application/json');
        await tabTo(page, 'cfg-request-body', 5);
        await page.keyboard.type('{"phone":"1"}');

        await tabTo(page, 'cfg-response_mappings--add');
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page)).toBe('cfg-response_mappings-0-source');
        await page.keyboard.type('data.id');
        await page.keyboard.press('Tab');
        expect(await focusedId(page)).toBe('cfg-response_mappings-0-variable_id');
        // Typing the name picks the variable: a select chooses while typing, a search list on Enter.
        const control = page.locator('#cfg-response_mappings-0-variable_id');
        const isSelect = await control.evaluate((el) => el instanceof HTMLSelectElement);
        await page.keyboard.type(variable);
        if (!isSelect) await page.keyboard.press('Enter');
        await expect
          .poll(() => control.evaluate((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : el.textContent) ?? ''))
          .toContain(variable);

        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        const stored = await flow.stored();
        expect(stored.request).toMatchObject({
          method: 'POST',
          url: 'https://crm.example.com/customers',
          headers: [{ name: 'Accept', value: 'application/json' }],
          body: '{"phone":"1"}',
        });
        expect(stored.response_mappings).toEqual([{ source: 'data.id', variable_id: created.variable_id }]);

        // The saved node stays selected: Enter opens it again, with the header and the mapping in their tables.
        await expect.poll(() => selectedLabel(page)).toBe('Customer lookup');
        await page.keyboard.press('Enter');
        await page.locator('.cf-editor .cf-sections').waitFor();
        expect(await page.locator('#cfg-request-headers-0-name').inputValue()).toBe('Accept');
        expect(await page.locator('#cfg-request-headers-0-value').inputValue()).toBe('application/json');
        expect(await page.locator('#cfg-response_mappings-0-source').inputValue()).toBe('data.id');
        expect(await page.locator('#cfg-request-body').inputValue()).toBe('{"phone":"1"}');

        await expect.poll(() => focusedId(page)).toBe('node-name');
        await page.keyboard.press('Escape');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await page.waitForURL(new RegExp(`/build/callflow/${flow.taskId}(\\?.*)?$`));
      } catch (e) {
        await page.screenshot({ path: '/tmp/node-editors-ws-failure.png' });
        throw e;
      }
    });
  });
});
