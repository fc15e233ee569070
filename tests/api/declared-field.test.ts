import { sql } from 'kysely';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { JavascriptFunctionsTable, PromptsTable, VariablesTable } from '@server/db/schema';
import type { TaskExportDocument, TransferRequest } from '@shared/api/transfer';
import { type functionFields, functionsType } from '@shared/entities/content/functions';
import { type promptFields, promptsType } from '@shared/entities/content/prompts';
import { type variableFields, variablesType } from '@shared/entities/content/variables';
import type { StoredRow } from '@shared/entities/fields';
import { contentTabs } from '@client/features/authoring/content/tabs';
import { accountFixture } from './support/account';

/**
 * A field added to a content type's declaration, and to its table (what a migration does), and nowhere else:
 * it is taken by create and update, answered by read and list, searched, copied by duplicate, carried by an
 * export, and shown by the form with its limit — for prompts, variables and functions alike. Their tables' row types
 * are their declarations' (StoredRow), so they need no edit either.
 */
const { note } = vi.hoisted(() => ({
  note: {
    type: 'text',
    max: 50,
    nullable: true,
    listed: { label: 'fields.note' },
    searchable: true,
    exported: true,
    copied: true,
    form: { label: 'fields.note' },
  } as const,
}));
vi.mock('@shared/entities/content/prompts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/entities/content/prompts')>();
  const promptFields = { ...real.promptFields, note };
  return { ...real, promptFields, promptsType: { ...real.promptsType, fields: promptFields } };
});
vi.mock('@shared/entities/content/variables', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/entities/content/variables')>();
  const variableFields = { ...real.variableFields, note };
  return { ...real, variableFields, variablesType: { ...real.variablesType, fields: variableFields } };
});
vi.mock('@shared/entities/content/functions', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/entities/content/functions')>();
  const functionFields = { ...real.functionFields, note };
  return { ...real, functionFields, functionsType: { ...real.functionsType, fields: functionFields } };
});

const fx = accountFixture();

async function exported(taskId: number): Promise<TaskExportDocument> {
  const queued = await fx.call('POST', `/studio/export/${taskId}`, { exportConfig: {}, async: 1 });
  expect(queued.statusCode, queued.body).toBe(202);
  const requestId = queued.json().data.request_id;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const state = (await fx.call('GET', `/studio/tasks/task-import-export/${requestId}`)).json().data as TransferRequest;
    if (state.status === 'failed') throw new Error(state.error ?? 'export failed');
    if (state.status !== 'completed') continue;
    const url = (await fx.call('POST', `/studio/export/download-from-url-generator/${taskId}/${requestId}`)).json().data.url;
    return (await fx.call('GET', url.replace(/^\/api/, ''))).json();
  }
  throw new Error('the export did not finish');
}

