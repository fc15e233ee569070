import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { providerFixture } from './support/provider';

const f = providerFixture('ac.builder@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const tenants = async () => ({
  accounts: await f.s.db.selectFrom('accounts').selectAll().orderBy('ac_id').execute(),
  providers: await f.s.db.selectFrom('service_providers').selectAll().orderBy('sp_id').execute(),
  domains: await f.s.db.selectFrom('ac_domain_map').selectAll().orderBy('id').execute(),
});

describe("a provider admin of Northwind and Bluebird's rows", () => {
  it("cannot read or change Bluebird's account: 404 inside the allowed scope, nothing changed", async () => {
    const before = await tenants();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/portal/accounts/${f.ids.support}`],
      ['PUT', `/portal/accounts/${f.ids.support}`, { ac_name: 'Hijacked' }],
      ['PUT', `/portal/accounts/${f.ids.support}`, { is_enabled: 1 }],
      ['DELETE', `/portal/accounts/${f.ids.support}`],
      ['POST', `/portal/force-delete/${f.ids.support}`],
      ['POST', '/portal/bulk-delete-accounts', { ac_ids: [f.ids.retail, f.ids.support] }],
    ];
    for (const [method, url, body] of attempts) expect((await asAdmin(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    const listed = (await asAdmin('GET', '/portal/accounts?is_enabled=all')).json().data.map((a: { ac_id: number }) => a.ac_id);
    expect(listed).not.toContain(f.ids.support);
    // The name check answers for the selected provider, whatever sp_id the body names.
    expect(
      (await asAdmin('POST', '/portal/validate-ac-name', { ac_name: 'Bluebird Support', sp_id: f.ids.bluebird })).json().data.valid,
    ).toBe(true);
    expect(await tenants()).toEqual(before);
  });

  it("is refused Bluebird's scope header and the provider routes (system role only)", async () => {
    const bluebird: Selection = { spId: f.ids.bluebird, acId: 'all' };
    const foreign = await f.s.call('GET', '/portal/accounts', { token: f.token['sp.admin@studio.test'], selection: bluebird });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You do not have access to this scope.');
    for (const [method, url, body] of [
      ['GET', '/portal/service-providers'],
      ['PUT', `/portal/service-providers/${f.ids.bluebird}`, { sp_name: 'Hijacked' }],
      ['DELETE', `/portal/service-providers/${f.ids.bluebird}`],
      ['POST', '/portal/validate-subdomain', { sub_domain: 'bluebird' }],
    ] as [string, string, unknown?][]) {
      const res = await f.s.call(method, url, { token: f.token['sp.admin@studio.test'], selection: f.northwind, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('You do not have permission to manage this item');
    }
    // The profile calls are the provider admin's own (manage.sp-profile): another provider's is not found.
    expect(
      (
        await f.s.call('POST', '/portal/sp-settings', {
          token: f.token['sp.admin@studio.test'],
          selection: f.northwind,
          body: { sp_id: f.ids.bluebird, theme_color: '000000' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('an account user and the provider routes', () => {
  it('is refused accounts with an account selected and cannot select the whole provider', async () => {
    const before = await tenants();
    const retail: Selection = { spId: f.ids.northwind, acId: f.ids.retail };
    const inAccount = await f.s.call('GET', '/portal/accounts', { token: f.token['ac.builder@studio.test'], selection: retail });
    expect(inAccount.statusCode).toBe(403);
    expect(inAccount.json().message).toBe('This feature is not provisioned in your business plan');
    expect(
      (
        await f.s.call('POST', '/portal/accounts', {
          token: f.token['ac.builder@studio.test'],
          selection: retail,
          body: { ac_name: 'Sneaky' },
        })
      ).statusCode,
    ).toBe(403);
    // 'All accounts' of Northwind shows the builder its two accounts' content, never the provider's account rows:
    // the builder's role has no accounts permission, and 'All accounts' grants none.
    const allOfProvider = await f.s.call('GET', '/portal/accounts', { token: f.token['ac.builder@studio.test'], selection: f.northwind });
    expect(allOfProvider.statusCode).toBe(403);
    expect(allOfProvider.json().message).toBe(
      'This feature is either not provisioned in your business plan or you do not have permission to view it.',
    );
    expect(
      (await f.s.call('GET', '/portal/service-providers', { token: f.token['ac.builder@studio.test'], selection: retail })).statusCode,
    ).toBe(403);
    expect(await tenants()).toEqual(before);
  });
});
