import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi, type AccountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { focusedId, selectedLabel, tabTo, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

const activeRow = (page: Page) => page.locator('.cf-picker-list [role="option"] .bp6-active').innerText();

type Node = { node_id: number; node_type: string; config: Record<string, unknown> };

/** A task of the type whose Start is followed by one node of the given type and settings, and its stored settings. */
async function taskWith(api: AccountApi, name: string, task_type: string, node_type: string, node_name: string, config: object) {
  const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: name, task_type });
  const [main] = await api.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
  await api.call('POST', '/node/nodes', {
    task_id: task.task_id,
    canvas_id: main.canvas_id,
    pid: main.first_node_id,
    node_type,
    node_name,
    config,
  });
  const stored = async () =>
    (await api.call<Node[]>('GET', `/node/nodes?task_id=${task.task_id}`)).find((n) => n.node_type === node_type)!.config;
  return { taskId: task.task_id, stored };
}

/** The canvas with Start selected, Down to the node under it, Enter: its editor, opened by keyboard. */
async function openEditorOf(page: Page, taskId: number, scope: string, label: string) {
  await signIn(page, baseUrl, builder, `/build/callflow/${taskId}?${scope}`);
  await treeItem(page, 'Start').waitFor();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe('Start');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe(label);
  await page.keyboard.press('Enter');
  await page.locator('.cf-editor .cf-sections').waitFor();
  await expect.poll(() => focusedId(page)).toBe('node-name');
}

/** The suggestions of a text setting's datalist: value and label. */
const suggestions = (page: Page, controlId: string) =>
  page
    .locator(`#${controlId}-suggestions option`)
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).label]));

