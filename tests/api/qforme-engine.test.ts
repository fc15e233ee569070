import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { makeDue } from './support/due-jobs';
import { flowHelpers } from './flow-support';

/**
 * The queue steps act on the account's real QforMe queues: a simulator call with a caller's number adds a
 * waiter to the demo's Callback queue, check_waiter counts it, dequeue takes it out, queue_callback records the
 * callback when its timer runs out — the same waiters /qforme/waiters lists, with the call log.
 */
const fx = accountFixture();
const h = flowHelpers(fx);
/** Dequeue and queue callback are hidden under a linked domain (spec 2 §5): Retail has one, Health Line none. */
const inHealth: typeof fx = {
  get s() {
    return fx.s;
  },
  get token() {
    return fx.token;
  },
  get ids() {
    return fx.ids;
  },
  get retail() {
    return fx.retail;
  },
  call: (method, url, body) =>
    fx.s.call(method, url, { token: fx.token, selection: { spId: fx.ids.northwind, acId: fx.ids.health }, body }),
};
const hh = flowHelpers(inHealth);
const healthQueue = async () => {
  const found = await fx.s.db
    .selectFrom('qfm_queues')
    .select('queue_id')
    .where('ac_id', '=', fx.ids.health)
    .where('queue_name', '=', 'Callback queue')
    .executeTakeFirst();
  if (found) return found.queue_id;
  const res = await hh.call('POST', '/qforme/queues', { queue_name: 'Callback queue' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.queue_id as number;
};
const queueId = async () =>
  (
    await fx.s.db
      .selectFrom('qfm_queues')
      .select('queue_id')
      .where('ac_id', '=', fx.ids.retail)
      .where('queue_name', '=', 'Callback queue')
      .executeTakeFirstOrThrow()
  ).queue_id;
const waitersOf = async (number: string) =>
  fx.s.db.selectFrom('qfm_waiters').selectAll().where('callback_number', '=', number).orderBy('waiter_id').execute();
async function oneStep(type: string, config: Record<string, unknown>, helpers = h) {
  const t = await helpers.task();
  const { canvas_id, start } = await helpers.start(t.task_id);
  const node = await helpers.insert(t.task_id, canvas_id, start, type, config);
  return { t, node, canvas_id };
}
const call = async (taskId: number, ani?: string, helpers = h) => {
  const res = await helpers.call('POST', '/sim/sessions', { task_id: taskId, ...(ani ? { ani } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('the queue steps on real queues', () => {
  it('add_to_queue puts the caller in the queue once, with its task and plan type, and the call log says so', async () => {
    const { t, node } = await oneStep('add_to_queue', { queue_name: 'callback QUEUE', skills: ['Sales'], priority: 2 });
    const first = await call(t.task_id, '+442079460910');
    expect(first.events).toContainEqual({
      type: 'queue',
      node_id: node.node_id,
      outcome: 'added',
      queue_name: 'callback QUEUE',
      number: '+442079460910',
      position: expect.any(Number),
      waiting: expect.any(Number),
    });
    await call(t.task_id, '+442079460910');
    const rows = await waitersOf('+442079460910');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ queue_id: await queueId(), task_id: t.task_id, plan_type: 'IVA', priority: 2, status: 'waiting' });
    const listed = (await h.call('GET', `/qforme/waiters?queue_id=${await queueId()}`)).json().data;
    expect(listed.find((w: { callback_number: string }) => w.callback_number === '+442079460910')).toMatchObject({
      position: 1,
      task_id: t.task_id,
    });
    const log = (await h.call('GET', `/qforme/queue-call-logs?queue_id=${await queueId()}&search=460910`)).json().data;
    expect(log.map((l: { event: string; task_id: number }) => [l.event, l.task_id])).toEqual([['enqueued', t.task_id]]);
  });

  it('check_waiter follows Waiting for a waiting caller and Not waiting for another; dequeue takes the caller out', async () => {
    const add = await oneStep('add_to_queue', { queue_name: 'Callback queue', skills: ['Sales'] });
    await call(add.t.task_id, '+442079460920');
    const check = await oneStep('check_waiter', { queue_name: 'Callback queue' });
    const nodes = await h.nodes(check.t.task_id);
    const label = (name: string) => nodes.find((n) => n.pid === check.node.node_id && n.node_name === name)!;
    const yes = await h.insert(check.t.task_id, check.canvas_id, label('Waiting').node_id, 'hangup');
    const no = await h.insert(check.t.task_id, check.canvas_id, label('Not waiting').node_id, 'hangup');
    expect((await call(check.t.task_id, '+442079460920')).events).toContainEqual(
      expect.objectContaining({ type: 'entered', node_id: yes.node_id }),
    );
    expect((await call(check.t.task_id, '+442079460921')).events).toContainEqual(
      expect.objectContaining({ type: 'entered', node_id: no.node_id }),
    );

    // Dequeue (in Health Line, without a linked domain): the caller leaves Health's queue; Retail's waiter stays.
    await healthQueue();
    const addHealth = await oneStep('add_to_queue', { queue_name: 'Callback queue', skills: ['Sales'] }, hh);
    await call(addHealth.t.task_id, '+442079460920', hh);
    const out = await oneStep('dequeue', { queue_name: 'Callback queue' }, hh);
    const left = await call(out.t.task_id, '+442079460920', hh);
    expect(left.events).toContainEqual(expect.objectContaining({ type: 'queue', outcome: 'removed', number: '+442079460920' }));
    expect((await waitersOf('+442079460920')).map((w) => [w.ac_id, w.status])).toEqual([
      [fx.ids.retail, 'waiting'],
      [fx.ids.health, 'removed'],
    ]);
    expect((await call(check.t.task_id, '+442079460920')).events).toContainEqual(
      expect.objectContaining({ type: 'entered', node_id: yes.node_id }),
    );
  });

  it('queue_callback queues the number and records the callback when its timer runs out', async () => {
    await healthQueue();
    const { t, node } = await oneStep('queue_callback', { queue_name: 'Callback queue', skills: ['Sales'] }, hh);
    const first = await call(t.task_id, '+442079460930', hh);
    expect(first).toMatchObject({ status: 'waiting', node_id: node.node_id });
    expect((await waitersOf('+442079460930')).map((w) => w.status)).toEqual(['waiting']);
    await makeDue(fx.s, 'engine.no-input', { session_id: first.session_id });
    await expect
      .poll(async () => (await hh.call('GET', `/sim/sessions/${first.session_id}`)).json().data.status, { timeout: 15_000, interval: 100 })
      .toBe('ended');
    expect((await waitersOf('+442079460930')).map((w) => w.status)).toEqual(['called_back']);
    const events = (await hh.call('GET', `/sim/sessions/${first.session_id}`)).json().data.events;
    expect(events).toContainEqual(expect.objectContaining({ type: 'queue', outcome: 'called_back', number: '+442079460930' }));
  });

  it('a queue of another account, a disabled queue or a number that is not E.164 fails the step and queues nothing', async () => {
    const before = await fx.s.db.selectFrom('qfm_waiters').selectAll().orderBy('waiter_id').execute();
    // Bluebird Support has a queue named Callback queue too; Retail's steps never reach it.
    const bluebird = await fx.s.db
      .selectFrom('qfm_queues')
      .select('queue_id')
      .where('ac_id', '=', fx.ids.support)
      .executeTakeFirstOrThrow();
    const missing = await oneStep('add_to_queue', { queue_name: 'Bluebird only', skills: ['Sales'] });
    await fx.s.db.updateTable('qfm_queues').set({ queue_name: 'Bluebird only' }).where('queue_id', '=', bluebird.queue_id).execute();
    expect((await call(missing.t.task_id, '+442079460940')).events).toContainEqual({
      type: 'error',
      node_id: missing.node.node_id,
      message: "There is no queue named 'Bluebird only' in this account.",
    });
    await fx.s.db.updateTable('qfm_queues').set({ queue_name: 'Callback queue' }).where('queue_id', '=', bluebird.queue_id).execute();

    const q = (await h.call('POST', '/qforme/queues', { queue_name: 'Closed queue' })).json().data;
    await h.call('DELETE', `/qforme/queues/${q.queue_id}`);
    const closed = await oneStep('add_to_queue', { queue_name: 'Closed queue', skills: ['Sales'] });
    expect((await call(closed.t.task_id, '+442079460941')).events).toContainEqual({
      type: 'error',
      node_id: closed.node.node_id,
      message: 'The queue Closed queue is disabled.',
    });

    const local = await oneStep('add_to_queue', { queue_name: 'Callback queue', skills: ['Sales'] });
    expect((await call(local.t.task_id, '12345')).events).toContainEqual({
      type: 'error',
      node_id: local.node.node_id,
      message: 'The number 12345 cannot wait in a queue: it is not a phone number in E.164 format.',
    });
    expect(await fx.s.db.selectFrom('qfm_waiters').selectAll().orderBy('waiter_id').execute()).toEqual(before);
  });
});
