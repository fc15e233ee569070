import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { accountFixture } from './support/account';
import { engine } from './support/studio';
import { makeDue, queuedJobs } from './support/due-jobs';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

async function retailMainLine() {
  const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
  const task = list.find((t) => t.task_name === 'Retail main line')!;
  const nodes = await h.nodes(task.task_id);
  const named = (name: string) => nodes.filter((n) => n.node_name === name).map((n) => n.node_id);
  return { task, nodes, named };
}

describe('the simulator sessions', () => {
  it('runs the demo menu: start, DTMF 2, the decision follows Otherwise to the returns policy and hangs up', async () => {
    const { task, named } = await retailMainLine();
    const start = await h.call('POST', '/sim/sessions', { task_id: task.task_id });
    expect(start.statusCode, start.body).toBe(201);
    const first = start.json().data;
    expect(first).toMatchObject({ status: 'waiting', node_id: named('Main menu')[0] });
    expect(first.events.filter((e: { type: string }) => e.type === 'said').map((e: { text: string }) => e.text)).toEqual([
      'Welcome to Northwind Retail. Calls may be recorded for training.',
      'For an order, press 1. For a return, press 2. To hear these options again, press 0.',
    ]);
    const input = await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '2' });
    expect(input.statusCode, input.body).toBe(200);
    const after = input.json().data;
    expect(after.status).toBe('ended');
    const path = after.events.filter((e: { type: string }) => e.type === 'entered').map((e: { node_name: string }) => e.node_name);
    expect(path).toEqual(['Known customer?', 'Returns policy', 'Goodbye']);
    expect(after.events.at(-1)).toMatchObject({ type: 'ended', outcome: 'hangup' });

    const read = (await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data;
    expect(read.events.length).toBe(first.events.length + after.events.length);
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .selectAll()
      .where('session_id', '=', first.session_id)
      .executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ task_id: task.task_id, channel: 'voice', outcome: 'hangup' });
    const visited = JSON.parse(usage.path) as number[];
    expect(visited.slice(1, 5)).toEqual(['Welcome', 'Main menu', 'Known customer?', 'Returns policy'].map((n) => named(n)[0]));
    expect(named('Goodbye')).toContain(visited[5]);
    expect(visited).toHaveLength(6);
    expect(usage.ended_at).not.toBeNull();
  });

  it('starts with variables by name, answers them by name, and DTMF 1 sets menu_choice', async () => {
    const { task } = await retailMainLine();
    const first = (await h.call('POST', '/sim/sessions', { task_id: task.task_id, variables: { customer_name: 'Ann' } })).json().data;
    expect(first.variables.customer_name).toBe('Ann');
    const after = (await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '1' })).json().data;
    expect(after.variables).toMatchObject({ customer_name: 'Ann', menu_choice: 'orders' });
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'variable_set', value: 'orders' }));
    const usage = await fx.s.db
      .selectFrom('usage_records')
      .select('variables')
      .where('session_id', '=', first.session_id)
      .executeTakeFirstOrThrow();
    expect(Object.values(JSON.parse(usage.variables))).toEqual(['orders']);
  });

  it('DELETE ends a waiting session; input after the end is refused with 409 and changes nothing', async () => {
    const { task } = await retailMainLine();
    const first = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data;
    const del = await h.call('DELETE', `/sim/sessions/${first.session_id}`);
    expect(del.json().data).toMatchObject({ status: 'ended', node_id: null });
    const late = await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The session has ended.');
    expect((await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data.events.at(-1)).toMatchObject({
      type: 'ended',
      outcome: 'stopped',
    });
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const { task } = await retailMainLine();
    const count = async () =>
      Number((await fx.s.db.selectFrom('engine_sessions').select(fx.s.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await h.call('POST', '/sim/sessions', { task_id: 'x' })).statusCode).toBe(422);
    expect((await h.call('POST', '/sim/sessions', { task_id: task.task_id, variables: { nobody: '1' } })).statusCode).toBe(422);
    expect((await h.call('POST', '/sim/sessions', { task_id: task.task_id, start_node_id: 999999 })).statusCode).toBe(422);
    expect((await h.call('POST', '/sim/sessions', { task_id: 999999 })).statusCode).toBe(404);
    expect(await count()).toBe(before);
    const first = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data;
    expect((await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: 'abc' })).statusCode).toBe(422);
    expect((await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '1', text: 'one' })).statusCode).toBe(422);
    expect((await h.call('GET', '/sim/sessions/nosuchsession')).statusCode).toBe(404);
    expect((await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data.status).toBe('waiting');
  });

  it("answers another account's task and session with 404, and lets a read-only user simulate", async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const { task } = await retailMainLine();
    expect((await inHealth('POST', '/sim/sessions', { task_id: task.task_id })).statusCode).toBe(404);
    const mine = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data;
    expect((await inHealth('GET', `/sim/sessions/${mine.session_id}`)).statusCode).toBe(404);
    expect((await inHealth('POST', `/sim/sessions/${mine.session_id}/input`, { dtmf: '1' })).statusCode).toBe(404);
    expect((await inHealth('DELETE', `/sim/sessions/${mine.session_id}`)).statusCode).toBe(404);
    expect((await h.call('GET', `/sim/sessions/${mine.session_id}`)).json().data.status).toBe('waiting');
    const bluebird = { spId: fx.ids.bluebird, acId: fx.ids.support };
    expect(
      (await fx.s.call('POST', '/sim/sessions', { token: fx.token, selection: bluebird, body: { task_id: task.task_id } })).statusCode,
    ).toBe(403);

    const viewer = await fx.s.login('ac.viewer@studio.test');
    const as = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    const started = await as('POST', '/sim/sessions', { task_id: task.task_id });
    expect(started.statusCode, started.body).toBe(201);
    const step = await as('POST', `/sim/sessions/${started.json().data.session_id}/input`, { dtmf: '0' });
    expect(step.json().data).toMatchObject({ status: 'waiting' });
  });
});

