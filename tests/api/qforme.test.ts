import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';

/**
 * QforMe (spec 3 §3, §4 soft delete, §5 "queue: name", §7 /qforme): queues with their name check and the
 * plan's qfm_queue limit, waiters (added within the queue's cap and the plan's qfm_waiter limit, taken out, called
 * back) with their places, the call log, waiters by plan type, the collection, and another account out of reach.
 */
const fx = accountFixture();
const base = '/qforme/queues';
const create = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const queues = () => fx.s.db.selectFrom('qfm_queues').selectAll().orderBy('queue_id').execute();
const waiters = () => fx.s.db.selectFrom('qfm_waiters').selectAll().orderBy('waiter_id').execute();
const addWaiter = (queue_id: number, callback_number: string, extra: Record<string, unknown> = {}) =>
  fx.call('POST', '/qforme/waiters', { queue_id, callback_number, ...extra });
async function setLimit(feature: 'qfm_queue' | 'qfm_waiter', limit: number | null) {
  await fx.s.db.deleteFrom('enabled_features').where('ac_id', '=', fx.ids.retail).where('feature', '=', feature).execute();
  if (limit !== null)
    await fx.s.db
      .insertInto('enabled_features')
      .values({ sp_id: fx.ids.northwind, ac_id: fx.ids.retail, feature, feature_limit: limit, burst_limit: null } as never)
      .execute();
}

