import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { accountApi } from './support/api';
import { focusedId, selectedLabel, tabTo, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

/** The text of the expression editor (Monaco draws spaces as no-break spaces). */
const monacoText = (page: Page) =>
  page
    .locator('.cf-expr .monaco-editor .view-lines')
    .innerText()
    .then((t) => t.replace(/\u00a0/g, ' ').trim());

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
  await treeItem(page, 'Start').waitFor();
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

describe('decision node by keyboard', () => {
  it('inserts a decision, types an AND of two comparisons in Monaco, sees them in the builder and saves with Ctrl+Enter', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const age = await call<{ variable_id: number }>('POST', '/content/variables', {
      variable_name: `Age_${stamp}`,
      variable_type: 'single_value',
    });
    const country = await call<{ variable_id: number }>('POST', '/content/variables', {
      variable_name: `Country_${stamp}`,
      variable_type: 'single_value',
    });
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

        // The branch label, then its condition: the builder shows first; the text form (Monaco) on request.
        await tabTo(page, 'cfg-conditions-0-label');
        await page.keyboard.press('Control+a');
        await page.keyboard.type('Adult in DE');
        expect(await page.locator('#cfg-conditions-0-condition-b-row-0-left').count()).toBe(1);
        expect(await page.locator('.cf-expr .monaco-editor').count()).toBe(0);
        await tabTo(page, 'cfg-conditions-0-condition-view-text');
        await page.keyboard.press('Enter');
        await page.locator('.cf-expr .monaco-editor').waitFor();
        await expect.poll(() => focusedId(page)).toBe('cfg-conditions-0-condition-text');

        // Completion by name inside {{ … }}; Escape closes Monaco's list, not the editor.
        await page.keyboard.type('{{Age_');
        const list = page.locator('.cf-expr .suggest-widget.visible');
        await expect.poll(() => list.locator('.monaco-list-row').first().innerText()).toContain(`{{Age_${stamp}}}`);
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'detached' });
        expect(await page.locator('.cf-editor').count()).toBe(1);
        await page.keyboard.press('Control+Space');
        await list.waitFor();
        await page.keyboard.press('Tab');
        await list.waitFor({ state: 'detached' });
        await page.keyboard.press('End');
        await page.keyboard.type(` >= 18 AND {{Country_${stamp}}} == "DE"`);
        const typed = `{{Age_${stamp}}} >= 18 AND {{Country_${stamp}}} == "DE"`;
        await expect.poll(() => monacoText(page)).toBe(typed);
        expect(await page.locator('.cf-expr-error').count()).toBe(0);
        await list.waitFor({ state: 'detached' });

        // Shift+Tab leaves Monaco for the Builder button: the builder shows the same condition, two rows joined by AND.
        await page.keyboard.press('Shift+Tab');
        expect(await focusedId(page)).toBe('cfg-conditions-0-condition-view-builder');
        await page.keyboard.press('Enter');
        const rows = page.locator('.cf-expr-row');
        await expect.poll(() => rows.count()).toBe(2);
        expect(await page.locator('#cfg-conditions-0-condition-b-row-0-left').inputValue()).toBe(`v:${age.variable_id}`);
        expect(await page.locator('#cfg-conditions-0-condition-b-row-0-operator').inputValue()).toBe('greater_or_equal');
        expect(await page.locator('#cfg-conditions-0-condition-b-row-1-left').inputValue()).toBe(`v:${country.variable_id}`);
        expect(await page.getByRole('combobox', { name: 'Join comparison 2 with' }).inputValue()).toBe('and');

        // Back to the text (printed from the builder's AST) and Ctrl+Enter saves from inside Monaco.
        await page.keyboard.press('Shift+Tab');
        expect(await focusedId(page)).toBe('cfg-conditions-0-condition-view-text');
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page)).toBe('cfg-conditions-0-condition-text');
        await expect.poll(() => monacoText(page)).toBe(typed);
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await treeItem(page, 'Adult in DE').waitFor();
        await treeItem(page, 'Otherwise').waitFor();

        // Stored as the AST, variables by id.
        const nodes = await call<{ node_type: string; config: Record<string, unknown> }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
        expect(nodes.find((n) => n.node_type === 'decision')!.config).toEqual({
          conditions: [
            {
              key: 'condition_1',
              label: 'Adult in DE',
              condition: {
                kind: 'conditions',
                operator: 'and',
                list: [
                  {
                    kind: 'compare',
                    operator: 'greater_or_equal',
                    left: { kind: 'variable', id: age.variable_id },
                    right: { kind: 'literal', value: 18 },
                  },
                  {
                    kind: 'compare',
                    operator: 'equal',
                    left: { kind: 'variable', id: country.variable_id },
                    right: { kind: 'literal', value: 'DE' },
                  },
                ],
              },
            },
          ],
        });

        // Opened again: a text that does not read is marked at its place; Escape closes Monaco's list, then the editor.
        await expect.poll(() => selectedLabel(page)).toBe('Decision');
        await page.keyboard.press('Enter');
        await page.locator('.cf-decision').waitFor();
        await expect.poll(() => focusedId(page)).toBe('node-name');
        await tabTo(page, 'cfg-conditions-0-condition-view-text', 20);
        await page.keyboard.press('Enter');
        await expect.poll(() => focusedId(page)).toBe('cfg-conditions-0-condition-text');
        await page.keyboard.press('End');
        await page.keyboard.type(' AND');
        await page.locator('.cf-expr .monaco-editor .squiggly-error').waitFor();
        await page.locator('.cf-expr-error').waitFor();
        expect(await page.locator('#cfg-conditions-0-condition-view-builder').isDisabled()).toBe(true);
        await page.keyboard.press('Control+Space');
        await list.waitFor();
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'detached' });
        expect(await page.locator('.cf-editor').count()).toBe(1);
        await page.keyboard.press('Escape');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
      } catch (e) {
        await page.screenshot({ path: '/tmp/decision-e2e-failure.png' });
        throw e;
      }
    });
  });

  it('does not offer a node type hidden for the task type: no Hang up in a messaging task', async () => {
    const { call, scope } = await accountApi(builder);
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
