import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const forbidden = { message: 'You do not have access to this scope.', errors: [] };

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
});
afterAll(() => s.close());

describe('scope headers', () => {
  it('lets an account user work in its own account and see only that account', async () => {
    const token = await s.login('ac.builder@studio.test');
    const res = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.northwind, acId: ids.retail } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ level: 'ac', accounts: 1, providers: 1 });
  });

  it("refuses another provider's account with 403 and no data", async () => {
    const token = await s.login('ac.builder@studio.test');
    const res = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.bluebird, acId: ids.support } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it('refuses an account of its own provider that is not mapped to the user', async () => {
    const token = await s.login('ac.builder@studio.test');
    const res = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.northwind, acId: ids.logistics } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an account smuggled under a provider id it does not belong to', async () => {
    const token = await s.login('multi.sp@studio.test');
    const res = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.northwind, acId: ids.support } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses system scope to everyone but a system role', async () => {
    for (const email of ['sp.admin@studio.test', 'ac.builder@studio.test']) {
      const token = await s.login(email);
      const res = await s.call('GET', '/dashboard/stats', { token, selection: { spId: 'all', acId: 'all' } });
      expect(res.statusCode).toBe(403);
    }
    const system = await s.login('system@studio.test');
    const res = await s.call('GET', '/dashboard/stats', { token: system, selection: { spId: 'all', acId: 'all' } });
    expect(res.json().data).toMatchObject({ level: 'system', providers: 2, accounts: 4 });
  });

  it("refuses a provider admin the other provider's scope", async () => {
    const token = await s.login('sp.admin@studio.test');
    const own = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.northwind, acId: 'all' } });
    expect(own.json().data).toMatchObject({ level: 'sp', accounts: 3 });
    const other = await s.call('GET', '/dashboard/stats', { token, selection: { spId: ids.bluebird, acId: 'all' } });
    expect(other.statusCode).toBe(403);
  });

  it('counts only the mapped accounts when an account user picks all accounts', async () => {
    const token = await s.login('ac.builder@studio.test');
    const res = await s.call('GET', '/dashboard/stats', {
      token,
      headers: { 'x-scope': 'ac', 'x-scope-id': 'all', 'x-sp-id': String(ids.northwind) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ level: 'sp', accounts: 2 });
  });

  it('answers 400 for malformed scope headers and 403 for unknown tenants', async () => {
    const token = await s.login('system@studio.test');
    const bad = await s.call('GET', '/dashboard/stats', { token, headers: { 'x-scope': 'galaxy' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('X-Scope must be all, sp or ac.');
    const noSp = await s.call('GET', '/dashboard/stats', { token, headers: { 'x-scope': 'ac', 'x-scope-id': '1' } });
    expect(noSp.statusCode).toBe(400);
    const unknown = await s.call('GET', '/dashboard/stats', { token, selection: { spId: 999999, acId: 'all' } });
    expect(unknown.statusCode).toBe(403);
  });

  it("serves each account's enabled features, and a provider's at provider level", async () => {
    const token = await s.login('sp.admin@studio.test');
    const logistics = await s.call('GET', '/auth/enabled-features', { token, selection: { spId: ids.northwind, acId: ids.logistics } });
    expect(logistics.json().data).not.toContain('build.campaigns');
    expect(logistics.json().data).toContain('build.tasks');
    const retail = await s.call('GET', '/auth/enabled-features', { token, selection: { spId: ids.northwind, acId: ids.retail } });
    expect(retail.json().data).toContain('build.campaigns');
    const provider = await s.call('GET', '/auth/enabled-features', { token, selection: { spId: ids.northwind, acId: 'all' } });
    expect(provider.json().data.sort()).toEqual(['analyse', 'manage']);
  });

  it('lists in the switcher only the tenants a user may see', async () => {
    const viewer = (await s.call('GET', '/auth/user', { token: await s.login('ac.viewer@studio.test') })).json().data;
    expect(viewer.account_mappings).toHaveLength(1);
    expect(viewer.account_mappings[0]).toMatchObject({ sp_name: 'Northwind Contact Services', scope: 'ac' });
    expect(viewer.account_mappings[0].accounts.map((a: { ac_name: string }) => a.ac_name)).toEqual(['Northwind Retail']);
    const multi = (await s.call('GET', '/auth/user', { token: await s.login('multi.sp@studio.test') })).json().data;
    expect(multi.account_mappings.map((o: { sp_name: string; scope: string }) => [o.sp_name, o.scope])).toEqual([
      ['Bluebird Telecom', 'sp'],
      ['Northwind Contact Services', 'sp'],
    ]);
  });
});