describe('QforMe queues', () => {
  it('creates a queue, lists it with its waiting count, checks its name, and refuses a duplicate', async () => {
    const queue = await create({ queue_name: 'Billing callbacks', description: 'Billing questions', max_waiters: 2 });
    expect(queue).toMatchObject({
      queue_name: 'Billing callbacks',
      description: 'Billing questions',
      max_waiters: 2,
      waiting: 0,
      ac_id: fx.ids.retail,
      is_enabled: 1,
    });
    expect((await fx.call('GET', `${base}?search=billing`)).json().data.map((q: { queue_name: string }) => q.queue_name)).toEqual([
      'Billing callbacks',
    ]);
    expect((await fx.call('POST', '/qforme/validate-name', { queue_name: 'BILLING callbacks' })).json().data).toEqual({
      valid: false,
      message: messages.entities.nameTaken,
    });
    expect(
      (await fx.call('POST', '/qforme/validate-name', { queue_name: 'BILLING callbacks', queue_id: queue.queue_id })).json().data.valid,
    ).toBe(true);
    expect((await fx.call('POST', '/qforme/validate-name', { queue_name: 'Sales callbacks' })).json().data).toEqual({
      valid: true,
      message: messages.entities.valueAvailable,
    });

    const before = await queues();
    const dup = await fx.call('POST', base, { queue_name: ' billing CALLBACKS ' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe(messages.entities.nameTaken);
    for (const body of [
      { queue_name: '' },
      { queue_name: 'x'.repeat(101) },
      { queue_name: 'Cap', max_waiters: 0 },
      { queue_name: 'Cap', max_waiters: 1.5 },
    ]) {
      expect((await fx.call('POST', base, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await queues()).toEqual(before);
  });

  it("holds the account to its plan's queue limit, on create and on undo", async () => {
    const enabled = (await queues()).filter((q) => q.ac_id === fx.ids.retail && q.is_enabled === 1).length;
    await setLimit('qfm_queue', enabled + 1);
    const last = await create({ queue_name: 'Last one' });
    const before = await queues();
    const over = await fx.call('POST', base, { queue_name: 'One too many' });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(messages.plans.limitReached);
    expect(await queues()).toEqual(before);
    expect((await fx.call('DELETE', `${base}/${last.queue_id}`)).statusCode).toBe(200);
    await create({ queue_name: 'Instead' });
    const undo = await fx.call('PUT', `${base}/${last.queue_id}`, { is_enabled: 1 });
    expect(undo.statusCode).toBe(403);
    expect(undo.json().message).toBe(messages.plans.limitReached);
    await setLimit('qfm_queue', null);
    expect((await fx.call('PUT', `${base}/${last.queue_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('adds waiters in priority order, once per number, within the queue cap; removes and calls them back with a call log', async () => {
    const queue = await create({ queue_name: 'Serving order', max_waiters: 3 });
    const first = await addWaiter(queue.queue_id, '+442079460501');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      callback_number: '+442079460501',
      status: 'waiting',
      position: 1,
      plan_type: 'IVA',
      priority: 0,
    });
    const urgent = (await addWaiter(queue.queue_id, '+442079460502', { priority: 5 })).json().data;
    expect(urgent.position).toBe(1);
    // The same number again is the same waiter, not a second one.
    const again = await addWaiter(queue.queue_id, '+442079460501');
    expect(again.json().data.waiter_id).toBe(first.json().data.waiter_id);
    expect((await addWaiter(queue.queue_id, '+442079460503')).statusCode).toBe(201);

    const before = await waiters();
    const full = await addWaiter(queue.queue_id, '+442079460504');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('The queue Serving order is full: it holds 3 waiters.');
    const invalid = await addWaiter(queue.queue_id, '555-0100');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.join(' ')).toContain(messages.dnis.invalidNumber);
    expect(await waiters()).toEqual(before);

    const list = (await fx.call('GET', `/qforme/waiters?queue_id=${queue.queue_id}`)).json().data;
    expect(list.map((w: { callback_number: string; position: number }) => [w.callback_number, w.position])).toEqual([
      ['+442079460502', 1],
      ['+442079460501', 2],
      ['+442079460503', 3],
    ]);
    expect((await fx.call('GET', base)).json().data.find((q: { queue_id: number }) => q.queue_id === queue.queue_id).waiting).toBe(3);

    const called = await fx.call('POST', `/qforme/waiters/${urgent.waiter_id}/callback`);
    expect(called.json().data).toMatchObject({ status: 'called_back', position: null });
    const removed = await fx.call('DELETE', `/qforme/waiters/${first.json().data.waiter_id}`);
    expect(removed.json().data.status).toBe('removed');
    const twice = await fx.call('DELETE', `/qforme/waiters/${first.json().data.waiter_id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.queues.waiterNotWaiting);
    expect(
      (await fx.call('GET', `/qforme/waiters?queue_id=${queue.queue_id}`)).json().data.map((w: { position: number }) => w.position),
    ).toEqual([1]);
    const all = (await fx.call('GET', `/qforme/waiters?queue_id=${queue.queue_id}&status=all&search=0502`)).json().data;
    expect(all.map((w: { status: string }) => w.status)).toEqual(['called_back']);

    const log = (await fx.call('GET', `/qforme/queue-call-logs?queue_id=${queue.queue_id}`)).json().data;
    expect(log.map((l: { event: string; callback_number: string }) => `${l.event} ${l.callback_number}`)).toEqual([
      'dequeued +442079460501',
      'callback +442079460502',
      'enqueued +442079460503',
      'enqueued +442079460502',
      'enqueued +442079460501',
    ]);
    const paged = await fx.call('GET', `/qforme/queue-call-logs?queue_id=${queue.queue_id}&fetch_all=0&page=2&per_page=2`);
    expect(paged.json().meta).toEqual({ total: 5, page: 2, per_page: 2 });
  });

  it("holds the account to its plan's waiter limit, counts waiters by plan type and lists the collection", async () => {
    const queue = await create({ queue_name: 'Plan limited' });
    const waiting = (await waiters()).filter((w) => w.ac_id === fx.ids.retail && w.status === 'waiting').length;
    await setLimit('qfm_waiter', waiting + 1);
    expect((await addWaiter(queue.queue_id, '+442079460601', { plan_type: 'CHATBOT' })).statusCode).toBe(201);
    const before = await waiters();
    const over = await addWaiter(queue.queue_id, '+442079460602');
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(messages.plans.limitReached);
    expect(await waiters()).toEqual(before);

    const byType = (await fx.call('GET', '/qforme/plan-types-waiters')).json().data;
    expect(byType.limit).toBe(waiting + 1);
    expect(byType.waiting).toBe(waiting + 1);
    expect(byType.plan_types.find((p: { plan_type: string }) => p.plan_type === 'CHATBOT').waiting).toBe(1);
    expect(byType.plan_types.map((p: { plan_type: string }) => p.plan_type)).toEqual(['IVA', 'CHATBOT', 'MESSAGING', 'WORKFLOW']);
    await setLimit('qfm_waiter', null);

    const collection = (await fx.call('GET', '/qforme/collection')).json().data;
    expect(collection.find((q: { queue_id: number }) => q.queue_id === queue.queue_id)).toEqual({
      queue_id: queue.queue_id,
      queue_name: 'Plan limited',
      waiting: 1,
      max_waiters: null,
    });
    // A disabled queue leaves the collection and takes no waiters.
    await fx.call('DELETE', `${base}/${queue.queue_id}`);
    expect((await fx.call('GET', '/qforme/collection')).json().data.map((q: { queue_id: number }) => q.queue_id)).not.toContain(
      queue.queue_id,
    );
    expect((await addWaiter(queue.queue_id, '+442079460603')).statusCode).toBe(404);
  });

  it("keeps another account's queues, waiters and logs out of reach", async () => {
    const bluebird = await fx.s.db.selectFrom('qfm_queues').selectAll().where('ac_id', '=', fx.ids.support).executeTakeFirstOrThrow();
    const waiter = await fx.s.db.selectFrom('qfm_waiters').selectAll().where('ac_id', '=', fx.ids.support).executeTakeFirstOrThrow();
    const before = await waiters();
    expect((await fx.call('GET', `/qforme/waiters?queue_id=${bluebird.queue_id}`)).statusCode).toBe(404);
    expect((await fx.call('GET', `/qforme/queue-call-logs?queue_id=${bluebird.queue_id}`)).statusCode).toBe(404);
    expect((await addWaiter(bluebird.queue_id, '+442079460701')).statusCode).toBe(404);
    expect((await fx.call('DELETE', `/qforme/waiters/${waiter.waiter_id}`)).statusCode).toBe(404);
    expect((await fx.call('POST', `/qforme/waiters/${waiter.waiter_id}/callback`)).statusCode).toBe(404);
    expect((await fx.call('GET', '/qforme/collection')).json().data.map((q: { queue_id: number }) => q.queue_id)).not.toContain(
      bluebird.queue_id,
    );
    expect(await waiters()).toEqual(before);
  });

  it('lets an account viewer read queues but not change them', async () => {
    const token = await fx.s.login('ac.viewer@studio.test');
    const call = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token, selection: fx.retail, body });
    expect((await call('GET', base)).statusCode).toBe(200);
    const queue = (await call('GET', base)).json().data[0];
    expect((await call('POST', base, { queue_name: 'Viewer queue' })).statusCode).toBe(403);
    expect((await call('POST', '/qforme/waiters', { queue_id: queue.queue_id, callback_number: '+442079460801' })).statusCode).toBe(403);
  });
});
