import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

/** Sessions that end at once are billed and cost a turn each: one account's starts are counted per window. */
const fx = accountFixture();
const h = flowHelpers(fx);

describe('session starts are counted per account', () => {
  it("a start past the plan's limit of sessions is refused with 403 and is not counted against the allowance", async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const made = await fx.s.call('POST', '/studio/tasks', {
      token: fx.token,
      selection: health,
      body: { task_name: `Limited ${Date.now()}`, task_type: 'voice' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const taskId = made.json().data.task_id;
    const db = fx.s.db;
    const start = () => fx.s.call('POST', '/sim/sessions', { token: fx.token, selection: health, body: { task_id: taskId } });
    const counted = async () =>
      Number(
        (await db.selectFrom('login_throttle').select('failures').where('key', '=', `sessions:ac:${fx.ids.health}`).executeTakeFirst())
          ?.failures ?? 0,
      );
    expect((await start()).statusCode).toBe(201);
    const used = await db
      .selectFrom('usage_records')
      .select(db.fn.countAll<number>().as('n'))
      .where('ac_id', '=', fx.ids.health)
      .executeTakeFirstOrThrow();
    const limit = await db
      .insertInto('enabled_features')
      .values({ sp_id: fx.ids.northwind, ac_id: fx.ids.health, feature: 'usage.sessions', feature_limit: Number(used.n), burst_limit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const before = await counted();
      const refused = await start();
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe('This feature is not provisioned in your business plan');
      expect(await counted()).toBe(before);
    } finally {
      await db.deleteFrom('enabled_features').where('id', '=', limit.id).execute();
    }
    expect((await start()).statusCode).toBe(201);
  });

  it('a start refused before it runs (its task missing, its start node unknown) is not counted against the allowance', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    await h.insert(t.task_id, canvas_id, start, 'hangup');
    const key = `sessions:ac:${fx.ids.retail}`;
    const counted = async () =>
      Number((await fx.s.db.selectFrom('login_throttle').select('failures').where('key', '=', key).executeTakeFirst())?.failures ?? 0);
    const call = (body: Record<string, unknown>) => fx.s.call('POST', '/sim/sessions', { token: fx.token, selection: fx.retail, body });
    const started = await call({ task_id: t.task_id });
    expect(started.statusCode, started.body).toBe(201);
    // The window held open for the test (a slow machine must not start a new one between the counts).
    await fx.s.db
      .updateTable('login_throttle')
      .set({ window_started_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('key', '=', key)
      .execute();
    try {
      const before = await counted();
      expect(before).toBeGreaterThan(0);
      const missing = await call({ task_id: 987654321 });
      expect(missing.statusCode, missing.body).toBe(404);
      const badNode = await call({ task_id: t.task_id, start_node_id: 987654321 });
      expect(badNode.statusCode, badNode.body).toBe(422);
      expect(badNode.json().errors).toEqual([`start_node_id: ${messages.engine.nodeMissing}`]);
      expect(await counted()).toBe(before);
      expect((await call({ task_id: t.task_id })).statusCode).toBe(201);
      expect(await counted()).toBe(before + 1);
    } finally {
      await fx.s.db.deleteFrom('login_throttle').where('key', '=', key).execute();
    }
  });

  it('a read-only user starting many sessions at once gets the allowance and 429s for the rest; other accounts are not affected', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    await h.insert(t.task_id, canvas_id, start, 'hangup');
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const { max } = limits.sessionStarts;
    const before = await fx.s.db
      .selectFrom('usage_records')
      .select(fx.s.db.fn.countAll<number>().as('n'))
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow();

    const answers = await Promise.all(
      Array.from({ length: max + 10 }, () =>
        fx.s.call('POST', '/sim/sessions', { token: viewer, selection: fx.retail, body: { task_id: t.task_id } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^This account started too many sessions just now; try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await fx.s.db
      .selectFrom('usage_records')
      .select(fx.s.db.fn.countAll<number>().as('n'))
      .where('ac_id', '=', fx.ids.retail)
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(max);

    const tests = await fx.s.call('POST', '/sim/tests/run', { token: viewer, selection: fx.retail, body: { task_id: t.task_id } });
    expect(tests.statusCode).toBe(429);

    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = await fx.s.call('POST', '/studio/tasks', {
      token: fx.token,
      selection: health,
      body: { task_name: `Other ${Date.now()}`, task_type: 'voice' },
    });
    expect(other.statusCode, other.body).toBe(201);
    const elsewhere = await fx.s.call('POST', '/sim/sessions', {
      token: fx.token,
      selection: health,
      body: { task_id: other.json().data.task_id },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
