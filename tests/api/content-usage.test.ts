import { describe, expect, it } from 'vitest';
import { replaceUsages } from '@server/modules/content/usage';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const variable = async (variable_name: string) =>
  (await call('POST', '/content/variables', { variable_name, variable_type: 'single_value' })).json().data;
const prompt = async (prompt_name: string, text: string) =>
  (await call('POST', '/prompt/prompts', { prompt_name, texts: [{ language: 'en-US', text }] })).json().data;
const inUse = async (content_model: string, content_id: number) =>
  (await call('POST', '/content/check-in-use', { content_model, content_id, delete_type: 'soft' })).json().data;
const blockedMessage = "Sorry this variable couldn't be deleted since it is used inside the tasks or other content items";

describe('usage index, check in use and deletion', () => {
  it('answers an unused item with the spec notice and deletes it directly', async () => {
    const v = await variable('unused_var');
    expect(await inUse('Variable', v.variable_id)).toEqual({
      in_use: false,
      count: 0,
      deletable: true,
      title: null,
      message: 'This item is not currently in use.',
      usages: [],
    });
    expect((await call('DELETE', `/content/variables/${v.variable_id}`)).statusCode).toBe(200);
  });

  it('records a prompt using a variable through {{id}} and refuses to delete the variable, listing the usages', async () => {
    const v = await variable('balance');
    const p = await prompt('Balance prompt', `Your balance is {{${v.variable_id}}}.`);
    const answer = await inUse('variable', v.variable_id);
    expect(answer).toEqual({
      in_use: true,
      count: 1,
      deletable: false,
      title: 'Content cannot be deleted',
      message: blockedMessage,
      usages: [{ model: 'Prompt', id: null, name: 'Prompts', items: [{ model: 'Prompt', id: p.prompt_id, name: 'Balance prompt' }] }],
    });
    expect(
      (await call('POST', '/content/check-in-use-count', { content_model: 'Variable', content_id: v.variable_id })).json().data,
    ).toEqual({ count: 1 });

    for (const type of ['soft', 'safe', 'force']) {
      const res = await call('DELETE', `/content/variables/${v.variable_id}?delete_type=${type}`);
      expect(res.statusCode, type).toBe(409);
      expect(res.json()).toEqual({
        message: blockedMessage,
        errors: [blockedMessage],
        title: 'Content cannot be deleted',
        usages: answer.usages,
      });
    }
    const row = await fx.s.db
      .selectFrom('variables')
      .select(['is_enabled', 'is_archived'])
      .where('variable_id', '=', v.variable_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_enabled: 1, is_archived: 0 });
    const logged = await fx.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'Variable')
      .where('subject_id', '=', String(v.variable_id))
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['create']);
  });

  it('follows prompt writes: an edited text, a deleted prompt and its undo update the index', async () => {
    const v = await variable('due_date');
    const p = await prompt('Due date prompt', `Due on {{${v.variable_id}}}`);
    await call('PUT', `/prompt/prompts/${p.prompt_id}`, { texts: [{ language: 'en-US', text: 'No variables now' }] });
    expect((await inUse('Variable', v.variable_id)).in_use).toBe(false);
    await call('PUT', `/prompt/prompts/${p.prompt_id}`, {
      texts: [{ language: 'en-US', text: `Due {{${v.variable_id}}} and {{ ${v.variable_id} }}` }],
    });
    expect((await inUse('Variable', v.variable_id)).count).toBe(1);
    await call('DELETE', `/prompt/prompts/${p.prompt_id}`);
    expect((await inUse('Variable', v.variable_id)).in_use).toBe(false);
    await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1 });
    expect((await inUse('Variable', v.variable_id)).in_use).toBe(true);
    await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=force`);
    expect((await inUse('Variable', v.variable_id)).in_use).toBe(false);
    expect((await call('DELETE', `/content/variables/${v.variable_id}?delete_type=force`)).statusCode).toBe(200);
  });

  it('refuses to undo the delete of a prompt whose variable was removed meanwhile, until its text is fixed', async () => {
    const v = await variable('gone_soon');
    const p = await prompt('Uses gone', `Hello {{${v.variable_id}}}`);
    await call('DELETE', `/prompt/prompts/${p.prompt_id}`);
    expect((await call('DELETE', `/content/variables/${v.variable_id}?delete_type=force`)).statusCode).toBe(200);
    const undo = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1 });
    expect(undo.statusCode).toBe(422);
    expect(undo.json().message).toBe(`texts: Variable ${v.variable_id} does not exist in this account.`);
    const fixed = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1, texts: [{ language: 'en-US', text: 'Hello' }] });
    expect(fixed.json().data).toMatchObject({ is_enabled: 1, variable_ids: [] });
  });

  it('groups node usages under their task, filters lists by task, and blocks deleting a used prompt', async () => {
    const p = await prompt('IVR greeting', 'Hello');
    const other = await prompt('Unrelated prompt', 'Hi');
    await fx.s.db.transaction().execute((trx) =>
      replaceUsages(
        trx,
        {
          acId: fx.retail.acId as number,
          model: 'Node',
          id: 501,
          name: 'Greeting node',
          parent: { model: 'Task', id: 77, name: 'Billing IVR' },
        },
        [{ content_model: 'Prompt', content_id: p.prompt_id }],
      ),
    );
    const answer = await inUse('Prompt', p.prompt_id);
    expect(answer.usages).toEqual([
      { model: 'Task', id: 77, name: 'Billing IVR', items: [{ model: 'Node', id: 501, name: 'Greeting node' }] },
    ]);
    expect(answer.message).toBe("Sorry this prompt couldn't be deleted since it is used inside the tasks or other content items");
    const byTask = (await call('GET', '/prompt/prompts?task_id=77')).json().data.map((x: { prompt_id: number }) => x.prompt_id);
    expect(byTask).toEqual([p.prompt_id]);
    expect(byTask).not.toContain(other.prompt_id);
    expect((await call('GET', '/prompt/prompts?task_id=-1')).json().data.length).toBeGreaterThan(1);
    expect((await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=force`)).statusCode).toBe(409);
  });

  it('rebuilds the index on refresh-check-in-use', async () => {
    const v = await variable('refresh_me');
    await prompt('Refresh prompt', `{{${v.variable_id}}}`);
    await fx.s.db.deleteFrom('content_usages').where('content_id', '=', v.variable_id).where('content_model', '=', 'Variable').execute();
    expect((await inUse('Variable', v.variable_id)).in_use).toBe(false);
    const res = await call('POST', '/content/refresh-check-in-use', {
      content_model: 'Variable',
      content_id: v.variable_id,
      content_name: 'refresh_me',
    });
    expect(res.json().data).toEqual({
      message: 'Content item usage has been successfully refreshed. Check in use is now enabled and up to date.',
      count: 1,
      is_refreshing: 0,
    });
    expect((await inUse('Variable', v.variable_id)).count).toBe(1);
  });

  it('answers unknown ids with 404 and unknown models with 422', async () => {
    expect((await call('POST', '/content/check-in-use', { content_model: 'Variable', content_id: 987654 })).statusCode).toBe(404);
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Nope', content_id: 1 })).statusCode).toBe(422);
  });
});
