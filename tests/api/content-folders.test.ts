import { describe, expect, it } from 'vitest';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const folder = async (folder_name: string) => (await call('POST', '/content/folders', { folder_name })).json().data;
const prompt = async (prompt_name: string, extra: Record<string, unknown> = {}) =>
  (await call('POST', '/prompt/prompts', { prompt_name, ...extra })).json().data;
const promptNames = async (query: string) =>
  (await call('GET', `/prompt/prompts?${query}`)).json().data.map((p: { prompt_name: string }) => p.prompt_name);

describe('content folders', () => {
  it('creates, lists, renames and refuses duplicate folder names', async () => {
    const res = await call('POST', '/content/folders', { folder_name: 'Billing' });
    expect(res.statusCode).toBe(201);
    const billing = res.json().data;
    expect(billing).toMatchObject({ folder_name: 'Billing', is_enabled: 1 });
    await folder('Announcements');
    const list = (await call('GET', '/content/folders')).json().data;
    expect(list.map((f: { folder_name: string }) => f.folder_name)).toEqual(['Announcements', 'Billing']);

    const dup = await call('POST', '/content/folders', { folder_name: 'billing' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('The name has already been taken.');
    expect((await call('POST', '/content/folders', { folder_name: '' })).json().errors[0]).toMatch(/^folder_name: /);

    const renamed = await call('PUT', `/content/folders/${billing.folder_id}`, { folder_name: 'Billing and payments' });
    expect(renamed.json().data.folder_name).toBe('Billing and payments');
    expect((await call('PUT', `/content/folders/${billing.folder_id}`, { folder_name: 'Announcements' })).statusCode).toBe(422);
    expect((await call('GET', '/content/folders?search=payments')).json().data).toHaveLength(1);
  });

  it('creates content in a folder and lists by folder: Main (0), a user folder, Archived (-1)', async () => {
    // The account's demo prompts are in Main already: these are the ones this test adds.
    const demo = await promptNames('');
    const added = async (query: string) => (await promptNames(query)).filter((name: string) => !demo.includes(name));
    const f = await folder('Sales');
    await prompt('Sales intro', { folder_id: f.folder_id });
    await prompt('Root prompt');
    expect(await promptNames(`folder_id=${f.folder_id}`)).toEqual(['Sales intro']);
    expect(await added('folder_id=0')).toEqual(['Root prompt']);
    expect(await added('')).toEqual(['Root prompt', 'Sales intro']);
    const inArchive = await call('POST', '/prompt/prompts', { prompt_name: 'Straight to archive', folder_id: -1 });
    expect(inArchive.statusCode).toBe(422);
    expect(inArchive.json().message).toBe('Contents cannot be moved into Archived folder directly');
    const unknown = await call('POST', '/prompt/prompts', { prompt_name: 'Lost', folder_id: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The folder does not exist in this account.');
  });

  it('moves content between folders, out of Archived, and refuses moving into Archived', async () => {
    const f = await folder('Support');
    const a = await prompt('Move me A');
    const b = await prompt('Move me B');
    const move = await call('POST', '/content/folder-contents', {
      folder_id: f.folder_id,
      content_model: 'Prompt',
      content_ids: [a.prompt_id, b.prompt_id],
    });
    expect(move.statusCode).toBe(200);
    expect(await promptNames(`folder_id=${f.folder_id}`)).toEqual(['Move me A', 'Move me B']);

    const refused = await call('POST', '/content/folder-contents', { folder_id: -1, content_model: 'prompt', content_ids: [a.prompt_id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Contents cannot be moved into Archived folder directly',
      errors: ['Contents cannot be moved into Archived folder directly'],
    });
    expect(await promptNames(`folder_id=${f.folder_id}`)).toEqual(['Move me A', 'Move me B']);

    await call('DELETE', `/prompt/prompts/${a.prompt_id}?delete_type=safe`);
    expect(await promptNames('folder_id=-1')).toEqual(['Move me A']);
    await call('POST', '/content/folder-contents', { folder_id: 0, content_model: 'Prompt', content_ids: [a.prompt_id] });
    expect(await promptNames('folder_id=-1')).toEqual([]);
    expect(await promptNames('folder_id=0')).toContain('Move me A');

    const log = await fx.s.db.selectFrom('activity_log').select('summary').where('action', '=', 'move').orderBy('id').execute();
    expect(JSON.parse(log[0].summary)).toMatchObject({ content_ids: [a.prompt_id, b.prompt_id], after: { folder_id: f.folder_id } });
  });

  it('moves nothing when one id is unknown or the model is not served', async () => {
    const f = await folder('Partial');
    const a = await prompt('Stays put');
    const res = await call('POST', '/content/folder-contents', {
      folder_id: f.folder_id,
      content_model: 'Prompt',
      content_ids: [a.prompt_id, 987654],
    });
    expect(res.statusCode).toBe(404);
    expect(await promptNames(`folder_id=${f.folder_id}`)).toEqual([]);
    const model = await call('POST', '/content/folder-contents', {
      folder_id: f.folder_id,
      content_model: 'Spaceship',
      content_ids: [a.prompt_id],
    });
    expect(model.statusCode).toBe(422);
    expect(model.json().errors[0]).toMatch(/^content_model: /);
  });

  it('deletes a folder and moves what it held to Main', async () => {
    const f = await folder('Temporary');
    const p = await prompt('Orphan to be', { folder_id: f.folder_id });
    const v = (
      await call('POST', '/content/variables', { variable_name: 'in_temp', variable_type: 'single_value', folder_id: f.folder_id })
    ).json().data;
    const del = await call('DELETE', `/content/folders/${f.folder_id}`);
    expect(del.json().data).toEqual({ id: f.folder_id, delete_type: 'force' });
    expect((await call('GET', '/content/folders')).json().data.map((x: { folder_id: number }) => x.folder_id)).not.toContain(f.folder_id);
    expect((await call('GET', `/prompt/prompts/${p.prompt_id}`)).json().data.folder_id).toBe(0);
    expect((await call('GET', `/content/variables/${v.variable_id}`)).json().data.folder_id).toBe(0);
    expect((await call('DELETE', `/content/folders/${f.folder_id}`)).statusCode).toBe(404);
  });

  it('lets a read-only user list folders but not create them', async () => {
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await fx.s.call('GET', '/content/folders', { token: viewer, selection: fx.retail })).statusCode).toBe(200);
    const res = await fx.s.call('POST', '/content/folders', {
      token: viewer,
      selection: fx.retail,
      body: { folder_name: 'Viewer folder' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'This feature is either not provisioned in your business plan or you do not have permission to view it.',
    );
  });
});
