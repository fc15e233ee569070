import { describe, expect, it } from 'vitest';
import { addRole, addUser } from './support/people';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const noManage = 'You do not have permission to manage this item';
const userId = async (email: string) =>
  (await f.s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow()).user_id;
const directRows = (user_id: number) =>
  f.s.db.selectFrom('user_permissions').selectAll().where('user_id', '=', user_id).orderBy('permission_id').execute();

describe('the permission catalogue', () => {
  it('lists every permission with its section to the system role, and refuses a provider admin', async () => {
    const res = await asSystem('GET', '/auth/permissions');
    const prompts = res.json().data.find((p: { name: string }) => p.name === 'build.content.prompts.write');
    expect(prompts).toMatchObject({ section: 'build', guard_name: 'admin', is_enabled: 1 });
    expect(new Set(res.json().data.map((p: { section: string }) => p.section))).toEqual(
      new Set(['build', 'analyse', 'manage', 'discover', 'system']),
    );
    expect((await asAdmin('GET', '/auth/permissions')).statusCode).toBe(403);
  });

  it('creates, renames and disables an unused permission; refuses a bad or taken name', async () => {
    const made = await asSystem('POST', '/auth/permissions', { name: 'build.content.widgets.read' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ name: 'build.content.widgets.read', section: 'build', guard_name: 'admin' });
    const id = made.json().data.id;
    expect((await asSystem('PUT', `/auth/permissions/${id}`, { name: 'build.content.gadgets.read' })).json().data.name).toBe(
      'build.content.gadgets.read',
    );
    const bad = await asSystem('POST', '/auth/permissions', { name: 'Build Widgets' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('A permission is lowercase words joined by dots, such as build.content.prompts.read.');
    expect((await asSystem('POST', '/auth/permissions', { name: 'manage.users.read' })).json().message).toBe(
      'The name has already been taken.',
    );
    expect((await asSystem('DELETE', `/auth/permissions/${id}`)).statusCode).toBe(200);
    expect((await asSystem('GET', '/auth/permissions?search=gadgets&is_enabled=0')).json().data).toHaveLength(1);
  });

  it('a permission roles give is neither disabled nor renamed under them', async () => {
    const id = (await f.s.db.selectFrom('permissions').select('id').where('name', '=', 'build.tasks.read').executeTakeFirstOrThrow()).id;
    for (const [method, body] of [['DELETE'], ['PUT', { name: 'build.jobs.read' }]] as const) {
      const res = await asSystem(method, `/auth/permissions/${id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The permission is given by roles or to users; take it from them first.');
    }
  });
});

describe('user-permissions', () => {
  it('a provider admin gives a user of the provider a permission it holds; write brings read; overlap_from names what a role already gives', async () => {
    const viewer = await userId('ac.viewer@studio.test');
    const res = await asAdmin('PUT', `/auth/user-permissions/${viewer}`, {
      permissions: ['build.content.prompts.write', 'build.tasks.read'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.direct).toEqual(['build.content.prompts.read', 'build.content.prompts.write', 'build.tasks.read']);
    // The viewer's own role (Account Viewer) gives the reads already.
    expect(res.json().data.overlap).toEqual(['build.content.prompts.read', 'build.tasks.read']);
    const builderRole = (await f.s.db.selectFrom('roles').select('id').where('name', '=', 'Account Builder').executeTakeFirstOrThrow()).id;
    const against = await asAdmin('GET', `/auth/user-permissions/${viewer}?overlap_from=${builderRole}`);
    expect(against.json().data).toMatchObject({
      overlap_from: builderRole,
      overlap: ['build.content.prompts.read', 'build.content.prompts.write', 'build.tasks.read'],
    });
    // The viewer may now write prompts at the next request.
    const token = await f.s.login('ac.viewer@studio.test');
    const me = await f.s.call('GET', '/auth/me', { token });
    expect(me.json().data.permissions).toContain('build.content.prompts.write');
    await asAdmin('PUT', `/auth/user-permissions/${viewer}`, { permissions: [] });
    expect((await f.s.call('GET', '/auth/me', { token })).json().data.permissions).not.toContain('build.content.prompts.write');
  });

  it('no one gives a permission they do not hold: manage.users without build.content.prompts.write cannot give it', async () => {
    const steward = await addRole(f.s.db, 'User stewards', 'sp', ['manage.users.read', 'manage.users.write']);
    await addUser(f.s.db, { email: 'steward@perms.test', user_type: 'sp', role_id: steward, sp_id: f.ids.northwind });
    const token = await f.s.login('steward@perms.test');
    const viewer = await userId('ac.viewer@studio.test');
    const before = await directRows(viewer);
    const res = await f.s.call('PUT', `/auth/user-permissions/${viewer}`, {
      token,
      selection: f.northwind,
      body: { permissions: ['build.content.prompts.write'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: noManage,
      errors: ['You cannot give a permission you do not hold: build.content.prompts.read, build.content.prompts.write'],
    });
    // Taking away what the steward does not hold is refused as well; what it holds it may give.
    expect(await directRows(viewer)).toEqual(before);
    const ok = await f.s.call('PUT', `/auth/user-permissions/${viewer}`, {
      token,
      selection: f.northwind,
      body: { permissions: ['manage.users.read'] },
    });
    expect(ok.json().data.direct).toEqual(['manage.users.read']);
    await asAdmin('PUT', `/auth/user-permissions/${viewer}`, { permissions: [] });
  });

  it("never reaches above the actor's level or into another provider", async () => {
    expect((await asAdmin('PUT', `/auth/user-permissions/${await userId('system@studio.test')}`, { permissions: [] })).statusCode).toBe(
      404,
    );
    const systemRole = (await f.s.db.selectFrom('roles').select('id').where('name', '=', 'System Admin').executeTakeFirstOrThrow()).id;
    const system = await addUser(f.s.db, {
      email: 'mapped.system@perms.test',
      user_type: 'system',
      role_id: systemRole,
      sp_id: f.ids.northwind,
    });
    const above = await asAdmin('PUT', `/auth/user-permissions/${system}`, { permissions: ['build.tasks.read'] });
    expect(above.statusCode).toBe(403);
    expect(above.json().errors).toEqual(['The user is not in your scope.']);
    const stranger = await addUser(f.s.db, {
      email: 'stranger@perms.test',
      user_type: 'sp',
      role_id: await addRole(f.s.db, 'Bluebird helpers', 'sp', []),
      sp_id: f.ids.bluebird,
    });
    expect((await asAdmin('GET', `/auth/user-permissions/${stranger}`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/auth/user-permissions/${stranger}`, { permissions: ['build.tasks.read'] })).statusCode).toBe(404);
    expect(await directRows(stranger)).toEqual([]);
    // The account user holds no manage.users at all.
    const builder = await f.s.login('ac.builder@studio.test');
    expect(
      (
        await f.s.call('GET', `/auth/user-permissions/${stranger}`, {
          token: builder,
          selection: { spId: f.ids.northwind, acId: f.ids.retail },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('ac-permissions', () => {
  it("answers the permissions the selected scope's features allow; the whole catalogue at system scope", async () => {
    const all = (await asSystem('GET', '/auth/ac-permissions')).json().data as string[];
    expect(all).toContain('system.roles.write');
    const northwind = (await asAdmin('GET', '/auth/ac-permissions')).json().data as string[];
    expect(northwind).toContain('manage.users.read');
    expect(northwind).toContain('build.tasks.write');
    // Northwind has no discover feature; system permissions are the system role's.
    expect(northwind).not.toContain('discover.task-library.read');
    expect(northwind).not.toContain('system.roles.read');
    const builder = await f.s.login('ac.builder@studio.test');
    const retail = await f.s.call('GET', '/auth/ac-permissions', {
      token: builder,
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(retail.statusCode).toBe(403);
  });
});
