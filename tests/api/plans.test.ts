import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';
import { accountFeatures } from '@server/db/seed/reference';
import { planableNodeTypes } from '@server/modules/plans/includes';
import { appFeatures } from '@shared/plans/catalogue';

/** Business plans, provider plans, account plans, and what they give an account (spec 3 §3–§7). */
const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
const builder = (method: string, url: string, body?: unknown, acId = f.ids.health) =>
  f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId }, body });
const notProvisioned = 'This feature is not provisioned in your business plan';
let n = 0;
const unique = (name: string) => `${name} ${++n} ${Math.random().toString(36).slice(2, 6)}`;
const allFeatures = appFeatures.map((x) => ({ feature: x.feature }));

async function businessPlan(body: Record<string, unknown> = {}) {
  const res = await f.asSystem('POST', '/billing/business-plans', {
    bp_name: unique('Plan'),
    features: allFeatures,
    nodes: planableNodeTypes(),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { bp_id: number; bp_name: string };
}
async function spPlan(bp_id: number, sp_id = f.ids.northwind, body: Record<string, unknown> = {}) {
  const res = await f.asSystem('POST', '/billing/sp-plans', { sp_plan_name: unique('SP plan'), sp_id, bp_id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { sp_plan_id: number };
}
/** Health's IVA plan moved onto a provider plan (the provider admin's allocation). */
async function allocateHealth(sp_plan_id: number) {
  const plan = (await f.asAdmin('GET', `/billing/ac-allocated-plan/${f.ids.health}`)).json().data[0];
  const res = await f.asAdmin('PUT', `/billing/ac-plans/${plan.ac_plan_id}`, { sp_plan_id });
  expect(res.statusCode, res.body).toBe(200);
  return plan.ac_plan_id as number;
}
const offered = async () => (await builder('POST', '/billing/ac-node-types', { task_type: 'voice' })).json().data as string[];

describe('the demo accounts have what they had, from their plans', () => {
  it("gives each account its plan's features and node types, and each provider its own sections", async () => {
    const features = async (acId: number) =>
      ((await f.asAdmin('GET', `/billing/ac-enabled-features/${acId}`)).json().data as { feature: string }[]).map((r) => r.feature).sort();
    expect(await features(f.ids.retail)).toEqual([...accountFeatures()].sort());
    expect(await features(f.ids.logistics)).toEqual(accountFeatures(['build.campaigns', 'analyse.reports']).sort());
    const provider = await f.s.db
      .selectFrom('enabled_features')
      .select('feature')
      .where('sp_id', '=', f.ids.northwind)
      .where('ac_id', 'is', null)
      .execute();
    expect(provider.map((r) => r.feature).sort()).toEqual(['analyse', 'manage']);
    expect((await builder('GET', '/auth/enabled-features')).json().data).toEqual(
      expect.arrayContaining(['build.tasks', 'build.content.prompts']),
    );
    expect(await offered()).toEqual(expect.arrayContaining(['prompt', 'menu', 'hangup']));
  });
});

describe('business plans (system)', () => {
  it('creates a plan with its features, limits and node types, and answers what is not in it', async () => {
    const res = await f.asSystem('POST', '/billing/business-plans', {
      bp_name: unique('Small'),
      features: [{ feature: 'build.tasks', limit: 5, burst_limit: 1 }],
      nodes: ['prompt', 'hangup'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      plan_type: 'IVA',
      is_enabled: 1,
      features: [{ feature: 'build.tasks', limit: 5, burst_limit: 1 }],
      nodes: ['prompt', 'hangup'],
      sp_plan_count: 0,
    });
    expect(plan.features_not_in_plan).toContain('build.campaigns');
    expect(plan.nodes_not_in_plan).toContain('menu');
    expect(plan.nodes_not_in_plan).not.toContain('start');
  });

  it('refuses unknown features and node types and a taken name, changing nothing', async () => {
    const count = async () => (await f.s.db.selectFrom('business_plans').select('bp_id').execute()).length;
    const before = await count();
    const bad = await f.asSystem('POST', '/billing/business-plans', { bp_name: unique('Bad'), features: [{ feature: 'build.teleport' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe("'build.teleport' is not an application feature.");
    expect((await f.asSystem('POST', '/billing/business-plans', { bp_name: unique('Bad'), nodes: ['start'] })).json().message).toBe(
      "'start' is not a node type.",
    );
    expect((await f.asSystem('POST', '/billing/business-plans', { bp_name: 'studio complete' })).json().message).toBe(
      'The name has already been taken.',
    );
    expect(await count()).toBe(before);
  });

  it('is for the system role only', async () => {
    expect((await f.asAdmin('GET', '/billing/business-plans')).statusCode).toBe(403);
    expect((await builder('POST', '/billing/business-plans', { bp_name: unique('Mine') })).statusCode).toBe(403);
    expect((await f.asAdmin('GET', '/billing/sp-plans')).statusCode).toBe(403);
  });

  it('compares plans side by side and answers the plans tree', async () => {
    const plans = (await f.asSystem('GET', '/billing/business-plans')).json().data as { bp_id: number; bp_name: string }[];
    const complete = plans.find((p) => p.bp_name === 'Studio Complete')!;
    const essentials = plans.find((p) => p.bp_name === 'Studio Essentials')!;
    const cmp = (await f.asSystem('POST', '/billing/compare-plans', { bp_ids: [complete.bp_id, essentials.bp_id] })).json().data;
    expect(cmp.plans.map((p: { bp_name: string }) => p.bp_name)).toEqual(['Studio Complete', 'Studio Essentials']);
    expect(cmp.features.find((x: { feature: string }) => x.feature === 'build.tasks').plans).toEqual([
      { included: true, limit: null, burst_limit: null },
      { included: true, limit: 25, burst_limit: null },
    ]);
    expect(
      cmp.features.find((x: { feature: string }) => x.feature === 'build.campaigns').plans.map((p: { included: boolean }) => p.included),
    ).toEqual([true, false]);
    expect(cmp.nodes.find((x: { node_type: string }) => x.node_type === 'web_service').plans).toEqual([true, false]);
    expect((await f.asSystem('POST', '/billing/compare-plans', { bp_ids: [complete.bp_id] })).statusCode).toBe(422);

    const tree = (await f.asSystem('GET', `/billing/get-plans-tree/${complete.bp_id}`)).json().data;
    const northwind = tree.sp_plans.find((s: { sp_plan_name: string }) => s.sp_plan_name === 'Northwind Lite');
    expect(northwind.ac_plans.map((a: { ac_name: string }) => a.ac_name)).toEqual(['Northwind Logistics and Freight Desk']);
    expect(tree.sp_plans.map((s: { sp_name: string }) => s.sp_name)).toContain('Bluebird Telecom');
    expect((await f.asSystem('GET', '/billing/get-plans-tree/999999')).statusCode).toBe(404);
  });
});

describe('plan → features → node types → palette, end to end', () => {
  it('checks the changes first, refuses what accounts would lose unless confirmed, then the account loses the type and the server refuses it', async () => {
    const bp = await businessPlan();
    const sp = await spPlan(bp.bp_id);
    await allocateHealth(sp.sp_plan_id);
    expect(await offered()).toContain('menu');

    const without = planableNodeTypes().filter((t) => t !== 'menu');
    const check = await f.asSystem('POST', `/billing/check-business-plan-changes/${bp.bp_id}`, { nodes: without });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      safe_update: false,
      changes: [{ ac_name: 'Northwind Health Line', lost_features: [], lost_nodes: [{ node_type: 'menu' }] }],
    });
    // the check changed nothing
    expect(await offered()).toContain('menu');

    const refused = await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { nodes: without });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toContain('Northwind Health Line loses node menu');
    expect((await f.asSystem('GET', `/billing/business-plans/${bp.bp_id}`)).json().data.nodes).toContain('menu');
    expect(await offered()).toContain('menu');

    const saved = await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { nodes: without, confirm_changes: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await offered()).not.toContain('menu');
    const task = (await builder('POST', '/studio/tasks', { task_name: unique('Plan task'), task_type: 'voice' })).json().data;
    const main = (
      (await builder('GET', `/node/canvas?task_id=${task.task_id}`)).json().data as {
        is_main_canvas: number;
        canvas_id: number;
        first_node_id: number;
      }[]
    ).find((c) => c.is_main_canvas === 1)!;
    const menu = await builder('POST', '/node/nodes', {
      task_id: task.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'menu',
      config: {},
    });
    expect(menu.statusCode).toBe(422);
    expect(menu.json().message).toBe(notProvisioned);

    // a feature removed the same way: the account's enabled features lose it and its screens follow
    const check2 = await f.asSystem('POST', `/billing/check-business-plan-changes/${bp.bp_id}`, {
      features: allFeatures.filter((x) => x.feature !== 'build.content.intents'),
    });
    expect(check2.json().data.changes[0].lost_features).toEqual(['build.content.intents']);
    await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, {
      features: allFeatures.filter((x) => x.feature !== 'build.content.intents'),
      confirm_changes: true,
    });
    expect((await builder('GET', '/auth/enabled-features')).json().data).not.toContain('build.content.intents');
    expect((await builder('GET', '/intent')).json().message).toBe(notProvisioned);
  });

  it('counts usage from real data and refuses a write past the hard limit with the plan message', async () => {
    const bp = await businessPlan();
    const sp = await spPlan(bp.bp_id);
    await allocateHealth(sp.sp_plan_id);
    const usage = async () =>
      ((await builder('GET', `/billing/feature-usage-and-limit/${f.ids.health}`)).json().data as { feature: string; usage: number }[]).find(
        (u) => u.feature === 'build.tasks',
      )!;
    const tasks = (await usage()).usage;
    expect(tasks).toBeGreaterThan(0);

    const limited = (limit: number, burst: number | null = null) =>
      allFeatures.map((x) => (x.feature === 'build.tasks' ? { feature: 'build.tasks', limit, burst_limit: burst } : x));
    // a limit below what an account uses now is refused, confirmed or not
    const below = await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { features: limited(tasks - 1), confirm_changes: true });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(`The limit of 'build.tasks' is below what Northwind Health Line uses now (${tasks}).`);

    expect((await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { features: limited(tasks, 1) })).statusCode).toBe(200);
    expect(await usage()).toMatchObject({
      usage: tasks,
      limit: tasks,
      burst_limit: 1,
      usagesLeft: 0,
      isUsingBurstUsages: false,
      burstUsagesLeft: 1,
    });
    expect((await builder('GET', '/billing/ac-feature-limit')).json().data).toEqual([
      { feature: 'build.tasks', limit: tasks, burst_limit: 1 },
    ]);
    // one more task is burst usage; the next is past the hard limit
    expect((await builder('POST', '/studio/tasks', { task_name: unique('Burst'), task_type: 'voice' })).statusCode).toBe(201);
    expect(await usage()).toMatchObject({ usage: tasks + 1, isUsingBurstUsages: true, burstUsagesLeft: 0 });
    const over = await builder('POST', '/studio/tasks', { task_name: unique('Over'), task_type: 'voice' });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(notProvisioned);
    // a copy counts like a new task
    const some = (await builder('GET', '/studio/tasks')).json().data[0];
    const copy = await builder('POST', `/studio/tasks/duplicate/${some.task_id}`, {});
    expect(copy.statusCode).toBe(403);
    expect(copy.json().message).toBe(notProvisioned);
    expect((await usage()).usage).toBe(tasks + 1);
  });
});

describe('node and session limits', () => {
  it("refuses a node past the plan's node limit and a session past its monthly sessions, with the plan message", async () => {
    const bp = await businessPlan();
    const sp = await spPlan(bp.bp_id);
    await allocateHealth(sp.sp_plan_id);
    const task = (await builder('POST', '/studio/tasks', { task_name: unique('Limits'), task_type: 'voice' })).json().data;
    const main = (
      (await builder('GET', `/node/canvas?task_id=${task.task_id}`)).json().data as {
        is_main_canvas: number;
        canvas_id: number;
        first_node_id: number;
      }[]
    ).find((c) => c.is_main_canvas === 1)!;
    const usage = async (feature: string) =>
      ((await builder('GET', `/billing/feature-usage-and-limit/${f.ids.health}`)).json().data as { feature: string; usage: number }[]).find(
        (u) => u.feature === feature,
      )!.usage;
    const nodes = await usage('usage.nodes');
    const sessions = await usage('usage.sessions');
    const limits = allFeatures.map((x) =>
      x.feature === 'usage.nodes'
        ? { feature: 'usage.nodes', limit: nodes + 1 }
        : x.feature === 'usage.sessions'
          ? { feature: 'usage.sessions', limit: sessions }
          : x,
    );
    expect((await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { features: limits })).statusCode).toBe(200);
    const add = (pid: number) =>
      builder('POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid, node_type: 'pause', config: {} });
    const first = await add(main.first_node_id);
    expect(first.statusCode, first.body).toBe(201);
    const over = await add(first.json().node.data.node_id);
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json().message).toBe(notProvisioned);
    expect(await usage('usage.nodes')).toBe(nodes + 1);
    const session = await builder('POST', '/sim/sessions', { task_id: task.task_id });
    expect(session.statusCode).toBe(403);
    expect(session.json().message).toBe(notProvisioned);
  });
});

describe('users limit', () => {
  it("refuses a user mapped to an account past its plan's users limit, with the plan message, and creates nothing", async () => {
    const bp = await businessPlan();
    const sp = await spPlan(bp.bp_id);
    await allocateHealth(sp.sp_plan_id);
    const usage = async () =>
      ((await builder('GET', `/billing/feature-usage-and-limit/${f.ids.health}`)).json().data as { feature: string; usage: number }[]).find(
        (u) => u.feature === 'manage.users',
      )!.usage;
    const users = await usage();
    const limits = allFeatures.map((x) => (x.feature === 'manage.users' ? { feature: 'manage.users', limit: users } : x));
    expect((await f.asSystem('PUT', `/billing/business-plans/${bp.bp_id}`, { features: limits })).statusCode).toBe(200);
    const viewer = await f.s.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow();
    const email = `limit-${Date.now()}@example.com`;
    const res = await f.asAdmin('POST', '/auth/users', { email, roles: [viewer.id], account_mappings: [f.ids.health] });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(notProvisioned);
    expect(await f.s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await usage()).toBe(users);
  });
});

describe('provider plans (system)', () => {
  it("validates the name per provider and builds on the business plan's features and limits", async () => {
    const bp = await businessPlan({ features: [{ feature: 'manage' }, { feature: 'build.tasks', limit: 10 }] });
    const name = unique('Gold');
    await spPlan(bp.bp_id, f.ids.northwind, { sp_plan_name: name });
    const validate = (sp_id: number, sp_plan_name = name) => f.asSystem('POST', '/billing/validate-sp-plan-name', { sp_plan_name, sp_id });
    expect((await validate(f.ids.northwind, name.toUpperCase())).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await validate(f.ids.bluebird)).json().data.valid).toBe(true);
    expect(
      (await f.asSystem('POST', '/billing/sp-plans', { sp_plan_name: name, sp_id: f.ids.northwind, bp_id: bp.bp_id })).statusCode,
    ).toBe(422);

    const features = (await f.asSystem('GET', `/billing/business-plan-features-for-sp-plan?bp_id=${bp.bp_id}`)).json().data;
    expect(features).toEqual([
      { feature: 'manage', limit: null, burst_limit: null },
      { feature: 'build.tasks', limit: 10, burst_limit: null },
    ]);
    const notInBase = await f.asSystem('POST', '/billing/sp-plans', {
      sp_plan_name: unique('X'),
      sp_id: f.ids.northwind,
      bp_id: bp.bp_id,
      features: [{ feature: 'analyse' }],
    });
    expect(notInBase.json().message).toBe("'analyse' is not in the plan this one is built on.");
    const above = await f.asSystem('POST', '/billing/sp-plans', {
      sp_plan_name: unique('X'),
      sp_id: f.ids.northwind,
      bp_id: bp.bp_id,
      features: [{ feature: 'build.tasks', limit: 11 }],
    });
    expect(above.json().message).toBe("The limit of 'build.tasks' is above the limit of the plan this one is built on (10).");

    const available = (await f.asSystem('GET', `/billing/available-business-plans-for-sp?sp_id=${f.ids.northwind}`)).json().data as {
      bp_id: number;
    }[];
    expect(available.map((p) => p.bp_id)).not.toContain(bp.bp_id);
    const sps = (await f.asSystem('GET', `/billing/available-sps-for-business-plans?bp_id=${bp.bp_id}`)).json().data as { sp_id: number }[];
    expect(sps.map((s) => s.sp_id)).toEqual([f.ids.bluebird]);
  });

  it('keeps a business plan and a provider plan that others are built on', async () => {
    const bp = await businessPlan();
    const sp = await spPlan(bp.bp_id);
    expect((await f.asSystem('DELETE', `/billing/business-plans/${bp.bp_id}`)).json().message).toBe(
      'Provider plans are built on this business plan; move them to another plan first.',
    );
    const acPlan = await allocateHealth(sp.sp_plan_id);
    const refused = await f.asSystem('DELETE', `/billing/sp-plans/${sp.sp_plan_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Account plans are built on this provider plan; move them to another plan first.');
    expect((await f.asAdmin('GET', `/billing/ac-plans/${acPlan}`)).json().data.sp_plan_id).toBe(sp.sp_plan_id);
  });
});

describe('file upload on visual forms is a plan feature', () => {
  it('is offered among the application features, and a plan that includes it enables it for the account', async () => {
    const offeredFeatures = (await f.asSystem('GET', '/billing/application-features')).json().data as { feature: string; level: string }[];
    expect(offeredFeatures).toContainEqual({ feature: 'visualform-file-upload', level: 'ac' });
    const features = async () =>
      ((await f.asAdmin('GET', `/billing/ac-enabled-features/${f.ids.health}`)).json().data as { feature: string }[]).map((r) => r.feature);
    const without = await businessPlan({ features: allFeatures.filter((x) => x.feature !== 'visualform-file-upload') });
    await allocateHealth((await spPlan(without.bp_id, f.ids.northwind, { features: undefined })).sp_plan_id);
    expect(await features()).not.toContain('visualform-file-upload');
    const withUpload = await businessPlan();
    await allocateHealth((await spPlan(withUpload.bp_id)).sp_plan_id);
    expect(await features()).toContain('visualform-file-upload');
  });
});

describe('account plans (provider admins)', () => {
  it("lists IVA plans by default, filtered by plan_type, only the provider's own", async () => {
    const list = (await f.asAdmin('GET', '/billing/ac-plans')).json().data as { plan_type: string; ac_name: string; sp_id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.plan_type === 'IVA' && p.sp_id === f.ids.northwind)).toBe(true);
    expect((await f.asAdmin('GET', '/billing/ac-plans?plan_type=CHATBOT')).json().data).toEqual([]);
    const accounts = (await f.asAdmin('GET', '/billing/ac-plans-sp-accounts')).json().data as { ac_id: number; plans: unknown[] }[];
    expect(accounts.map((a) => a.ac_id).sort()).toEqual([f.ids.retail, f.ids.health, f.ids.logistics].sort());
    const base = (await f.asAdmin('POST', '/billing/get-available-base-plans', { plan_type: 'IVA' })).json().data as { sp_id: number }[];
    expect(base.length).toBeGreaterThan(0);
    expect(base.every((p) => p.sp_id === f.ids.northwind)).toBe(true);
  });

  it('refuses ids of another provider, a second plan of one type, and changes nothing', async () => {
    const bluebirdPlan = (await f.asSystem('GET', '/billing/sp-plans'))
      .json()
      .data.find((p: { sp_id: number }) => p.sp_id === f.ids.bluebird);
    const ownPlan = (await f.asAdmin('POST', '/billing/get-available-base-plans', {})).json().data[0];
    const before = await f.s.db.selectFrom('ac_plans').selectAll().execute();
    const foreignAccount = await f.asAdmin('POST', '/billing/ac-plans', {
      ac_plan_name: unique('A'),
      ac_id: f.ids.support,
      sp_plan_id: ownPlan.sp_plan_id,
    });
    expect(foreignAccount.statusCode).toBe(422);
    expect(foreignAccount.json().message).toBe('The account does not belong to this service provider.');
    const foreignPlan = await f.asAdmin('POST', '/billing/ac-plans', {
      ac_plan_name: unique('A'),
      ac_id: f.ids.retail,
      sp_plan_id: bluebirdPlan.sp_plan_id,
    });
    expect(foreignPlan.json().message).toBe('The provider plan does not belong to this service provider.');
    const second = await f.asAdmin('POST', '/billing/ac-plans', {
      ac_plan_name: unique('A'),
      ac_id: f.ids.retail,
      sp_plan_id: ownPlan.sp_plan_id,
    });
    expect(second.json().message).toBe('The account already has a IVA plan.');
    expect(await f.s.db.selectFrom('ac_plans').selectAll().execute()).toEqual(before);
    expect((await f.asAdmin('GET', `/billing/ac-enabled-features/${f.ids.support}`)).statusCode).toBe(404);
    expect((await builder('GET', `/billing/feature-usage-and-limit/${f.ids.support}`)).statusCode).toBe(404);
    expect((await builder('GET', '/billing/ac-plans')).statusCode).toBe(403);
  });

  it('deleting an account plan takes its features at once; the undo gives them back', async () => {
    const plan = (await f.asAdmin('GET', `/billing/ac-allocated-plan/${f.ids.logistics}`)).json().data[0];
    const features = async () => (await f.asAdmin('GET', `/billing/ac-enabled-features/${f.ids.logistics}`)).json().data.length as number;
    const had = await features();
    expect((await f.asAdmin('DELETE', `/billing/ac-plans/${plan.ac_plan_id}`)).statusCode).toBe(200);
    expect(await features()).toBe(0);
    expect((await f.asAdmin('GET', `/billing/ac-plans-for-accounts/${f.ids.logistics}/IVA`)).json().data[0].is_enabled).toBe(0);
    expect((await f.asAdmin('PUT', `/billing/ac-plans/${plan.ac_plan_id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect(await features()).toBe(had);
  });
});
