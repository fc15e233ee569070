import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const roleId = async (name: string) =>
  (await f.s.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const userId = async (email: string) =>
  (await f.s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const tables = async () => ({
  users: await f.s.db.selectFrom('users').selectAll().orderBy('user_id').execute(),
  roles: await f.s.db.selectFrom('user_roles').selectAll().orderBy('id').execute(),
  maps: await f.s.db.selectFrom('user_account_mappings').selectAll().orderBy('id').execute(),
});

describe('users: list', () => {
  it("lists the provider's users with current role, scope and two-factor status, never another provider's", async () => {
    const res = await asAdmin('GET', '/auth/users');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.map((u) => u.email).sort()).toEqual([
      'ac.builder@studio.test',
      'ac.viewer@studio.test',
      'multi.sp@studio.test',
      'sp.admin@studio.test',
    ]);
    expect(rows.find((u) => u.email === 'ac.builder@studio.test')).toMatchObject({
      role: 'Account Builder',
      scope: 'Northwind Health Line, Northwind Retail',
      twofa_status: 'Disabled',
      user_status: 'Active',
    });
    expect(rows.find((u) => u.email === 'sp.admin@studio.test')).toMatchObject({ role: 'SP Admin', scope: 'Service Provider' });
    // A user shared with Bluebird shows only Northwind's mappings to Northwind's admin.
    const multi = rows.find((u) => u.email === 'multi.sp@studio.test') as { account_mappings: { sp_id: number }[] };
    expect(multi.account_mappings.map((m) => m.sp_id)).toEqual([f.ids.northwind]);
  });

  it('pages with fetch_all=0 and searches names and e-mails', async () => {
    const page = await asAdmin('GET', '/auth/users?fetch_all=0&page=1&per_page=2');
    expect(page.json().meta).toEqual({ total: 4, page: 1, per_page: 2 });
    expect(page.json().data.map((u: { display_name: string }) => u.display_name)).toEqual(['Ben Builder', 'Morgan Multi']);
    expect((await asAdmin('GET', '/auth/users?search=vera')).json().data.map((u: { email: string }) => u.email)).toEqual([
      'ac.viewer@studio.test',
    ]);
    expect((await asAdmin('GET', '/auth/users?search=ac.viewer&searchFields=email')).json().data).toHaveLength(1);
  });

  it('shows every user to the system role, and Mandatory when two-factor is system-controlled', async () => {
    const viewer = await userId('ac.viewer@studio.test');
    expect((await asSystem('PUT', '/auth/system-controlled-twofa', { user_id: viewer, system_controlled_twofa: true })).statusCode).toBe(
      200,
    );
    const all = (await asSystem('GET', '/auth/users')).json().data as { email: string; twofa_status: string; scope: string }[];
    expect(all.find((u) => u.email === 'system@studio.test')?.scope).toBe('System');
    expect(all.find((u) => u.email === 'ac.viewer@studio.test')?.twofa_status).toBe('Mandatory');
    const own = (await asAdmin('GET', '/auth/users')).json().data as { email: string; twofa_status: string }[];
    expect(own.find((u) => u.email === 'ac.viewer@studio.test')?.twofa_status).toBe('Mandatory');
    // Only system users may require it.
    expect((await asAdmin('PUT', '/auth/system-controlled-twofa', { user_id: viewer, system_controlled_twofa: false })).statusCode).toBe(
      403,
    );
    await asSystem('PUT', '/auth/system-controlled-twofa', { user_id: viewer, system_controlled_twofa: false });
  });

  it('account maps list: the mapped accounts of a user of the tenant; 404 for a user of another provider', async () => {
    const builder = await userId('ac.builder@studio.test');
    const maps = (await asAdmin('GET', `/auth/users/accountmaps/list/${builder}`)).json().data as { ac_name: string }[];
    expect(maps.map((m) => m.ac_name).sort()).toEqual(['Northwind Health Line', 'Northwind Retail']);
    expect((await asAdmin('GET', `/auth/users/accountmaps/list/${await userId('system@studio.test')}`)).statusCode).toBe(404);
  });

  it('an account user without manage.users cannot list users', async () => {
    const res = await f.s.call('GET', '/auth/users', { token: f.token['ac.builder@studio.test'], selection: f.northwind });
    expect(res.statusCode).toBe(403);
  });
});

describe('users: grant rules on invite and edit', () => {
  it("an sp admin cannot create a system-role user, a role above its level, nor map another provider's account", async () => {
    const before = await tables();
    const sys = await asAdmin('POST', '/auth/users', { email: 'climber@example.com', roles: [await roleId('System Admin')] });
    expect(sys.statusCode).toBe(403);
    expect(sys.json().message).toBe('You cannot give a role of a level above your own.');
    const foreign = await asAdmin('POST', '/auth/users', {
      email: 'foreign@example.com',
      roles: [await roleId('Account Viewer')],
      account_mappings: [f.ids.support],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(`The account ${f.ids.support} is not one of this service provider's enabled accounts.`);
    const missing = await asAdmin('POST', '/auth/users', { email: 'ghost@example.com', roles: [999999] });
    expect(missing.json().message).toBe('The role 999999 does not exist or is disabled.');
    const taken = await asAdmin('POST', '/auth/users', { email: 'AC.VIEWER@studio.test', roles: [await roleId('Account Viewer')] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('A user with this e-mail address already exists.');
    expect((await asAdmin('POST', '/auth/users', { email: 'not-an-email', roles: [1] })).statusCode).toBe(422);
    expect(await tables()).toEqual(before);
  });

  it("refuses a role carrying permissions the actor lacks (permissionsNotHeld over the role's permissions)", async () => {
    // An admin whose role lacks build.content.prompts.write cannot give a role that has it.
    const limited = await f.s.db
      .insertInto('roles')
      .values({ name: 'Limited Admin', scope: 'sp', guard_name: 'admin', is_enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const perms = await f.s.db
      .selectFrom('permissions')
      .select(['id', 'name'])
      .where('name', 'in', ['manage.users.read', 'manage.users.write'])
      .execute();
    await f.s.db
      .insertInto('role_permissions')
      .values(perms.map((p) => ({ role_id: limited.id, permission_id: p.id })))
      .execute();
    const invited = await asAdmin('POST', '/auth/users', { email: 'limited.admin@example.com', roles: [limited.id] });
    expect(invited.statusCode).toBe(201);
    const limitedId = invited.json().data.user_id;
    await f.s.db
      .updateTable('users')
      .set({
        password_hash: (
          await f.s.db.selectFrom('users').select('password_hash').where('email', '=', 'sp.admin@studio.test').executeTakeFirstOrThrow()
        ).password_hash,
        user_status: 1,
      })
      .where('user_id', '=', limitedId)
      .execute();
    const token = await f.s.login('limited.admin@example.com');
    const before = await tables();
    const res = await f.s.call('POST', '/auth/users', {
      token,
      selection: f.northwind,
      body: { email: 'builder2@example.com', roles: [await roleId('Account Builder')], account_mappings: [f.ids.retail] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('You cannot give a permission you do not hold: ');
    expect(res.json().message).toContain('build.content.prompts.write');
    expect(await tables()).toEqual(before);
  });

  it('edits roles and mappings within the provider, with the same rules', async () => {
    const viewer = await userId('ac.viewer@studio.test');
    const res = await asAdmin('PUT', `/auth/users/${viewer}`, {
      roles: [await roleId('Account Builder')],
      account_mappings: [f.ids.retail, f.ids.logistics],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'Account Builder', scope: 'Northwind Logistics and Freight Desk, Northwind Retail' });
    const up = await asAdmin('PUT', `/auth/users/${viewer}`, { roles: [await roleId('System Admin')] });
    expect(up.statusCode).toBe(403);
    await asAdmin('PUT', `/auth/users/${viewer}`, { roles: [await roleId('Account Viewer')], account_mappings: [f.ids.retail] });
  });
});

describe('users: disable, restore, force delete, password reset', () => {
  it('disables (signed out at once) and restores with user_status 1', async () => {
    const made = await asAdmin('POST', '/auth/users', {
      email: 'temp.user@example.com',
      display_name: 'Temp User',
      roles: [await roleId('Account Viewer')],
      account_mappings: [f.ids.retail],
    });
    const id = made.json().data.user_id;
    expect(made.json().data).toMatchObject({ user_status: 'Inactive', is_enabled: 1 });
    expect((await asAdmin('DELETE', `/auth/users/${id}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', '/auth/users')).json().data.map((u: { user_id: number }) => u.user_id)).not.toContain(id);
    expect((await asAdmin('GET', '/auth/users?is_enabled=0')).json().data.map((u: { user_id: number }) => u.user_id)).toContain(id);
    const restored = await asAdmin('PUT', `/auth/users/${id}`, { user_status: 1 });
    expect(restored.json().data).toMatchObject({ is_enabled: 1, user_status: 'Inactive' });
    // Force delete, then a second force delete is 404 (already deleted).
    expect((await asAdmin('POST', `/auth/users/force-delete/${id}`)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/auth/users/force-delete/${id}`)).statusCode).toBe(404);
    expect(await f.s.db.selectFrom('users').select('user_id').where('user_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it("refuses deleting or disabling oneself, the last system admin, a user shared with another provider, or another provider's user", async () => {
    const before = await tables();
    const self = await asAdmin('DELETE', `/auth/users/${await userId('sp.admin@studio.test')}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot delete or disable your own user.');
    const sys = await userId('system@studio.test');
    expect((await asSystem('DELETE', `/auth/users/${sys}`)).json().message).toBe('You cannot delete or disable your own user.');
    const shared = await asAdmin('POST', `/auth/users/force-delete/${await userId('multi.sp@studio.test')}`);
    expect(shared.statusCode).toBe(403);
    expect((await asAdmin('DELETE', `/auth/users/${sys}`)).statusCode).toBe(404);
    expect(await tables()).toEqual(before);
    // The last system admin, as seen by another system user.
    const second = await asSystem('POST', '/auth/users', { email: 'second.system@example.com', roles: [await roleId('System Admin')] });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ user_type: 'system', scope: 'System' });
    const secondId = second.json().data.user_id;
    await f.s.db
      .updateTable('users')
      .set({ password_hash: before.users.find((u) => u.user_id === sys)!.password_hash, user_status: 1 })
      .where('user_id', '=', secondId)
      .execute();
    const token = await f.s.login('second.system@example.com');
    const last = await f.s.call('DELETE', `/auth/users/${sys}`, { token, selection: f.all });
    expect(last.statusCode).toBe(200);
    const refused = await asSystem('DELETE', `/auth/users/${secondId}`);
    expect(refused.statusCode).toBe(401); // the system admin was disabled and signed out
    await f.s.db.updateTable('users').set({ is_enabled: 1 }).where('user_id', '=', sys).execute();
    f.token['system@studio.test'] = await f.s.login('system@studio.test');
    await f.s.db.updateTable('users').set({ is_enabled: 0 }).where('user_id', '=', sys).execute();
    const lastOne = await f.s.call('DELETE', `/auth/users/${secondId}`, { token, selection: f.all });
    expect(lastOne.statusCode).toBe(422);
    await f.s.db.updateTable('users').set({ is_enabled: 1 }).where('user_id', '=', sys).execute();
    f.s.app.studio.directory.invalidate();
    expect((await asSystem('POST', `/auth/users/force-delete/${secondId}`)).statusCode).toBe(200);
  });

  it("a provider admin cannot rename a user another provider shares; the system role can; the provider's own users it can", async () => {
    const multi = await userId('multi.sp@studio.test');
    const before = await tables();
    const refused = await asAdmin('PUT', `/auth/users/${multi}`, { display_name: 'Renamed by Northwind' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "This user also belongs to another service provider; only a system administrator may change the user's name or status.",
    );
    expect(await tables()).toEqual(before);
    expect((await asSystem('PUT', `/auth/users/${multi}`, { display_name: 'Morgan M.' })).statusCode).toBe(200);
    const viewer = await userId('ac.viewer@studio.test');
    const own = await asAdmin('PUT', `/auth/users/${viewer}`, { display_name: 'Vera V.' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.display_name).toBe('Vera V.');
  });

  it("an admin resets a user's password, checked against the policy; never another provider's user", async () => {
    const viewer = await userId('ac.viewer@studio.test');
    const weak = await asAdmin('PUT', `/auth/users/password/${viewer}`, { password: 'short', password_confirmation: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('At least 10 characters.');
    const ok = await asAdmin('PUT', `/auth/users/password/${viewer}`, {
      password: 'Viewer-reset-22',
      password_confirmation: 'Viewer-reset-22',
    });
    expect(ok.statusCode).toBe(200);
    expect(await f.s.login('ac.viewer@studio.test', 'Viewer-reset-22')).toBeTruthy();
    expect(
      (
        await asAdmin('PUT', `/auth/users/password/${await userId('system@studio.test')}`, {
          password: 'Whatever-123',
          password_confirmation: 'Whatever-123',
        })
      ).statusCode,
    ).toBe(404);
    const noCurrent = await asAdmin('PUT', `/auth/users/password/${await userId('sp.admin@studio.test')}`, {
      password: 'Whatever-123',
      password_confirmation: 'Whatever-123',
    });
    expect(noCurrent.statusCode).toBe(422);
    await asAdmin('PUT', `/auth/users/password/${viewer}`, { password: 'Studio-demo-1', password_confirmation: 'Studio-demo-1' });
  });
});