describe('a field declared once', () => {
  it('arrives end to end: create, read, list and search, update, duplicate, export and the form', async () => {
    await sql`alter table prompts add column note text`.execute(fx.s.db);

    const created = await fx.call('POST', '/prompt/prompts', { prompt_name: 'Noted', note: '  Call back after six ' });
    expect(created.statusCode, created.body).toBe(201);
    const prompt = created.json().data;
    expect(prompt.note).toBe('Call back after six');
    expect((await fx.call('GET', `/prompt/prompts/${prompt.prompt_id}`)).json().data.note).toBe('Call back after six');
    const found = (await fx.call('GET', '/prompt/prompts?search=after six&searchFields=prompt_name,note')).json().data;
    expect(found.map((p: { prompt_id: number }) => p.prompt_id)).toEqual([prompt.prompt_id]);
    expect(found[0].note).toBe('Call back after six');

    const tooLong = await fx.call('POST', '/prompt/prompts', { prompt_name: 'Long', note: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0]).toMatch(/^note: /);
    expect((await fx.call('PUT', `/prompt/prompts/${prompt.prompt_id}`, { prompt_name: 'Noted again' })).json().data.note).toBe(
      'Call back after six',
    );
    expect((await fx.call('PUT', `/prompt/prompts/${prompt.prompt_id}`, { note: 'Call back at nine' })).json().data.note).toBe(
      'Call back at nine',
    );

    const copy = await fx.call('POST', `/prompt/prompts/duplicate/${prompt.prompt_id}`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ prompt_name: 'Noted again (copy)', note: 'Call back at nine' });

    const task = await fx.s.db
      .selectFrom('tasks')
      .select('task_id')
      .where('task_name', '=', 'Retail main line')
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow();
    const used = await fx.s.db
      .selectFrom('content_usages')
      .select('content_id')
      .where('content_model', '=', 'Prompt')
      .where('parent_id', '=', task.task_id)
      .executeTakeFirstOrThrow();
    expect((await fx.call('PUT', `/prompt/prompts/${used.content_id}`, { note: 'Exported too' })).statusCode).toBe(200);
    const doc = await exported(task.task_id);
    expect(doc.content.filter((c) => c.model === 'Prompt').map((c) => c.fields.note)).toContain('Exported too');

    const tab = contentTabs.find((t) => t.id === promptsType.name)!;
    expect(tab.columns.map((c) => c.id)).toContain('note');
    const draft = tab.toDraft(prompt, { variables: [] }) as Record<string, unknown>;
    expect(draft.note).toBe('Call back after six');
    expect(tab.emptyDraft()).toMatchObject({ note: '' });
    expect(tab.toBody({ ...draft, note: ' Later ' }, { variables: [] }, 'update')).toMatchObject({
      body: { prompt_name: 'Noted', note: 'Later' },
    });
    expect(tab.toBody({ ...draft, note: 'x'.repeat(51) }, { variables: [] }, 'update')).toEqual({
      error: 'forms.errors.tooLong',
      values: { max: '50' },
    });
  });

  it('arrives end to end in the other declared types too: variables (with their export) and functions', async () => {
    await sql`alter table variables add column note text`.execute(fx.s.db);
    await sql`alter table javascript_functions add column note text`.execute(fx.s.db);
    const cases = [
      {
        type: variablesType,
        body: { variable_name: 'noted_var', variable_type: 'single_value' },
        rename: { variable_name: 'noted_again' },
      },
      { type: functionsType, body: { name: 'notedFn', function_return_type: 'STRING', code: 'return 1;' }, rename: { name: 'notedAgain' } },
    ];
    for (const { type, body, rename } of cases) {
      const created = await fx.call('POST', type.path, { ...body, note: '  Call back after six ' });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json().data;
      const id = item[type.idField];
      expect(item.note, type.name).toBe('Call back after six');
      expect((await fx.call('GET', `${type.path}/${id}`)).json().data.note).toBe('Call back after six');
      const found = (await fx.call('GET', `${type.path}?search=after six&searchFields=${type.nameField},note`)).json().data;
      expect(
        found.map((r: Record<string, unknown>) => r[type.idField]),
        type.name,
      ).toEqual([id]);
      const tooLong = await fx.call('POST', type.path, { ...body, note: 'x'.repeat(51) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors[0]).toMatch(/^note: /);
      expect((await fx.call('PUT', `${type.path}/${id}`, rename)).json().data.note).toBe('Call back after six');
      expect((await fx.call('PUT', `${type.path}/${id}`, { note: 'Call back at nine' })).json().data.note).toBe('Call back at nine');

      const tab = contentTabs.find((t) => t.id === type.name)!;
      expect(tab.columns.map((c) => c.id)).toContain('note');
      expect((tab.toDraft(item, { variables: [] }) as Record<string, unknown>).note).toBe('Call back after six');
      expect(tab.emptyDraft()).toMatchObject({ note: '' });
      const draft = tab.toDraft(item, { variables: [] }) as Record<string, unknown>;
      expect(tab.toBody({ ...draft, note: ' Later ' }, { variables: [] }, 'update')).toMatchObject({ body: { note: 'Later' } });
      expect(tab.toBody({ ...draft, note: 'x'.repeat(51) }, { variables: [] }, 'update')).toEqual({
        error: 'forms.errors.tooLong',
        values: { max: '50' },
      });
    }

    const task = await fx.s.db
      .selectFrom('tasks')
      .select('task_id')
      .where('task_name', '=', 'Retail main line')
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow();
    const used = await fx.s.db
      .selectFrom('content_usages')
      .select('content_id')
      .where('content_model', '=', 'Variable')
      .where('parent_id', '=', task.task_id)
      .executeTakeFirstOrThrow();
    expect((await fx.call('PUT', `/content/variables/${used.content_id}`, { note: 'Exported too' })).statusCode).toBe(200);
    const doc = await exported(task.task_id);
    expect(doc.content.filter((c) => c.model === 'Variable').map((c) => c.fields.note)).toContain('Exported too');
  });

  it('needs no edit of the row types: each table has every declared field as a column of the declared type', () => {
    expectTypeOf<PromptsTable>().toExtend<StoredRow<typeof promptFields>>();
    expectTypeOf<VariablesTable>().toExtend<StoredRow<typeof variableFields>>();
    expectTypeOf<JavascriptFunctionsTable>().toExtend<StoredRow<typeof functionFields>>();
    expectTypeOf<StoredRow<typeof promptFields & { note: typeof note }>['note']>().toEqualTypeOf<string | null>();
  });
});
