import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jobSchemaOf } from '@server/jobs/index';
import { usageOf } from '@server/modules/plans/usage';
import { nextSampleDelayMs, sampleUsage, usageSampleHandler, utcDay } from '@server/modules/billing/usage-samples';
import { providerFixture } from './support/provider';
import { engine } from './support/studio';

/** Users, tasks and nodes sampled daily by a job, and billed by burst usage beyond the plans' limits. */
const f = providerFixture();
let n = 0;
const unique = (name: string) => `${name} ${++n} ${Math.random().toString(36).slice(2, 6)}`;
const samples = (day: string) => f.s.db.selectFrom('usage_samples').selectAll().where('day', '=', day).execute();

/** A new account of Bluebird with a CHATBOT plan that limits users and tasks (limit, burst allowance). */
async function limitedAccount() {
  const now = new Date().toISOString();
  const spId = f.ids.bluebird;
  const { ac_id } = await f.s.db
    .insertInto('accounts')
    .values({
      ac_name: unique('Sampled'),
      sp_id: spId,
      label: null,
      logopath: null,
      is_enabled: 1,
      account_enabled: 1,
      domain_id: null,
      ac_setting: '{}',
      migration_state: 'S7_GA',
      created_at: now,
      updated_at: now,
    })
    .returning('ac_id')
    .executeTakeFirstOrThrow();
  const features = [
    { feature: 'manage.users', limit: 2, burst_limit: 1 },
    { feature: 'build.tasks', limit: 3, burst_limit: 10 },
  ];
  const bp = await f.asSystem('POST', '/billing/business-plans', {
    bp_name: unique('Chat'),
    plan_type: 'CHATBOT',
    features: features.map((x) => ({ ...x, limit: 100 })),
  });
  expect(bp.statusCode, bp.body).toBe(201);
  const sp = await f.asSystem('POST', '/billing/sp-plans', {
    sp_plan_name: unique('Chat'),
    sp_id: spId,
    bp_id: bp.json().data.bp_id,
    features,
  });
  expect(sp.statusCode, sp.body).toBe(201);
  await f.s.db
    .insertInto('ac_plans')
    .values({
      ac_plan_name: unique('Chat'),
      sp_id: spId,
      ac_id,
      plan_type: 'CHATBOT',
      sp_plan_id: sp.json().data.sp_plan_id,
      is_enabled: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return ac_id;
}

describe('daily usage samples', () => {
  it("counts every account's users, and tasks and nodes per task type, as the plan limits count them — once a day", async () => {
    const day = '2031-05-17';
    expect(await sampleUsage(f.s.db, day)).toBe(true);
    const rows = await samples(day);
    const sum = (acId: number, metric: string) =>
      rows.filter((r) => r.ac_id === acId && r.metric === metric).reduce((s, r) => s + r.count, 0);
    for (const acId of [f.ids.retail, f.ids.health, f.ids.support]) {
      for (const metric of ['users', 'tasks', 'nodes'] as const)
        expect(sum(acId, metric), `${acId} ${metric}`).toBe(await usageOf(f.s.db, acId, metric));
    }
    expect(rows.filter((r) => r.metric === 'users').every((r) => r.task_type === '')).toBe(true);
    expect(
      rows
        .filter((r) => r.metric !== 'users')
        .every((r) => ['voice', 'chatbot', 'messaging', 'whatsapp', 'workflow'].includes(r.task_type)),
    ).toBe(true);
    // The same day again samples nothing more.
    expect(await sampleUsage(f.s.db, day)).toBe(false);
    expect((await samples(day)).length).toBe(rows.length);
  });

  it("the job samples today and queues tomorrow's run; run again the same day it queues nothing", async () => {
    const queued: { name: string; payload: unknown; delayMs?: number }[] = [];
    const jobs = {
      ...f.s.app.studio.jobs,
      enqueue: async (name: string, payload: object, options?: { delayMs?: number }) =>
        void queued.push({ name, payload, delayMs: options?.delayMs }),
    };
    await f.s.db.deleteFrom('usage_sample_days').where('day', '=', utcDay()).execute();
    await f.s.db.deleteFrom('usage_samples').where('day', '=', utcDay()).execute();
    const run = usageSampleHandler(f.s.db, jobs as typeof f.s.app.studio.jobs);
    await run({ day: utcDay() }, { signal: new AbortController().signal, attempt: 0 });
    expect((await samples(utcDay())).length).toBeGreaterThan(0);
    expect(queued).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(queued[0]).toMatchObject({ name: 'usage-sample', payload: { day: tomorrow } });
    expect(queued[0].delayMs).toBeGreaterThan(0);
    expect(queued[0].delayMs).toBeLessThanOrEqual(86_400_000 + 5 * 60_000);
    await run({ day: utcDay() }, { signal: new AbortController().signal, attempt: 0 });
    expect(queued).toHaveLength(1);
    expect(nextSampleDelayMs(new Date('2026-03-04T23:00:00.000Z'))).toBe(65 * 60_000);
  });

  // The queued job as each queue keeps it: the jobs table on SQLite, pg-boss's job table (in the test's job schema) on PostgreSQL.
  it("a started studio has the next day's run queued", async () => {
    const payloads =
      engine === 'postgres'
        ? (
            await sql<{
              data: unknown;
            }>`select data from ${sql.table(`${jobSchemaOf(undefined)}.job`)} where name = 'usage-sample' and state = 'created'`.execute(
              f.s.db,
            )
          ).rows.map((r) => r.data)
        : (await f.s.db.selectFrom('jobs').selectAll().where('name', '=', 'usage-sample').execute()).map((r) => JSON.parse(r.payload));
    expect(payloads).toEqual([{ day: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) }]);
  });
});

describe('burst usage of sampled users and tasks', () => {
  it("bills the month's highest day beyond the plan's limit, per feature, tasks of the plan type's task types only", async () => {
    const acId = await limitedAccount();
    const put = (day: string, metric: string, task_type: string, count: number) =>
      f.s.db.insertInto('usage_samples').values({ ac_id: acId, sp_id: f.ids.bluebird, day, metric, task_type, count }).execute();
    await put('2030-01-03', 'users', '', 2);
    await put('2030-01-19', 'users', '', 5); // January's peak: 5 users, 3 beyond the limit of 2 (2 beyond limit + allowance)
    await put('2030-01-19', 'tasks', 'chatbot', 4);
    await put('2030-01-19', 'tasks', 'voice', 40); // another plan type's tasks: not counted
    await put('2030-02-02', 'tasks', 'chatbot', 2); // February: within the limit
    await put('2030-02-02', 'nodes', 'chatbot', 500); // no plan limits nodes: no item
    await put('2030-03-01', 'users', '', 50); // after the period

    const res = await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.bluebird}`, {
      plan_type: 'CHATBOT',
      period_start: '2030-01-01',
      period_end: '2030-02-28',
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.billing_burst_usage_id;
    let done: Record<string, unknown> = {};
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      done = (await f.asSystem('GET', `/billing/burst-usages/${id}`)).json().data;
      if (done.status === 'completed' || done.status === 'failed') break;
    }
    expect(done).toMatchObject({ status: 'completed', record_count: 0, burst_total: 3 + 1 });
    const items = ((await f.asSystem('GET', `/billing/burst-usage-items/${id}`)).json().data as Record<string, unknown>[]).filter(
      (i) => i.ac_id === acId,
    );
    expect(
      items.map(({ feature, month, usage, limit, burst_limit, burst_usage, beyond_burst }) => ({
        feature,
        month,
        usage,
        limit,
        burst_limit,
        burst_usage,
        beyond_burst,
      })),
    ).toEqual(
      expect.arrayContaining([
        { feature: 'manage.users', month: '2030-01', usage: 5, limit: 2, burst_limit: 1, burst_usage: 3, beyond_burst: 2 },
        { feature: 'build.tasks', month: '2030-01', usage: 4, limit: 3, burst_limit: 10, burst_usage: 1, beyond_burst: 0 },
        { feature: 'build.tasks', month: '2030-02', usage: 2, limit: 3, burst_limit: 10, burst_usage: 0, beyond_burst: 0 },
      ]),
    );
    expect(items).toHaveLength(3);
    // The usage chart stays the sessions' chart: an account with only sampled items has none.
    expect((await f.asSystem('GET', `/billing/burst-usage-chart/${id}?ac_id=${acId}`)).statusCode).toBe(404);
  });
});
