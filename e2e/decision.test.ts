import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, demoPassword, runFromPalette, signIn } from './support/browser';

const baseUrl = inject('baseUrl');
const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

/** The builder's account over the API: the content and tasks the test starts from. */
async function apiAs(email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demoPassword }) });
  type Mapping = { sp_id: number; accounts: { ac_id: number }[] };
  const { data } = (await login.json()) as { data: { token: string; user: { account_mappings: Mapping[] } } };
  const sp = data.user.account_mappings[0];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${data.token}`, 'X-Scope': 'ac', 'X-Scope-Id': String(sp.accounts[0].ac_id), 'X-Sp-Id': String(sp.sp_id) };
  return {
    scope: `ac_id=${sp.accounts[0].ac_id}&sp_id=${sp.sp_id}`,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await res.json()) as { data?: T };
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
      return (json.data ?? json) as T;
    },
  };
}

const node = (page: Page, label: string) => page.locator(`g[role="treeitem"][aria-label="${label}"]`);
const selectedLabel = (page: Page) => page.locator('g[role="treeitem"][aria-selected="true"]').first().getAttribute('aria-label');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/**
 * Opens the task and selects Start: from the palette when the task list shows it (voice tasks, the list's
 * first type), else by its address.
 */
async function openTask(page: Page, scope: string, name: string, taskId: number, fromPalette = true) {
  if (fromPalette) {
    await page.goto(`${baseUrl}/build/tasks?${scope}`);
    await page.getByText(name).first().waitFor();
    await runFromPalette(page, name, new RegExp(name));
    await page.waitForURL(new RegExp(`/build/callflow/${taskId}`));
  } else {
    await page.goto(`${baseUrl}/build/callflow/${taskId}?${scope}`);
  }
  await node(page, 'Start').waitFor();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe('Start');
}

/** N, then the search: the insert picker with its offered types. */
async function openInsert(page: Page, search: string) {
  await page.keyboard.press('n');
  await page.getByPlaceholder('Node type…').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Node type…');
  await page.keyboard.type(search);
}

/** Tab until the element with this id has the focus (keyboard only), at most `max` presses. */
async function tabTo(page: Page, id: string, max = 12) {
  for (let i = 0; i < max && (await focusedId(page)) !== id; i += 1) await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(id);
}

describe('decision node by keyboard', () => {
  it('inserts a decision, types an AND of two comparisons, sees them in the builder and saves with Ctrl+Enter', async () => {
    const { call, scope } = await apiAs(builder);
    const stamp = Date.now().toString(36);
    const age = await call<{ variable_id: number }>('POST', '/content/variables', { variable_name: `Age_${stamp}`, variable_type: 'single_value' });
    const country = await call<{ variable_id: number }>('POST', '/content/variables', { variable_name: `Country_${stamp}`, variable_type: 'single_value' });
    const name = `Decision flow ${stamp}`;
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', { task_name: name, task_type: 'voice' });

    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, builder);
        await openTask(page, scope, name, task.task_id);
        await openInsert(page, 'decision');
        await expect.poll(() => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-value')).toBe('decision');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/edit\/new\?node_type=decision&pid=\d+$/);
        await page.locator('.cf-decision').waitFor();
        expect(await focusedId(page)).toBe('node-name');

        // The branch label, then its condition in the text form.
        await tabTo(page, 'cfg-conditions-0-label');
        await page.keyboard.press('Control+a');
        await page.keyboard.type('Adult in DE');
        await tabTo(page, 'cfg-conditions-0-condition-text');

        // Completion by name inside {{ … }}; Escape closes the list, not the editor.
        await page.keyboard.type('{{Age_');
        const list = page.getByRole('listbox', { name: 'Suggestions' });
        await expect.poll(() => list.getByRole('option').first().innerText()).toContain(`{{Age_${stamp}}}`);
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'detached' });
        expect(await page.locator('.cf-editor').count()).toBe(1);
        await page.keyboard.press('Control+Space');
        await list.waitFor();
        await page.keyboard.press('Tab');
        await page.keyboard.press('End');
        await page.keyboard.type(` >= 18 AND {{Country_${stamp}}} == "DE"`);
        const text = page.locator('#cfg-conditions-0-condition-text');
        await expect.poll(() => text.inputValue()).toBe(`{{Age_${stamp}}} >= 18 AND {{Country_${stamp}}} == "DE"`);
        expect(await page.locator('.cf-expr-error').count()).toBe(0);

        // The builder shows the same condition: two comparison rows joined by AND.
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        const rows = page.locator('.cf-expr-row');
        await expect.poll(() => rows.count()).toBe(2);
        expect(await page.locator('#cfg-conditions-0-condition-b-row-0-left').inputValue()).toBe(`v:${age.variable_id}`);
        expect(await page.locator('#cfg-conditions-0-condition-b-row-0-operator').inputValue()).toBe('greater_or_equal');
        expect(await page.locator('#cfg-conditions-0-condition-b-row-1-left').inputValue()).toBe(`v:${country.variable_id}`);
        expect(await page.getByRole('combobox', { name: 'Join comparison 2 with' }).inputValue()).toBe('and');

        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await node(page, 'Adult in DE').waitFor();
        await node(page, 'Otherwise').waitFor();

        // Stored as the AST, variables by id.
        const nodes = await call<{ node_type: string; config: Record<string, unknown> }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
        expect(nodes.find((n) => n.node_type === 'decision')!.config).toEqual({
          conditions: [{
            key: 'condition_1',
            label: 'Adult in DE',
            condition: {
              kind: 'conditions',
              operator: 'and',
              list: [
                { kind: 'compare', operator: 'greater_or_equal', left: { kind: 'variable', id: age.variable_id }, right: { kind: 'literal', value: 18 } },
                { kind: 'compare', operator: 'equal', left: { kind: 'variable', id: country.variable_id }, right: { kind: 'literal', value: 'DE' } },
              ],
            },
          }],
        });
      } catch (e) {
        await page.screenshot({ path: '/tmp/decision-e2e-failure.png' });
        throw e;
      }
    });
  });

  it('does not offer a node type hidden for the task type: no Hang Up in a messaging task', async () => {
    const { call, scope } = await apiAs(builder);
    const name = `Messaging flow ${Date.now().toString(36)}`;
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', { task_name: name, task_type: 'messaging' });
    await withPage(async (page) => {
      await signIn(page, baseUrl, builder);
      await openTask(page, scope, name, task.task_id, false);
      await openInsert(page, 'hang');
      await expect.poll(() => page.locator('.cf-insert [cmdk-item], .cf-insert [cmdk-empty]').count()).toBeGreaterThan(0);
      expect(await page.locator('.cf-insert [cmdk-item][data-value="hangup"]').count()).toBe(0);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('decision');
      await expect.poll(() => page.locator('.cf-insert [cmdk-item][data-selected="true"]').getAttribute('data-value')).toBe('decision');
      await page.keyboard.press('Escape');
      await page.getByPlaceholder('Node type…').waitFor({ state: 'detached' });
    });
  });
});
