import { describe, expect, it } from 'vitest';
import { addRole, addUser } from './support/people';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const roleRows = () => f.s.db.selectFrom('roles').selectAll().orderBy('id').execute();
const noManage = 'You do not have permission to manage this item';

describe('roles: list and name check', () => {
  it('lists roles with their level, permissions and users to the system role', async () => {
    const res = await asSystem('GET', '/auth/roles');
    expect(res.statusCode).toBe(200);
    const viewer = res.json().data.find((r: { name: string }) => r.name === 'Account Viewer');
    expect(viewer).toMatchObject({ scope: 'ac', guard_name: 'admin', is_enabled: 1, users_count: 1 });
    expect(viewer.permissions).toContain('build.content.prompts.read');
    expect(viewer.permissions).not.toContain('build.content.prompts.write');
  });

  it("is the system role's: a provider admin is refused with the spec's message", async () => {
    for (const [method, url, body] of [
      ['GET', '/auth/roles'],
      ['POST', '/auth/roles', { name: 'Helper', scope: 'sp' }],
      ['POST', '/auth/roles/validate-role-name', { name: 'x' }],
    ] as const) {
      const res = await asAdmin(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(noManage);
    }
  });

  it('validate-role-name: taken in any case (disabled roles too), free otherwise, free for the role itself', async () => {
    const check = (body: object) => asSystem('POST', '/auth/roles/validate-role-name', body);
    expect((await check({ name: 'sp admin' })).json().data).toEqual({ valid: false, message: 'The name has already been taken.' });
    expect((await check({ name: 'Night shift' })).json().data.valid).toBe(true);
    const id = (await roleRows()).find((r) => r.name === 'SP Admin')!.id;
    expect((await check({ name: 'SP Admin', id })).json().data.valid).toBe(true);
    expect((await check({ name: '  ' })).statusCode).toBe(422);
  });
});

describe('roles: create and update', () => {
  it('creates a role with guard_name admin and its permissions, write bringing read, and logs it', async () => {
    const res = await asSystem('POST', '/auth/roles', {
      name: 'Prompt editors',
      scope: 'ac',
      permissions: ['build.content.prompts.write'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Prompt editors',
      scope: 'ac',
      guard_name: 'admin',
      permissions: ['build.content.prompts.read', 'build.content.prompts.write'],
      users_count: 0,
    });
    const log = await f.s.db
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_type', '=', 'Role')
      .where('subject_id', '=', String(res.json().data.id))
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it('refuses a taken name, an unknown permission, a bad level and a name that does not fit its level, changing nothing', async () => {
    const before = await roleRows();
    const refusals: [object, number, string][] = [
      [{ name: 'ACCOUNT VIEWER', scope: 'ac' }, 422, 'The name has already been taken.'],
      [{ name: 'Fresh', scope: 'ac', permissions: ['build.nothing.read'] }, 422, 'Unknown permission: build.nothing.read'],
      [{ name: 'Fresh', scope: 'planet' }, 422, 'scope'],
      [{ name: 'Systems helpers', scope: 'ac' }, 422, "A role's name contains 'system' exactly when its level is system."],
      [{ name: 'Platform staff', scope: 'system' }, 422, "A role's name contains 'system' exactly when its level is system."],
      [{ name: '', scope: 'ac' }, 422, 'name'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await asSystem('POST', '/auth/roles', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await roleRows()).toEqual(before);
  });

  it('renames a role; its level cannot change while users hold it', async () => {
    const id = await addRole(f.s.db, 'Night shift', 'ac', []);
    expect((await asSystem('PUT', `/auth/roles/${id}`, { name: 'Night crew', scope: 'sp' })).json().data).toMatchObject({
      name: 'Night crew',
      scope: 'sp',
    });
    await addUser(f.s.db, { email: 'night@roles.test', user_type: 'sp', role_id: id, sp_id: f.ids.northwind });
    const raised = await asSystem('PUT', `/auth/roles/${id}`, { scope: 'ac' });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().message).toBe("A role's level cannot change while users hold it.");
  });
});

describe('roles: delete, undo and what users feel', () => {
  it('a deleted role gives nothing from the next request on; undo gives it back', async () => {
    const id = await addRole(f.s.db, 'Key keepers', 'sp', ['manage.api-keys.read']);
    await addUser(f.s.db, { email: 'keeper@roles.test', user_type: 'sp', role_id: id, sp_id: f.ids.northwind });
    const token = await f.s.login('keeper@roles.test');
    const list = () => f.s.call('GET', '/auth/user-api-keys', { token, selection: f.northwind });
    expect((await list()).statusCode).toBe(200);
    expect((await asSystem('DELETE', `/auth/roles/${id}`)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
    expect((await asSystem('GET', '/auth/roles?is_enabled=0')).json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await asSystem('PUT', `/auth/roles/${id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('a system-level role that users hold is not deleted', async () => {
    const id = (await roleRows()).find((r) => r.name === 'System Admin')!.id;
    const res = await asSystem('DELETE', `/auth/roles/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A system-level role that users hold cannot be deleted: they would lose the system.');
    expect((await roleRows()).find((r) => r.id === id)!.is_enabled).toBe(1);
  });
});

describe('role-permissions', () => {
  it("answers and replaces a role's permissions; the role's users are refused at their next request", async () => {
    const id = await addRole(f.s.db, 'Key readers', 'sp', ['manage.api-keys.read']);
    await addUser(f.s.db, { email: 'reader@roles.test', user_type: 'sp', role_id: id, sp_id: f.ids.northwind });
    const token = await f.s.login('reader@roles.test');
    const list = () => f.s.call('GET', '/auth/user-api-keys', { token, selection: f.northwind });
    expect((await list()).statusCode).toBe(200);
    expect((await asSystem('GET', `/auth/role-permissions/${id}`)).json().data).toEqual({
      role_id: id,
      permissions: ['manage.api-keys.read'],
    });

    const saved = await asSystem('PUT', `/auth/role-permissions/${id}`, { permissions: ['manage.exports.write'] });
    expect(saved.json().data).toEqual({ role_id: id, permissions: ['manage.exports.read', 'manage.exports.write'] });
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(noManage);
  });

  it('refuses an unknown permission and a provider admin, changing nothing', async () => {
    const id = await addRole(f.s.db, 'Unchanged', 'ac', ['build.tasks.read']);
    expect((await asSystem('PUT', `/auth/role-permissions/${id}`, { permissions: ['build.tasks.fly'] })).statusCode).toBe(422);
    expect((await asAdmin('PUT', `/auth/role-permissions/${id}`, { permissions: ['build.tasks.write'] })).statusCode).toBe(403);
    expect((await asAdmin('GET', `/auth/role-permissions/${id}`)).statusCode).toBe(403);
    expect((await asSystem('GET', `/auth/role-permissions/${id}`)).json().data.permissions).toEqual(['build.tasks.read']);
    expect((await asSystem('GET', '/auth/role-permissions/999999')).statusCode).toBe(404);
  });
});