describe('pickers and suggestions the node editors take from the spec’s calls', () => {
  it("data_store's find-all array variable is picked among the complex variables only, the default array variable first", async () => {
    const api = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const variable = (variable_name: string, variable_type: string) =>
      api.call<{ variable_id: number; variable_name: string }>('POST', '/content/variables', { variable_name, variable_type });
    const basket = await variable(`basket_${stamp}`, 'array');
    const card = await variable(`card_${stamp}`, 'payment');
    const zip = await variable(`zip_${stamp}`, 'single_value');
    const orders = await api.call<{ data_store_id: number }>('POST', '/data/data-store', {
      display_name: `Orders ${stamp}`,
      collection_structure: [{ col_name: 'item', type: 'STRING' }],
    });
    // find_all needs its array variable to be saved: the card variable first, replaced by one made in place below.
    const flow = await taskWith(api, `Complex pick ${stamp}`, 'voice', 'data_store', 'All orders', {
      data_store_id: orders.data_store_id,
      operation: 'find_all',
      result_array_variable_id: card.variable_id,
    });
    const all = await api.call<{ variable_name: string; variable_type: string; is_enabled: number; is_archived: number }[]>(
      'GET',
      '/content/variables?fetch_all=1',
    );
    const complex = all.filter((v) => ['array', 'payment', 'xsip'].includes(v.variable_type) && v.is_enabled && !v.is_archived);
    const plain = all.filter((v) => !['array', 'payment', 'xsip'].includes(v.variable_type));

    await withPage(async (page) => {
      try {
        await openEditorOf(page, flow.taskId, api.scope, 'All orders');
        await tabTo(page, 'cfg-result_array_variable_id');
        await page.keyboard.press('Enter');
        const list = page.getByRole('listbox', { name: 'Choose an array, payment or XSIP variable…' });
        await list.waitFor();
        await expect
          .poll(() => list.getByRole('option').allInnerTexts())
          .toEqual(expect.arrayContaining([expect.stringContaining(card.variable_name)]));
        // Each row's name (an option's id stands beside it).
        const rows = (await list.locator('[role="option"] .bp6-fill').allInnerTexts()).map((r) => r.trim());
        // None (the setting is required only for find_all), then the default array variable, then the account's.
        expect(rows[0]).toBe('— None —');
        expect(rows[1]).toBe('default_array');
        expect(rows.slice(2, -1).sort()).toEqual(complex.map((v) => v.variable_name).sort());
        expect(rows).toContain(basket.variable_name);
        for (const v of plain) expect(rows, v.variable_name).not.toContain(v.variable_name);
        expect(rows).not.toContain(zip.variable_name);
        // The last row makes a variable of a complex type in place.
        expect(rows[rows.length - 1]).toBe('Create new array, payment or XSIP variable…');
        await page.screenshot({ path: '/tmp/pickers-complex-variable.png' });
        expect(await violations(page, 'data_store array variable picker')).toEqual([]);

        const made = `list_${stamp}`;
        await page.keyboard.type(made);
        await expect.poll(() => activeRow(page)).toContain('Create new array, payment or XSIP variable…');
        await page.keyboard.press('Enter');
        const dialog = page.locator('.cf-create-dialog');
        await dialog.waitFor();
        await expect.poll(() => focusedId(page)).toBe('variable-name');
        expect(await page.locator('#variable-name').inputValue()).toBe(made);
        // Only the complex types are offered, an array first.
        expect(await page.locator('#variable-type option').allTextContents()).toEqual(['Array', 'Payment', 'XSIP']);
        expect(await page.locator('#variable-type').inputValue()).toBe('array');
        await page.screenshot({ path: '/tmp/pickers-complex-create.png' });
        expect(await violations(page, 'create a complex variable')).toEqual([]);
        await page.keyboard.press('Control+Enter');
        await dialog.waitFor({ state: 'detached' });

        // Chosen at once (the name shows, not a missing id); Ctrl+Enter saves the node.
        const picker = page.locator('#cfg-result_array_variable_id');
        await expect.poll(() => picker.innerText()).toMatch(new RegExp(`^${made} · #\\d+$`));
        await expect.poll(() => focusedId(page)).toBe('cfg-result_array_variable_id');
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        const variables = await api.call<{ variable_id: number; variable_name: string; variable_type: string }[]>(
          'GET',
          '/content/variables?fetch_all=1',
        );
        const created = variables.find((v) => v.variable_name === made)!;
        expect(created.variable_type).toBe('array');
        await expect.poll(async () => (await flow.stored()).result_array_variable_id).toBe(created.variable_id);
        // Stored as a variable reference: the new variable is in use, the one it replaced no longer.
        const inUse = (id: number) => api.call('POST', '/content/check-in-use-count', { content_model: 'Variable', content_id: id });
        expect(await inUse(created.variable_id)).toEqual({ count: 1 });
        expect(await inUse(card.variable_id)).toEqual({ count: 0 });
      } catch (e) {
        await page.screenshot({ path: '/tmp/pickers-complex-e2e-failure.png' });
        throw e;
      }
    });
  });

  it("the visual form's mapping suggests the chosen form type's fields with their datastore columns, and follows a new form type", async () => {
    const api = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const store = await api.call<{ data_store_id: number }>('POST', '/data/data-store', {
      display_name: `Claims ${stamp}`,
      collection_structure: [
        { col_name: 'Policy No', type: 'STRING' },
        { col_name: 'Email', type: 'STRING' },
      ],
    });
    const claim = await api.call<{ form_type_id: number }>('POST', '/form/form-types', {
      name: `Claim ${stamp}`,
      fields: [
        { name: 'policy', label: 'Policy number', data_type: 'STRING', required: true },
        { name: 'reason', label: 'Reason', data_type: 'STRING' },
      ],
      data_store_id: store.data_store_id,
      field_mapping: { policy: 'Policy No' },
    });
    await api.call('POST', '/form/form-types', {
      name: `Callback ${stamp}`,
      fields: [
        { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
        { name: 'best_time', label: 'Best time', data_type: 'TIME' },
      ],
    });
    const target = await api.call<{ variable_id: number }>('POST', '/content/variables', {
      variable_name: `vf_${stamp}`,
      variable_type: 'single_value',
    });
    const flow = await taskWith(api, `Form mapping ${stamp}`, 'voice', 'visual_form', 'Claim form', {
      form_type_id: claim.form_type_id,
      field_mappings: [{ source: 'policy', variable_id: target.variable_id }],
    });
    const source = 'cfg-field_mappings-0-source';

    await withPage(async (page) => {
      try {
        await openEditorOf(page, flow.taskId, api.scope, 'Claim form');
        await expect
          .poll(() => suggestions(page, source))
          .toEqual([
            ['policy', `Policy number — column Policy No of Claims ${stamp}`],
            ['reason', 'Reason'],
          ]);
        await page.locator(`#${source}`).scrollIntoViewIfNeeded();
        await page.screenshot({ path: '/tmp/pickers-form-mapping.png' });
        expect(await violations(page, 'visual form mapping suggestions')).toEqual([]);

        // Another form type: its fields are suggested instead.
        await tabTo(page, 'cfg-form_type_id', 40);
        await page.keyboard.press('Enter');
        await page.getByRole('listbox', { name: 'Choose a custom form…' }).waitFor();
        await page.keyboard.type(`Callback ${stamp}`);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('#cfg-form_type_id').innerText()).toContain(`Callback ${stamp}`);
        await expect
          .poll(() => suggestions(page, source))
          .toEqual([
            ['full_name', 'Full name'],
            ['best_time', 'Best time'],
          ]);

        // A typed name that is not suggested stays allowed.
        await tabTo(page, source, 40);
        await page.keyboard.press('Control+a');
        await page.keyboard.type('legacy_field');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
        await expect
          .poll(async () => (await flow.stored()).field_mappings)
          .toEqual([{ source: 'legacy_field', variable_id: target.variable_id }]);
      } catch (e) {
        await page.screenshot({ path: '/tmp/pickers-form-e2e-failure.png' });
        throw e;
      }
    });
  });

  it("the text form's mapping suggests the chosen form type's fields too", async () => {
    const api = await accountApi(builder);
    const stamp = Date.now().toString(36);
    const survey = await api.call<{ form_type_id: number }>('POST', '/form/form-types', {
      name: `Survey ${stamp}`,
      fields: [
        { name: 'score', label: 'Score', data_type: 'NUMERIC', required: true },
        { name: 'comment', label: 'Comment', data_type: 'STRING' },
      ],
    });
    const answer = await api.call<{ variable_id: number }>('POST', '/content/variables', {
      variable_name: `tf_${stamp}`,
      variable_type: 'single_value',
    });
    const flow = await taskWith(api, `Text form mapping ${stamp}`, 'messaging', 'text_form', 'Survey form', {
      form_type_id: survey.form_type_id,
      field_mappings: [{ source: 'score', variable_id: answer.variable_id }],
    });

    await withPage(async (page) => {
      try {
        await openEditorOf(page, flow.taskId, api.scope, 'Survey form');
        await expect
          .poll(() => suggestions(page, 'cfg-field_mappings-0-source'))
          .toEqual([
            ['score', 'Score'],
            ['comment', 'Comment'],
          ]);
      } catch (e) {
        await page.screenshot({ path: '/tmp/pickers-text-form-e2e-failure.png' });
        throw e;
      }
    });
  });
});
