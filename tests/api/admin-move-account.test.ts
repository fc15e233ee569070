import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture('ac.builder@studio.test');
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const move = (ac_id: number, sp_id: number) => asSystem('POST', '/portal/moveAccountToSp', { ac_id, sp_id });
const tenancy = async () => ({
  accounts: await f.s.db.selectFrom('accounts').selectAll().orderBy('ac_id').execute(),
  features: await f.s.db.selectFrom('enabled_features').selectAll().orderBy('id').execute(),
  mappings: await f.s.db.selectFrom('user_account_mappings').selectAll().orderBy('id').execute(),
  roles: await f.s.db.selectFrom('user_roles').selectAll().orderBy('id').execute(),
});

describe('move account to another provider (system role only)', () => {
  it('refuses other roles, the same provider, unknown ids and a name taken in the target, changing nothing', async () => {
    await f.asAdmin('POST', '/portal/accounts', { ac_name: 'Bluebird Support' });
    const clash = (await f.s.db.selectFrom('accounts').select('ac_id').where('ac_name', '=', 'Bluebird Support').where('sp_id', '=', f.ids.northwind).executeTakeFirstOrThrow()).ac_id;
    const before = await tenancy();
    const byAdmin = await f.asAdmin('POST', '/portal/moveAccountToSp', { ac_id: f.ids.retail, sp_id: f.ids.bluebird });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('You do not have permission to manage this item');
    expect((await move(f.ids.retail, f.ids.northwind)).json().message).toBe('The account already belongs to this service provider.');
    expect((await move(f.ids.retail, 999999)).statusCode).toBe(404);
    expect((await move(999999, f.ids.bluebird)).statusCode).toBe(404);
    const taken = await move(clash, f.ids.bluebird);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('The name has already been taken.');
    expect(await tenancy()).toEqual(before);
  });

  it('moves the account with its features, content, user mappings and roles; its users find it under the new provider', async () => {
    const builder = f.token['ac.builder@studio.test'];
    const health = { spId: f.ids.northwind, acId: f.ids.health };
    const variable = (await f.s.call('POST', '/content/variables', { token: builder, selection: health, body: { variable_name: 'moves_along', variable_type: 'single_value' } })).json().data;
    const features = (await f.s.db.selectFrom('enabled_features').select('feature').where('ac_id', '=', f.ids.health).execute()).length;

    const res = await move(f.ids.health, f.ids.bluebird);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ac_id: f.ids.health, sp_id: f.ids.bluebird, sp_name: 'Bluebird Telecom' });
    const moved = await f.s.db.selectFrom('enabled_features').select('sp_id').where('ac_id', '=', f.ids.health).execute();
    expect(moved).toHaveLength(features);
    expect(new Set(moved.map((r) => r.sp_id))).toEqual(new Set([f.ids.bluebird]));

    const options = (await f.s.call('GET', '/auth/user', { token: builder })).json().data.account_mappings as { sp_id: number; accounts: { ac_id: number }[] }[];
    expect(options.find((o) => o.sp_id === f.ids.bluebird)?.accounts.map((a) => a.ac_id)).toEqual([f.ids.health]);
    expect(options.find((o) => o.sp_id === f.ids.northwind)?.accounts.map((a) => a.ac_id)).toEqual([f.ids.retail]);
    const inNewHome = await f.s.call('GET', `/content/variables/${variable.variable_id}`, { token: builder, selection: { spId: f.ids.bluebird, acId: f.ids.health } });
    expect(inNewHome.json().data.variable_name).toBe('moves_along');
    // The old provider no longer reaches it.
    expect((await f.asAdmin('GET', `/portal/accounts/${f.ids.health}`)).statusCode).toBe(404);
    const log = await f.s.db.selectFrom('activity_log').select(['action', 'summary']).where('subject_type', '=', 'Account').where('subject_id', '=', String(f.ids.health)).execute();
    expect(log.map((l) => [l.action, JSON.parse(l.summary)])).toEqual([['move', { before: { sp_id: f.ids.northwind }, after: { sp_id: f.ids.bluebird } }]]);
  });
});
