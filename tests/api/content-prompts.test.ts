import { describe, expect, it } from 'vitest';
import { defineEntityResource } from '@server/http/entity-resource';
import { prompts } from '@server/modules/content/prompts/prompts';
import { accountFixture, type AccountFixture } from './support/account';

const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const createPrompt = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/prompt/prompts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const names = (res: { json(): { data: { prompt_name: string }[] } }) => res.json().data.map((p) => p.prompt_name);

describe('prompts', () => {
  it('creates a prompt with a text per language using a variable by {{id}}, and reads it back', async () => {
    const variable = (await call('POST', '/content/variables', { variable_name: 'caller_name', variable_type: 'single_value' })).json()
      .data;
    const created = await createPrompt({
      prompt_name: 'Welcome',
      texts: [
        { language: 'en-US', text: `Hello {{${variable.variable_id}}}, welcome.`, file_id: null },
        { language: 'fr-CA', text: 'Bonjour.' },
      ],
    });
    expect(created).toMatchObject({
      prompt_name: 'Welcome',
      name: 'Welcome',
      prompt_type: 'IVA',
      folder_id: 0,
      is_enabled: 1,
      is_archived: 0,
    });
    expect(created.variable_ids).toEqual([variable.variable_id]);
    expect(created.texts[1]).toEqual({ language: 'fr-CA', text: 'Bonjour.', file_id: null });
    const one = await call('GET', `/prompt/prompts/${created.prompt_id}`);
    expect(one.json().data).toEqual(created);
    const log = await fx.s.db
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_type', '=', 'Prompt')
      .where('subject_id', '=', String(created.prompt_id))
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.summary).after.prompt_name).toBe('Welcome');
    expect(log.ac_id).toBe(fx.retail.acId);
  });

  it('keeps names unique per account and prompt type, case-insensitively, and checks them on the server', async () => {
    await createPrompt({ prompt_name: 'Main menu' });
    const dup = await call('POST', '/prompt/prompts', { prompt_name: 'main MENU' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'The name has already been taken.', errors: ['prompt_name: The name has already been taken.'] });
    expect((await call('POST', '/prompt/prompts', { prompt_name: 'Main menu', prompt_type: 'QFM' })).statusCode).toBe(201);

    const taken = await call('POST', '/prompt/validate', { name: 'Main Menu', prompt_type: 'IVA' });
    expect(taken.json().data).toEqual({ valid: false, message: 'The name has already been taken.' });
    const free = await call('POST', '/prompt/validate', { name: 'Goodbye', prompt_type: 'IVA' });
    expect(free.json().data).toEqual({ valid: true, message: 'The name is available.' });
    const own = (await call('GET', '/prompt/prompts?prompt_type=IVA&search=main menu')).json().data[0];
    // Prompt lists always ask for IVA: a check without a type checks the IVA names.
    expect((await call('POST', '/prompt/validate', { name: 'MAIN menu' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await call('POST', '/prompt/validate', { name: 'Goodbye' })).json().data.valid).toBe(true);
    const self = await call('POST', '/prompt/validate', { name: 'Main menu', prompt_id: own.prompt_id });
    expect(self.json().data.valid).toBe(true);
    const qfm = (await call('GET', '/prompt/prompts?prompt_type=QFM&search=main menu')).json().data[0];
    expect((await call('POST', '/prompt/validate', { name: 'Main menu', prompt_id: qfm.prompt_id })).json().data.valid).toBe(false);
    expect(
      (await call('POST', '/prompt/validate', { name: 'Main menu', prompt_type: 'QFM', prompt_id: qfm.prompt_id })).json().data.valid,
    ).toBe(true);
    // A resource whose name scope has no value and no default refuses the check instead of matching nothing.
    const unscoped = defineEntityResource({ ...prompts.descriptor, nameRule: { per: ['prompt_type'] } }, prompts.parts);
    await expect(unscoped.nameTaken(fx.s.db, fx.ids.retail, 'Main menu', {})).rejects.toMatchObject({
      statusCode: 422,
      message: 'prompt_type is needed to check the name.',
    });
  });

  it('answers simultaneous creates of one name with one success and 422s, never a 500', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/prompt/prompts', { prompt_name: 'Race' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe('The name has already been taken.');
    const rows = await fx.s.db.selectFrom('prompts').select('prompt_id').where('prompt_name', '=', 'Race').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers bad input with 422 naming the field, and creates nothing', async () => {
    const before = (await call('GET', '/prompt/prompts')).json().data.length;
    const cases: [unknown, RegExp][] = [
      [{}, /^prompt_name: /],
      [{ prompt_name: '   ' }, /^prompt_name: /],
      [{ prompt_name: 'Typed', prompt_type: 'XYZ' }, /^prompt_type: /],
      [{ prompt_name: 'Lang', texts: [{ language: 'english!', text: 'x' }] }, /^texts\.0\.language: /],
      [
        {
          prompt_name: 'Twice',
          texts: [
            { language: 'en', text: 'a' },
            { language: 'en', text: 'b' },
          ],
        },
        /^texts\.1\.language: en is given twice/,
      ],
      [
        { prompt_name: 'Ghost', texts: [{ language: 'en', text: 'Hi {{987654}}' }] },
        /^texts: Variable 987654 does not exist in this account\.$/,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await call('POST', '/prompt/prompts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect((await call('GET', '/prompt/prompts')).json().data.length).toBe(before);
    expect((await call('GET', '/prompt/prompts/abc')).statusCode).toBe(422);
    expect((await call('GET', '/prompt/prompts/999999')).statusCode).toBe(404);
  });

  it('updates, soft-deletes, and undoes the delete by saving with is_enabled=1', async () => {
    const p = await createPrompt({ prompt_name: 'Hold music intro' });
    const renamed = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { prompt_name: 'Hold intro' });
    expect(renamed.json().data.prompt_name).toBe('Hold intro');

    const del = await call('DELETE', `/prompt/prompts/${p.prompt_id}`);
    expect(del.json().data).toEqual({ id: p.prompt_id, delete_type: 'soft' });
    expect(names(await call('GET', '/prompt/prompts'))).not.toContain('Hold intro');
    expect((await call('GET', `/prompt/prompts/${p.prompt_id}`)).statusCode).toBe(404);

    const undo = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1 });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data.is_enabled).toBe(1);
    expect(names(await call('GET', '/prompt/prompts'))).toContain('Hold intro');
    const actions = await fx.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'Prompt')
      .where('subject_id', '=', String(p.prompt_id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses to undo a delete when the name has been taken meanwhile', async () => {
    const p = await createPrompt({ prompt_name: 'Closing' });
    await call('DELETE', `/prompt/prompts/${p.prompt_id}`);
    await createPrompt({ prompt_name: 'Closing' });
    const undo = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1 });
    expect(undo.statusCode).toBe(422);
    expect(undo.json().message).toBe('The name has already been taken.');
    const row = await fx.s.db.selectFrom('prompts').select('is_enabled').where('prompt_id', '=', p.prompt_id).executeTakeFirstOrThrow();
    expect(row.is_enabled).toBe(0);
  });

  it('archives by safe delete (listed only in Archived), restores, and force-deletes for good', async () => {
    const p = await createPrompt({ prompt_name: 'Seasonal greeting' });
    const safe = await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=safe`);
    expect(safe.json().data.delete_type).toBe('safe');
    expect(names(await call('GET', '/prompt/prompts'))).not.toContain('Seasonal greeting');
    expect(names(await call('GET', '/prompt/prompts?folder_id=-1'))).toEqual(['Seasonal greeting']);
    expect(names(await call('GET', '/prompt/prompts?is_archived=all'))).toContain('Seasonal greeting');

    const back = await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_archived: 0 });
    expect(back.json().data.is_archived).toBe(0);
    expect(names(await call('GET', '/prompt/prompts?folder_id=-1'))).toEqual([]);

    const force = await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=force`);
    expect(force.json().data).toEqual({ id: p.prompt_id, delete_type: 'force' });
    expect(await fx.s.db.selectFrom('prompts').select('prompt_id').where('prompt_id', '=', p.prompt_id).executeTakeFirst()).toBeUndefined();
    expect((await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=force`)).statusCode).toBe(404);
    expect((await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=wipe`)).statusCode).toBe(422);
  });

  it('only accepts is_enabled=1 and is_archived=0 on update (deleting goes through DELETE)', async () => {
    const p = await createPrompt({ prompt_name: 'Flags' });
    expect((await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 0 })).statusCode).toBe(422);
    expect((await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_archived: 1 })).statusCode).toBe(422);
  });

  it('duplicates a prompt under the next free copy name', async () => {
    const p = await createPrompt({ prompt_name: 'Opening hours', texts: [{ language: 'en', text: 'We are open 9 to 5.' }] });
    const first = await call('POST', `/prompt/prompts/duplicate/${p.prompt_id}`);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ prompt_name: 'Opening hours (copy)', texts: p.texts });
    const second = await call('POST', `/prompt/prompts/duplicate/${p.prompt_id}`);
    expect(second.json().data.prompt_name).toBe('Opening hours (copy 2)');
  });

  it('answers prompts by ids, leaving out unknown ones', async () => {
    const a = await createPrompt({ prompt_name: 'By id A' });
    const b = await createPrompt({ prompt_name: 'By id B' });
    const res = await call('POST', '/prompt/prompts/by-ids', { prompt_ids: [b.prompt_id, a.prompt_id, 999999] });
    expect(names(res)).toEqual(['By id A', 'By id B']);
  });

  it('pages with fetch_all=0 and reports meta.total; searches server-side', async () => {
    for (let i = 1; i <= 12; i++) await createPrompt({ prompt_name: `Queue position ${String(i).padStart(2, '0')}` });
    const page = await call('GET', '/prompt/prompts?fetch_all=0&per_page=5&page=2&search=queue position');
    expect(page.json().meta).toEqual({ total: 12, page: 2, per_page: 5 });
    expect(names(page)).toEqual(['Queue position 06', 'Queue position 07', 'Queue position 08', 'Queue position 09', 'Queue position 10']);
    const last = await call('GET', '/prompt/prompts?fetch_all=0&per_page=5&page=3&search=QUEUE');
    expect(names(last)).toHaveLength(2);
    const all = await call('GET', '/prompt/prompts?search=position 1');
    expect(all.json().meta).toBeUndefined();
    expect(names(all)).toEqual(['Queue position 10', 'Queue position 11', 'Queue position 12']);
    const desc = await call('GET', '/prompt/prompts?search=queue&sort_by=prompt_name&sort_order=desc&fetch_all=0&per_page=1');
    expect(names(desc)).toEqual(['Queue position 12']);
    expect((await call('GET', '/prompt/prompts?search=50%')).json().data).toEqual([]);
    const bad = await call('GET', '/prompt/prompts?search=x&searchFields=texts');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('searchFields: texts cannot be searched; use prompt_name, prompt_id.');
  });

  it('lists only the type asked for', async () => {
    const qfm = (await call('GET', '/prompt/prompts?prompt_type=QFM')).json().data;
    expect(qfm.every((p: { prompt_type: string }) => p.prompt_type === 'QFM')).toBe(true);
    expect(qfm.length).toBeGreaterThan(0);
    expect(
      (await call('GET', '/prompt/prompts?prompt_type=IVA')).json().data.some((p: { prompt_type: string }) => p.prompt_type === 'QFM'),
    ).toBe(false);
  });

  it('documents the content calls in the OpenAPI document', async () => {
    const doc = (await fx.s.call('GET', '/docs')).json();
    for (const path of [
      '/prompt/prompts',
      '/prompt/prompts/{prompt_id}',
      '/content/variables',
      '/content/folders',
      '/content/check-in-use',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
