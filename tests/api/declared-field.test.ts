import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { TaskExportDocument, TransferRequest } from '@shared/api/transfer';
import { promptsType } from '@shared/entities/content/prompts';
import { contentTabs } from '@client/features/authoring/content/tabs';
import { accountFixture } from './support/account';

/**
 * A field added to a content type's declaration, and to its table (what a migration does), and nowhere else:
 * it is taken by create and update, answered by read and list, searched, copied by duplicate, carried by an
 * export, and shown by the form with its limit.
 */
vi.mock('@shared/entities/content/prompts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/entities/content/prompts')>();
  const note = { type: 'text', max: 50, nullable: true, listed: { label: 'fields.note' }, searchable: true, exported: true, copied: true, form: { label: 'fields.note' } } as const;
  const promptFields = { ...real.promptFields, note };
  return { ...real, promptFields, promptsType: { ...real.promptsType, fields: promptFields } };
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
    expect((await fx.call('PUT', `/prompt/prompts/${prompt.prompt_id}`, { prompt_name: 'Noted again' })).json().data.note).toBe('Call back after six');
    expect((await fx.call('PUT', `/prompt/prompts/${prompt.prompt_id}`, { note: 'Call back at nine' })).json().data.note).toBe('Call back at nine');

    const copy = await fx.call('POST', `/prompt/prompts/duplicate/${prompt.prompt_id}`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ prompt_name: 'Noted again (copy)', note: 'Call back at nine' });

    const task = await fx.s.db.selectFrom('tasks').select('task_id').where('task_name', '=', 'Retail main line').where('ac_id', '=', fx.ids.retail).executeTakeFirstOrThrow();
    const used = await fx.s.db.selectFrom('content_usages').select('content_id').where('content_model', '=', 'Prompt').where('parent_id', '=', task.task_id).executeTakeFirstOrThrow();
    expect((await fx.call('PUT', `/prompt/prompts/${used.content_id}`, { note: 'Exported too' })).statusCode).toBe(200);
    const doc = await exported(task.task_id);
    expect(doc.content.filter((c) => c.model === 'Prompt').map((c) => c.fields.note)).toContain('Exported too');

    const tab = contentTabs.find((t) => t.id === promptsType.name)!;
    expect(tab.columns.map((c) => c.id)).toContain('note');
    const draft = tab.toDraft(prompt, { variables: [] }) as Record<string, unknown>;
    expect(draft.note).toBe('Call back after six');
    expect(tab.emptyDraft()).toMatchObject({ note: '' });
    expect(tab.toBody({ ...draft, note: ' Later ' }, { variables: [] }, 'update')).toMatchObject({ body: { prompt_name: 'Noted', note: 'Later' } });
    expect(tab.toBody({ ...draft, note: 'x'.repeat(51) }, { variables: [] }, 'update')).toEqual({ error: 'forms.errors.tooLong', values: { max: '50' } });
  });
});
