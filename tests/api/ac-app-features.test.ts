import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** GET /billing/ac-app-features/{sp_id}/{ac_id}/{plan_type} (spec 3 §7). */
const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
type Row = { feature: string; offered: boolean; enabled: boolean; limit: number | null; metric: string | null };
const answer = async (sp: number, ac: number, type = 'IVA', call = f.asAdmin) =>
  call('GET', `/billing/ac-app-features/${sp}/${ac}/${type}`);

describe("an account's application features against what its provider offers", () => {
  it("answers every account-level feature: offered by the provider's IVA plans, and enabled for the account", async () => {
    const res = await answer(f.ids.northwind, f.ids.logistics);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Row[];
    expect(rows.map((r) => r.feature)).not.toContain('manage');
    const campaigns = rows.find((r) => r.feature === 'build.campaigns')!;
    // Logistics is on Northwind Lite (no campaigns), while Northwind Complete offers them.
    expect(campaigns).toMatchObject({ offered: true, enabled: false });
    expect(rows.find((r) => r.feature === 'build.tasks')).toMatchObject({ offered: true, enabled: true, metric: 'tasks', limit: null });
    // No CHATBOT plan at Northwind: nothing is offered.
    expect(((await answer(f.ids.northwind, f.ids.logistics, 'CHATBOT')).json().data as Row[]).some((r) => r.offered)).toBe(false);
  });

  it('refuses ids of another provider or tenant, a bad plan type, and users without the permission', async () => {
    expect((await answer(f.ids.bluebird, f.ids.logistics)).statusCode).toBe(404);
    expect((await answer(f.ids.bluebird, f.ids.support)).statusCode).toBe(404);
    expect((await answer(f.ids.northwind, 999999)).statusCode).toBe(404);
    expect((await answer(f.ids.northwind, f.ids.retail, 'NOPE')).statusCode).toBe(422);
    const builder = await f.s.call('GET', `/billing/ac-app-features/${f.ids.northwind}/${f.ids.retail}/IVA`, {
      token: f.token['ac.builder@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(builder.statusCode).toBe(403);
    const system = await answer(f.ids.bluebird, f.ids.support, 'IVA', f.asSystem);
    expect(system.statusCode).toBe(200);
  });
});
