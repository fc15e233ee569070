import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSelection } from '@shared/access/scope';
import { startStudio, type TestStudio } from './support/studio';

// Two server processes on one database (each its own session-user cache): a role change made through one
// takes effect on the affected users' next request on the other, without waiting for a cache
// to lapse — the database stamps the tables the session user is built from (migration 023).
let a: TestStudio;
let b: TestStudio;
beforeAll(async () => {
  a = await startStudio({ persistent: true });
  b = await startStudio({ restart: a.place });
});
afterAll(async () => {
  await b.close({ keep: true });
  await a.close();
});

describe('the session user across processes', () => {
  it("a role losing a permission on one process is seen by its user's next request on the other", async () => {
    const viewer = await a.login('ac.viewer@studio.test');
    const system = await a.login('system@studio.test');
    const role = (await a.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow()).id;
    const current = (await a.call('GET', `/auth/role-permissions/${role}`, { token: system, selection: systemSelection })).json().data
      .permissions as string[];
    expect(current.length).toBeGreaterThan(1);
    const dropped = current[0];
    // The other process has the viewer's session user in its cache.
    expect((await b.call('GET', '/auth/me', { token: viewer })).json().data.permissions).toContain(dropped);

    const res = await a.call('PUT', `/auth/role-permissions/${role}`, {
      token: system,
      selection: systemSelection,
      body: { permissions: current.slice(1) },
    });
    expect(res.statusCode).toBe(200);
    expect((await b.call('GET', '/auth/me', { token: viewer })).json().data.permissions).not.toContain(dropped);

    await a.call('PUT', `/auth/role-permissions/${role}`, { token: system, selection: systemSelection, body: { permissions: current } });
    expect((await b.call('GET', '/auth/me', { token: viewer })).json().data.permissions).toContain(dropped);
  });

  it('an account renamed on one process shows in the switcher of the other at once', async () => {
    const admin = await a.login('sp.admin@studio.test');
    const names = async () =>
      ((await b.call('GET', '/auth/user', { token: admin })).json().data.account_mappings as { accounts: { ac_name: string }[] }[]).flatMap(
        (o) => o.accounts.map((x) => x.ac_name),
      );
    expect(await names()).toContain('Northwind Retail');
    await a.db.updateTable('accounts').set({ ac_name: 'Northwind Retail Renamed' }).where('ac_name', '=', 'Northwind Retail').execute();
    expect(await names()).toContain('Northwind Retail Renamed');
  });
});
