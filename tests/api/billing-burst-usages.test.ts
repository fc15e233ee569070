import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** Burst usage generated for a provider from its usage records (a background job), its items, CSV and chart. */
const f = providerFixture('ac.builder@studio.test');
let n = 0;
const unique = (name: string) => `${name} ${++n} ${Math.random().toString(36).slice(2, 6)}`;

/** A new account of a provider with a WORKFLOW plan whose monthly sessions are limited (limit, burst allowance). */
async function limitedAccount(spId: number, limit: number | null, burst: number | null) {
  const now = new Date().toISOString();
  const { ac_id } = await f.s.db
    .insertInto('accounts')
    .values({
      ac_name: unique('Billed'),
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
  if (limit === null) return ac_id;
  const bp = await f.asSystem('POST', '/billing/business-plans', {
    bp_name: unique('Workflow'),
    plan_type: 'WORKFLOW',
    features: [{ feature: 'usage.sessions', limit: limit + 100, burst_limit: 50 }],
  });
  expect(bp.statusCode, bp.body).toBe(201);
  const sp = await f.asSystem('POST', '/billing/sp-plans', {
    sp_plan_name: unique('Workflow'),
    sp_id: spId,
    bp_id: bp.json().data.bp_id,
    features: [{ feature: 'usage.sessions', limit, burst_limit: burst }],
  });
  expect(sp.statusCode, sp.body).toBe(201);
  await f.s.db
    .insertInto('ac_plans')
    .values({
      ac_plan_name: unique('Workflow'),
      sp_id: spId,
      ac_id,
      plan_type: 'WORKFLOW',
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

/** `count` usage records of the account on a day (YYYY-MM-DD), on a channel. */
async function sessions(acId: number, day: string, count: number, channel = 'workflow') {
  const rows = Array.from({ length: count }, (_, i) => ({
    session_id: `${acId}-${day}-${channel}-${i}-${Math.random().toString(36).slice(2)}`,
    ac_id: acId,
    task_id: 1,
    task_version: null,
    channel,
    simulated: 1,
    started_at: `${day}T${String(10 + (i % 10)).padStart(2, '0')}:00:00.000Z`,
    ended_at: null,
    outcome: 'completed',
    path: '[]',
    variables: '{}',
  }));
  await f.s.db.insertInto('usage_records').values(rows).execute();
}

async function completed(id: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = (await f.asSystem('GET', `/billing/burst-usages/${id}`)).json().data;
    if (row.status === 'completed' || row.status === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`burst usage ${id} is ${row.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const period = { plan_type: 'WORKFLOW', period_start: '2026-01-01', period_end: '2026-02-28' };

describe('generating burst usage from the usage records', () => {
  it("counts each account's sessions per month of the period against its plan: what is beyond the limit is billed", async () => {
    const spId = f.ids.bluebird;
    const limited = await limitedAccount(spId, 10, 5);
    const free = await limitedAccount(spId, null, null);
    await sessions(limited, '2026-01-05', 9);
    await sessions(limited, '2026-01-20', 5); // January: 14 → 4 beyond the limit of 10
    await sessions(limited, '2026-01-21', 3, 'voice'); // another plan type's channel: not counted
    await sessions(limited, '2026-02-28', 17); // February: 17 → 7 beyond, 2 beyond the burst allowance too
    await sessions(limited, '2026-03-01', 2); // after the period
    await sessions(limited, '2025-12-31', 1); // before it
    await sessions(free, '2026-01-10', 20); // no WORKFLOW plan: no limit, nothing billed

    const res = await f.asSystem('POST', `/billing/generate-burst-usages/${spId}`, period);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ sp_id: spId, plan_type: 'WORKFLOW', guard_name: 'admin', status: 'queued' });
    const done = await completed(res.json().data.billing_burst_usage_id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, record_count: 14 + 17 + 20, burst_total: 4 + 7 });
    expect(done.account_count).toBeGreaterThanOrEqual(3);

    const items = (await f.asSystem('GET', `/billing/burst-usage-items/${done.billing_burst_usage_id}`)).json().data as Record<
      string,
      unknown
    >[];
    const mine = items
      .filter((i) => i.ac_id === limited || i.ac_id === free)
      .map(({ ac_id, month, usage, limit, burst_limit, burst_usage, beyond_burst }) => ({
        ac_id,
        month,
        usage,
        limit,
        burst_limit,
        burst_usage,
        beyond_burst,
      }));
    expect(mine).toEqual(
      expect.arrayContaining([
        { ac_id: limited, month: '2026-01', usage: 14, limit: 10, burst_limit: 5, burst_usage: 4, beyond_burst: 0 },
        { ac_id: limited, month: '2026-02', usage: 17, limit: 10, burst_limit: 5, burst_usage: 7, beyond_burst: 2 },
        { ac_id: free, month: '2026-01', usage: 20, limit: null, burst_limit: null, burst_usage: 0, beyond_burst: 0 },
      ]),
    );
    expect(mine).toHaveLength(3);

    const csv = await f.asSystem('POST', `/billing/generate-burst-usage-csv/${done.billing_burst_usage_id}`, { plan_type: 'WORKFLOW' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('ac_id,ac_name,feature,month,usage,limit,burst_limit,burst_usage,beyond_burst');
    expect(lines).toContain(`${free},${items.find((i) => i.ac_id === free)!.ac_name},usage.sessions,2026-01,20,,,0,0`);
    expect(lines).toHaveLength(items.length + 1);

    const chart = (await f.asSystem('GET', `/billing/burst-usage-chart/${done.billing_burst_usage_id}?ac_id=${limited}`)).json().data;
    expect(chart).toMatchObject({ ac_id: limited, feature: 'usage.sessions', limit: 10, burst_limit: 5 });
    expect(chart.days).toHaveLength(31 + 28);
    expect(chart.days.find((d: { day: string }) => d.day === '2026-01-20')).toEqual({ day: '2026-01-20', sessions: 5, month_to_date: 14 });
    expect(chart.days.find((d: { day: string }) => d.day === '2026-02-01')).toEqual({ day: '2026-02-01', sessions: 0, month_to_date: 0 });
    expect(chart.days.at(-1)).toEqual({ day: '2026-02-28', sessions: 17, month_to_date: 17 });
  });

  it('creates through the generic list call too, and lists, deletes (soft) and restores', async () => {
    const res = await f.asSystem('POST', '/billing/burst-usages', { ...period, sp_id: f.ids.northwind, plan_type: 'CHATBOT' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.billing_burst_usage_id;
    expect(res.json().data.usage_name).toMatch(/^Northwind.* · CHATBOT · 2026-01-01 – 2026-02-28$/);
    await completed(id);
    expect(
      ((await f.asSystem('GET', '/billing/burst-usages')).json().data as { billing_burst_usage_id: number }[]).map(
        (u) => u.billing_burst_usage_id,
      ),
    ).toContain(id);
    expect((await f.asSystem('DELETE', `/billing/burst-usages/${id}`)).statusCode).toBe(200);
    expect(
      ((await f.asSystem('GET', '/billing/burst-usages')).json().data as { billing_burst_usage_id: number }[]).map(
        (u) => u.billing_burst_usage_id,
      ),
    ).not.toContain(id);
    expect((await f.asSystem('PUT', `/billing/burst-usages/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    const renamed = await f.asSystem('PUT', `/billing/burst-usages/${id}`, { usage_name: 'Chatbot winter', record_count: 0 });
    expect(renamed.statusCode).toBe(422); // its figures are the job's, never a request's
    expect((await f.asSystem('PUT', `/billing/burst-usages/${id}`, { usage_name: 'Chatbot winter' })).json().data).toMatchObject({
      usage_name: 'Chatbot winter',
      status: 'completed',
    });
  });

  it('refuses a bad period, an unknown provider and a CSV of an unfinished or other-type usage, changing nothing', async () => {
    const count = async () => (await f.s.db.selectFrom('billing_burst_usages').select('billing_burst_usage_id').execute()).length;
    const before = await count();
    const backwards = await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, {
      ...period,
      period_start: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe('The period ends before it starts.');
    const long = await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, { ...period, period_start: '2024-01-01' });
    expect(long.json().message).toBe('A period is at most 366 days.');
    expect(
      (await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, { ...period, period_end: '2026-02-30' })).statusCode,
    ).toBe(422);
    expect((await f.asSystem('POST', '/billing/generate-burst-usages/999999', period)).json().message).toBe(
      'The service provider was not found.',
    );
    expect(await count()).toBe(before);

    const res = await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, period);
    const done = await completed(res.json().data.billing_burst_usage_id);
    const other = await f.asSystem('POST', `/billing/generate-burst-usage-csv/${done.billing_burst_usage_id}`, { plan_type: 'IVA' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('The burst usage is of another plan type.');
    await f.s.db
      .updateTable('billing_burst_usages')
      .set({ status: 'running' })
      .where('billing_burst_usage_id', '=', done.billing_burst_usage_id)
      .execute();
    const early = await f.asSystem('POST', `/billing/generate-burst-usage-csv/${done.billing_burst_usage_id}`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The burst usage is not completed yet.');
    expect((await f.asSystem('GET', `/billing/burst-usage-chart/${done.billing_burst_usage_id}?ac_id=999999`)).json().message).toBe(
      'The account has no usage in this burst usage.',
    );
  });

  it('is for the system role only: a provider admin or an account user can neither generate nor read', async () => {
    const res = await f.asSystem('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, period);
    const id = res.json().data.billing_burst_usage_id;
    await completed(id);
    const before = await f.s.db.selectFrom('billing_burst_usages').select('billing_burst_usage_id').execute();
    const builder = (method: string, url: string, body?: unknown) =>
      f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId: f.ids.retail }, body });
    for (const call of [f.asAdmin, builder]) {
      expect((await call('POST', `/billing/generate-burst-usages/${f.ids.northwind}`, period)).statusCode).toBe(403);
      expect((await call('GET', '/billing/burst-usages')).statusCode).toBe(403);
      expect((await call('GET', `/billing/burst-usage-items/${id}`)).statusCode).toBe(403);
      expect((await call('POST', `/billing/generate-burst-usage-csv/${id}`, {})).statusCode).toBe(403);
      expect((await call('DELETE', `/billing/burst-usages/${id}`)).statusCode).toBe(403);
    }
    expect(await f.s.db.selectFrom('billing_burst_usages').select('billing_burst_usage_id').execute()).toEqual(before);
  });
});
