import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';

/**
 * Active calls (spec 3 §7 Queues: "POST /opensip/active-calls", "POST clear-stale-calls
 * {number_of_minutes}"): the account's running engine sessions, and ending those idle longer than the given minutes.
 */
const fx = accountFixture();
const mainLine = async () => {
  const list = (await fx.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
  return list.find((t) => t.task_name === 'Retail main line')!;
};
const start = async (taskId: number, ani?: string) => {
  const res = await fx.call('POST', '/sim/sessions', { task_id: taskId, ...(ani ? { ani } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { session_id: string; status: string };
};
/** Makes a session look idle since `minutes` ago, as if its caller went quiet. */
const idle = (sessionId: string, minutes: number) =>
  fx.s.db
    .updateTable('engine_sessions')
    .set({ updated_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('session_id', '=', sessionId)
    .execute();

describe('active calls', () => {
  it("lists the account's running sessions with the caller's number and the node they wait at, and not ended ones", async () => {
    const task = await mainLine();
    const a = await start(task.task_id, '+442079460900');
    const b = await start(task.task_id);
    expect(a.status).toBe('waiting');
    await fx.call('DELETE', `/sim/sessions/${b.session_id}`);
    await idle(a.session_id, 12);
    const res = await fx.call('POST', '/opensip/active-calls', {});
    expect(res.statusCode, res.body).toBe(200);
    const calls = res.json().data as {
      session_id: string;
      ani: string | null;
      task_name: string;
      idle_minutes: number;
      waiting_for: string;
      node_id: number;
    }[];
    const call = calls.find((c) => c.session_id === a.session_id)!;
    expect(call).toMatchObject({
      task_id: task.task_id,
      task_name: 'Retail main line',
      ani: '+442079460900',
      channel: 'voice',
      waiting_for: 'dtmf',
    });
    expect(call.idle_minutes).toBeGreaterThanOrEqual(11);
    expect(call.node_id).toBeTypeOf('number');
    expect(calls.map((c) => c.session_id)).not.toContain(b.session_id);
    expect((await fx.call('POST', '/opensip/active-calls', { task_id: task.task_id + 100_000 })).json().data).toEqual([]);
  });

  it('clears calls idle longer than the given minutes: they end as stale with their usage records; fresher ones run on', async () => {
    const task = await mainLine();
    const stale = await start(task.task_id);
    const fresh = await start(task.task_id);
    await idle(stale.session_id, 45);
    await idle(fresh.session_id, 5);
    const res = await fx.call('POST', '/opensip/clear-stale-calls', { number_of_minutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.session_ids).toContain(stale.session_id);
    expect(res.json().data.session_ids).not.toContain(fresh.session_id);

    const ended = (await fx.call('GET', `/sim/sessions/${stale.session_id}`)).json().data;
    expect(ended.status).toBe('ended');
    expect(ended.events.at(-1)).toMatchObject({ type: 'ended', outcome: 'stale' });
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .selectAll()
      .where('session_id', '=', stale.session_id)
      .executeTakeFirstOrThrow();
    expect(usage.outcome).toBe('stale');
    expect(usage.ended_at).not.toBeNull();
    expect((await fx.call('GET', `/sim/sessions/${fresh.session_id}`)).json().data.status).toBe('waiting');
    const refused = await fx.call('POST', `/sim/sessions/${stale.session_id}/input`, { dtmf: '1' });
    expect(refused.statusCode).toBe(409);
  });

  it('refuses minutes that are not a whole number from 1 to 10080, and ends nothing', async () => {
    const task = await mainLine();
    const s = await start(task.task_id);
    await idle(s.session_id, 100_000);
    for (const body of [
      {},
      { number_of_minutes: 0 },
      { number_of_minutes: 10_081 },
      { number_of_minutes: 2.5 },
      { number_of_minutes: '30' },
    ]) {
      const res = await fx.call('POST', '/opensip/clear-stale-calls', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(messages.queues.minutesRange);
    }
    expect((await fx.call('GET', `/sim/sessions/${s.session_id}`)).json().data.status).toBe('waiting');
  });

  it("never lists or ends another account's sessions, and a viewer may list but not clear", async () => {
    const task = await mainLine();
    const mine = await start(task.task_id);
    await idle(mine.session_id, 60);
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = await fx.s.call('POST', '/opensip/active-calls', { token: fx.token, selection: health, body: {} });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.map((c: { session_id: string }) => c.session_id)).not.toContain(mine.session_id);
    const cleared = await fx.s.call('POST', '/opensip/clear-stale-calls', {
      token: fx.token,
      selection: health,
      body: { number_of_minutes: 1 },
    });
    expect(cleared.json().data.session_ids).not.toContain(mine.session_id);

    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await fx.s.call('POST', '/opensip/active-calls', { token: viewer, selection: fx.retail, body: {} })).statusCode).toBe(200);
    expect(
      (await fx.s.call('POST', '/opensip/clear-stale-calls', { token: viewer, selection: fx.retail, body: { number_of_minutes: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await fx.call('GET', `/sim/sessions/${mine.session_id}`)).json().data.status).toBe('waiting');
  });
});
