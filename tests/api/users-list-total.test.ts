import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

// The users list keeps its meta.total while the users and mapping tables are unchanged (a count over a
// large provider is the slow part of a page); every write, by any route or straight into the database
// (another server process), moves the tables' stamp, so the total shown is never an old one.
const f = providerFixture();
const total = async (query = '') =>
  (await f.asAdmin('GET', `/auth/users?fetch_all=0&page=1&per_page=2${query}`)).json().meta.total as number;
const roleId = async (name: string) =>
  (await f.s.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('users list: the total of fetch_all=0', () => {
  it('follows an invite and a delete through the API', async () => {
    const before = await total();
    expect(await total()).toBe(before);
    const invited = await f.asAdmin('POST', '/auth/users', {
      email: `total.${Date.now()}@example.com`,
      roles: [await roleId('Account Viewer')],
      account_mappings: [f.ids.retail],
    });
    expect(invited.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
    expect((await f.asAdmin('DELETE', `/auth/users/${invited.json().data.user_id}`)).statusCode).toBe(200);
    expect(await total()).toBe(before);
    expect(await total('&is_enabled=0')).toBeGreaterThanOrEqual(1);
  });

  it('follows a write made straight into the database, as another process would', async () => {
    const before = await total();
    const searched = await total('&search=straight');
    const now = new Date().toISOString();
    const row = await f.s.db
      .insertInto('users')
      .values({
        email: `straight.${Date.now()}@example.com`,
        display_name: 'Straight Write',
        password_hash: '!',
        language: 'en',
        user_type: 'ac',
        user_status: 1,
        twofa_enabled: 0,
        system_controlled_twofa: 0,
        meta: '{}',
        is_enabled: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    // Not the provider's until a mapping names it: the total holds, then moves with the mapping.
    expect(await total()).toBe(before);
    await f.s.db
      .insertInto('user_account_mappings')
      .values({ user_id: row.user_id, sp_id: f.ids.northwind, ac_id: f.ids.retail })
      .execute();
    expect(await total()).toBe(before + 1);
    expect(await total('&search=straight')).toBe(searched + 1);
    await f.s.db.updateTable('users').set({ is_enabled: 0 }).where('user_id', '=', row.user_id).execute();
    expect(await total()).toBe(before);
  });

  it('shows a role or an account renamed elsewhere on the next read (the answer is kept only while every table it reads holds)', async () => {
    const page = async () =>
      (await f.asAdmin('GET', '/auth/users?fetch_all=0&page=1&per_page=50&search=builder')).json().data as {
        role: string;
        scope: string;
      }[];
    expect((await page())[0]).toMatchObject({ role: 'Account Builder' });
    await f.s.db.updateTable('roles').set({ name: 'Account Maker' }).where('name', '=', 'Account Builder').execute();
    await f.s.db.updateTable('accounts').set({ ac_name: 'Northwind Shop' }).where('ac_id', '=', f.ids.retail).execute();
    expect((await page())[0]).toMatchObject({ role: 'Account Maker', scope: 'Northwind Health Line, Northwind Shop' });
    await f.s.db.updateTable('roles').set({ name: 'Account Builder' }).where('name', '=', 'Account Maker').execute();
    await f.s.db.updateTable('accounts').set({ ac_name: 'Northwind Retail' }).where('ac_id', '=', f.ids.retail).execute();
  });

  it('counts per provider: another provider never shares a kept total', async () => {
    const northwind = await total();
    const bluebird = await f.s.call('GET', '/auth/users?fetch_all=0&page=1&per_page=2', {
      token: f.token['system@studio.test'],
      selection: { spId: f.ids.bluebird, acId: 'all' },
    });
    expect(bluebird.statusCode).toBe(200);
    expect(bluebird.json().meta.total).not.toBe(northwind);
  });
});
