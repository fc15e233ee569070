import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const create = async (ac_name: string, domain_id?: string) =>
  (await asAdmin('POST', '/portal/accounts', { ac_name, ...(domain_id ? { domain_id } : {}) })).json().data.ac_id as number;
const enabledNames = async (filter = '') =>
  (await asAdmin('GET', `/portal/accounts${filter}`)).json().data.map((a: { ac_name: string }) => a.ac_name);
const actions = async (acId: number) =>
  (
    await f.s.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'Account')
      .where('subject_id', '=', String(acId))
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('accounts: edit, soft delete and undo', () => {
  it('edits name, domain and settings; the domain map follows; settings merge', async () => {
    const id = await create('Editable', '4241');
    await asAdmin('PUT', `/portal/accounts/${id}`, { ac_setting: { default_timezone: 'Asia/Tokyo' } });
    const res = await asAdmin('PUT', `/portal/accounts/${id}`, {
      ac_name: 'Edited',
      domain_id: '4242',
      ac_setting: { display_date_format: 'MM/DD/YYYY' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ac_name: 'Edited',
      domain_id: '4242',
      ac_domain_map: [{ domain_id: '4242' }],
      ac_setting: { default_timezone: 'Asia/Tokyo', display_date_format: 'MM/DD/YYYY' },
    });
    expect((await asAdmin('PUT', `/portal/accounts/${id}`, { ac_name: 'Northwind Retail' })).json().message).toBe(
      'The name has already been taken.',
    );
    expect((await asAdmin('PUT', `/portal/accounts/${id}`, { sp_id: f.ids.bluebird })).statusCode).toBe(422);
  });

  it('deletes softly (listed under Disabled), undoes with is_enabled=1, and logs each step', async () => {
    const id = await create('Short lived');
    expect((await asAdmin('DELETE', `/portal/accounts/${id}`)).statusCode).toBe(200);
    expect(await enabledNames()).not.toContain('Short lived');
    expect(await enabledNames('?is_enabled=0')).toEqual(['Short lived']);
    expect((await asAdmin('DELETE', `/portal/accounts/${id}`)).statusCode).toBe(404);
    const undo = await asAdmin('PUT', `/portal/accounts/${id}`, { is_enabled: 1 });
    expect(undo.json().data.is_enabled).toBe(1);
    expect(await enabledNames()).toContain('Short lived');
    expect(await actions(id)).toEqual(['create', 'delete', 'restore']);
  });

  it('refuses to undo a delete when an enabled account took the name meanwhile', async () => {
    const id = await create('Reused name');
    await asAdmin('DELETE', `/portal/accounts/${id}`);
    await create('Reused name');
    const undo = await asAdmin('PUT', `/portal/accounts/${id}`, { is_enabled: 1 });
    expect(undo.statusCode).toBe(422);
    expect(undo.json().message).toBe('The name has already been taken.');
    expect((await f.s.db.selectFrom('accounts').select('is_enabled').where('ac_id', '=', id).executeTakeFirstOrThrow()).is_enabled).toBe(0);
  });

  it('drops an account from the switcher of its users at once', async () => {
    const id = await create('Switcher check');
    const options = async () =>
      (await f.s.call('GET', '/auth/user', { token: f.token['sp.admin@studio.test'] }))
        .json()
        .data.account_mappings[0].accounts.map((a: { ac_id: number }) => a.ac_id);
    expect(await options()).toContain(id);
    await asAdmin('DELETE', `/portal/accounts/${id}`);
    expect(await options()).not.toContain(id);
  });
});

describe('accounts: force and bulk delete', () => {
  it('force-deletes an account with its content; a second force delete answers 404 (already deleted)', async () => {
    const id = await create('Doomed');
    await f.s.db.insertInto('enabled_features').values({ sp_id: f.ids.northwind, ac_id: id, feature: 'build.tasks' }).execute();
    expect((await asAdmin('POST', `/portal/force-delete/${id}`)).statusCode).toBe(200);
    expect(await f.s.db.selectFrom('accounts').select('ac_id').where('ac_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await f.s.db.selectFrom('enabled_features').select('id').where('ac_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await asAdmin('POST', `/portal/force-delete/${id}`)).statusCode).toBe(404);
    expect(await actions(id)).toEqual(['create', 'force_delete']);
  });

  it('bulk-deletes all or nothing: one foreign or unknown id refuses the whole request', async () => {
    const a = await create('Bulk A');
    const b = await create('Bulk B');
    const refused = await asAdmin('POST', '/portal/bulk-delete-accounts', { ac_ids: [a, b, f.ids.support] });
    expect(refused.statusCode).toBe(404);
    expect(await enabledNames()).toEqual(expect.arrayContaining(['Bulk A', 'Bulk B']));
    expect((await asAdmin('POST', '/portal/bulk-delete-accounts', { ac_ids: [] })).json().message).toBe('Choose at least one item.');
    const done = await asAdmin('POST', '/portal/bulk-delete-accounts', { ac_ids: [a, b] });
    expect(done.json().data).toEqual({ ac_ids: [a, b] });
    expect(await enabledNames('?is_enabled=0')).toEqual(expect.arrayContaining(['Bulk A', 'Bulk B']));
  });
});
