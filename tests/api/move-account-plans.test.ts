import { describe, expect, it } from 'vitest';
import { appFeatures } from '@shared/plans/catalogue';
import { planableNodeTypes } from '@server/modules/plans/includes';
import { providerFixture } from './support/provider';

/**
 * An account moved to another provider does not stay on the old provider's plans. Its plan moves
 * onto the new provider's plan built on the same business plan; without one, the plan is disabled.
 */
const f = providerFixture();
let n = 0;
const unique = (name: string) => `${name} ${++n}${Math.random().toString(36).slice(2, 6)}`;
const move = (ac_id: number, sp_id: number) => f.asSystem('POST', '/portal/moveAccountToSp', { ac_id, sp_id });
const features = async (acId: number) =>
  (await f.s.db.selectFrom('enabled_features').select('feature').where('ac_id', '=', acId).execute()).map((r) => r.feature).sort();

/** A new Northwind account with an IVA plan on the given Northwind provider plan. */
async function northwindAccount(sp_plan_id: number) {
  const account = (await f.asAdmin('POST', '/portal/accounts', { ac_name: unique('Mover') })).json().data;
  const plan = await f.asAdmin('POST', '/billing/ac-plans', { ac_plan_name: unique('IVA'), ac_id: account.ac_id, sp_plan_id });
  expect(plan.statusCode, plan.body).toBe(201);
  return { ac_id: account.ac_id as number, ac_plan_id: plan.json().data.ac_plan_id as number };
}
const spPlanOf = async (name: string) =>
  await f.s.db.selectFrom('sp_plans').select(['sp_plan_id', 'sp_id']).where('sp_plan_name', '=', name).executeTakeFirstOrThrow();

describe('moving an account takes its plans to the new provider', () => {
  it("moves the plan onto the new provider's plan of the same business plan: the account keeps its features, the old provider no longer lists it", async () => {
    const northwind = await spPlanOf('Northwind Complete');
    const bluebird = await spPlanOf('Bluebird Complete');
    const { ac_id, ac_plan_id } = await northwindAccount(northwind.sp_plan_id);
    const had = await features(ac_id);
    expect(had).toContain('build.tasks');
    expect((await move(ac_id, f.ids.bluebird)).statusCode).toBe(200);
    const plan = await f.s.db.selectFrom('ac_plans').selectAll().where('ac_plan_id', '=', ac_plan_id).executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ sp_id: f.ids.bluebird, sp_plan_id: bluebird.sp_plan_id, is_enabled: 1 });
    expect(await features(ac_id)).toEqual(had);
    expect(
      (await f.s.db.selectFrom('enabled_features').select('sp_id').where('ac_id', '=', ac_id).execute()).every(
        (r) => r.sp_id === f.ids.bluebird,
      ),
    ).toBe(true);
    // The old provider's admin neither lists nor edits it any more.
    const listed = (await f.asAdmin('GET', '/billing/ac-plans?is_enabled=all'))
      .json()
      .data.map((p: { ac_plan_id: number }) => p.ac_plan_id);
    expect(listed).not.toContain(ac_plan_id);
    expect((await f.asAdmin('PUT', `/billing/ac-plans/${ac_plan_id}`, { ac_plan_name: 'Taken back' })).statusCode).toBe(404);
  });

  it("disables a plan the new provider has no plan for: the account's features go until the new provider allocates one", async () => {
    const bp = (
      await f.asSystem('POST', '/billing/business-plans', {
        bp_name: unique('Northwind only'),
        features: appFeatures.map((x) => ({ feature: x.feature })),
        nodes: planableNodeTypes(),
      })
    ).json().data;
    const sp = (
      await f.asSystem('POST', '/billing/sp-plans', {
        sp_plan_name: unique('NW special'),
        sp_id: f.ids.northwind,
        bp_id: bp.bp_id,
        features: [{ feature: 'build.tasks' }],
      })
    ).json().data;
    const { ac_id, ac_plan_id } = await northwindAccount(sp.sp_plan_id);
    expect(await features(ac_id)).toEqual(['build.tasks']);
    expect((await move(ac_id, f.ids.bluebird)).statusCode).toBe(200);
    expect(
      await f.s.db
        .selectFrom('ac_plans')
        .select(['sp_id', 'is_enabled', 'sp_plan_id'])
        .where('ac_plan_id', '=', ac_plan_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ sp_id: f.ids.bluebird, is_enabled: 0, sp_plan_id: sp.sp_plan_id });
    expect(await features(ac_id)).toEqual([]);
    expect(await f.s.db.selectFrom('enabled_node_types').select('node_type').where('ac_id', '=', ac_id).execute()).toEqual([]);
  });
});