describe("the dashboard's call-volume card", () => {
  it('counts the sessions of the account per day from their usage records', async () => {
    const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
    const task = list.find((t) => t.task_name === 'Retail main line')!;
    const today = new Date().toISOString().slice(0, 10);
    const callsToday = async (selection = fx.retail) =>
      (
        (await fx.s.call('GET', '/dashboard/stats', { token: fx.token, selection })).json().data.call_volume_changes as {
          date: string;
          calls: number;
        }[]
      ).find((d) => d.date === today)?.calls ?? 0;
    const before = await callsToday();
    await h.call('POST', '/sim/sessions', { task_id: task.task_id });
    await h.call('POST', '/sim/sessions', { task_id: task.task_id });
    expect(await callsToday()).toBe(before + 2);
    expect(await callsToday({ spId: fx.ids.northwind, acId: fx.ids.health })).toBe(0);
  });
});

describe('the no-input timer', () => {
  it('is a delayed job of the menu timeout; when it runs, the menu asks again', async () => {
    const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
    const task = list.find((t) => t.task_name === 'Retail main line')!;
    const first = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data;
    const menuPrompt = 'For an order, press 1. For a return, press 2. To hear these options again, press 0.';
    const said = async () =>
      ((await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data.events as { type: string; text?: string }[]).filter(
        (e) => e.type === 'said' && e.text === menuPrompt,
      ).length;
    expect(await said()).toBe(1);
    const [job] = await queuedJobs(fx.s, 'engine.no-input', { session_id: first.session_id });
    expect(Math.abs(Date.parse(job!.run_at) - Date.parse(job!.created_at) - 5000)).toBeLessThan(engine === 'sqlite' ? 1 : 500);
    await makeDue(fx.s, 'engine.no-input', { session_id: first.session_id });
    await expect.poll(said, { timeout: 15_000, interval: 100 }).toBe(2);
  });

  // A timer whose turn the caller answered would only run to find it answered: the answer removes it (well before the
  // menu's 5 s timeout, when the timer would have run and gone by itself).
  it("is removed when the caller answers; a menu heard again waits with its own timer; a stopped session's goes", async () => {
    const { task } = await retailMainLine();
    const timers = (sessionId: string) =>
      queuedJobs(fx.s, 'engine.no-input', { session_id: sessionId }).then((jobs) => jobs.map((j) => j.payload.turn));
    const start = async () => (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data.session_id as string;

    const ordered = await start();
    expect(await timers(ordered)).toEqual([0]);
    const ended = await h.call('POST', `/sim/sessions/${ordered}/input`, { dtmf: '1' });
    expect(ended.json().data.status).toBe('ended');
    await expect.poll(() => timers(ordered), { timeout: 2000, interval: 50 }).toEqual([]);

    const again = await start();
    const repeated = await h.call('POST', `/sim/sessions/${again}/input`, { dtmf: '0' });
    expect(repeated.json().data.status).toBe('waiting');
    await expect.poll(() => timers(again), { timeout: 2000, interval: 50 }).toEqual([1]);

    const stopped = await h.call('DELETE', `/sim/sessions/${again}`);
    expect(stopped.json().data.status).toBe('ended');
    await expect.poll(() => timers(again), { timeout: 2000, interval: 50 }).toEqual([]);
  });

  // The timer is part of the turn's write: the answer comes after the commit that queued or removed it.
  it("is queued with the start and removed with the answer, in the turn's own write", async () => {
    const { task } = await retailMainLine();
    const timers = (sessionId: string) =>
      queuedJobs(fx.s, 'engine.no-input', { session_id: sessionId }).then((jobs) => jobs.map((j) => j.payload.turn));
    const id = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data.session_id as string;
    expect(await timers(id)).toEqual([0]);
    expect((await h.call('POST', `/sim/sessions/${id}/input`, { dtmf: '0' })).json().data.status).toBe('waiting');
    expect(await timers(id)).toEqual([1]);
    expect((await h.call('POST', `/sim/sessions/${id}/input`, { dtmf: '1' })).json().data.status).toBe('ended');
    expect(await timers(id)).toEqual([]);
  });

  // A turn is answered only once stored: when its write fails (here the timer's part), the caller is told nothing
  // and the session is as it was, with its timer.
  it('fails the turn whose write fails: nothing of it is stored, the timer of the turn before stays', async () => {
    const { task } = await retailMainLine();
    const id = (await h.call('POST', '/sim/sessions', { task_id: task.task_id })).json().data.session_id as string;
    const before = (await h.call('GET', `/sim/sessions/${id}`)).json().data;
    // The timer's write fails: on PostgreSQL inside the turn's one statement (a write of it divides by zero), on SQLite
    // as the queue refuses the job inside the turn's transaction.
    const jobs = fx.s.app.studio.jobs;
    const keyedWritesSql = jobs.keyedWritesSql?.bind(jobs);
    const failing = keyedWritesSql
      ? vi
          .spyOn(jobs, 'keyedWritesSql')
          .mockImplementationOnce(async (...a) => [...(await keyedWritesSql(...a)), sql`DELETE FROM engine_sessions WHERE ac_id = 1 / 0`])
      : vi.spyOn(jobs, 'enqueue').mockRejectedValueOnce(new Error('the queue refused the timer'));
    try {
      const repeated = await h.call('POST', `/sim/sessions/${id}/input`, { dtmf: '0' });
      expect(repeated.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect((await h.call('GET', `/sim/sessions/${id}`)).json().data).toEqual(before);
    const stored = await fx.s.db.selectFrom('engine_sessions').select('state').where('session_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.state).turn).toBe(0);
    expect((await queuedJobs(fx.s, 'engine.no-input', { session_id: id })).map((j) => j.payload.turn)).toEqual([0]);
    // The answered turn that follows is stored as answered.
    const ended = (await h.call('POST', `/sim/sessions/${id}/input`, { dtmf: '1' })).json().data;
    expect(ended.status).toBe('ended');
    expect((await h.call('GET', `/sim/sessions/${id}`)).json().data).toMatchObject({ status: 'ended', node_id: ended.node_id });
    expect(await queuedJobs(fx.s, 'engine.no-input', { session_id: id })).toEqual([]);
  });
});

describe('the per-account limit of sessions', () => {
  it('refuses a new session with 429 while the account has 50 waiting, and stores nothing', async () => {
    const list = (await h.call('GET', '/studio/tasks')).json().data as { task_id: number; task_name: string }[];
    const task = list.find((t) => t.task_name === 'Retail main line')!;
    const db = fx.s.db;
    const waiting = async () =>
      Number(
        (
          await db
            .selectFrom('engine_sessions')
            .select(db.fn.countAll<number>().as('n'))
            .where('ac_id', '=', fx.ids.retail)
            .where('status', '=', 'waiting')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const now = new Date().toISOString();
    const missing = 50 - (await waiting());
    for (let i = 0; i < missing; i++) {
      await db
        .insertInto('engine_sessions')
        .values({
          session_id: `limit-${i}-${Date.now()}`,
          ac_id: fx.ids.retail,
          task_id: task.task_id,
          user_id: null,
          status: 'waiting',
          state: '{}',
          events: '[]',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const res = await h.call('POST', '/sim/sessions', { task_id: task.task_id });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('This account already runs 50 sessions; end one first.');
    expect(await waiting()).toBe(50);
  });
});
