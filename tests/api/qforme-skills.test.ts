import { describe, expect, it } from 'vitest';
import { engineQforme } from '../../src/server/modules/qforme/engine-queues';
import { accountFixture } from './support/account';

/**
 * Skills in QforMe queue matching: the skills a queue step asks for go with the waiter; an agent sees and
 * is placed among only the waiters it has every skill for; check_waiter and queue callbacks find a waiter only for its
 * skills; dequeue for some skills takes the caller out of those only.
 */
const fx = accountFixture();
let n = 0;
async function queue() {
  const res = await fx.call('POST', '/qforme/queues', { queue_name: `Skills ${Date.now()} ${++n}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { queue_id: number; queue_name: string };
}
const task = async () =>
  (await fx.s.db.selectFrom('tasks').select('task_id').where('task_name', '=', 'Retail main line').executeTakeFirstOrThrow()).task_id;
const listed = async (queueId: number, skills?: string) =>
  (await fx.call('GET', `/qforme/waiters?queue_id=${queueId}${skills === undefined ? '' : `&skills=${encodeURIComponent(skills)}`}`)).json()
    .data as { callback_number: string; skills: string[]; position: number }[];

describe('skills in queue matching', () => {
  it('queues a caller for the step’s skills and shows an agent only the waiters it can serve, in its own order', async () => {
    const q = await queue();
    const qforme = engineQforme(fx.s.db, fx.ids.retail);
    const taskId = await task();
    const add = (number: string, skills: string[], priority = 0) =>
      qforme({ operation: 'add', queueName: q.queue_name, number, taskId, priority, skills });
    await add('+442079460901', ['Sales', 'Spanish']);
    await add('+442079460902', ['Billing']);
    await add('+442079460903', []);
    const second = await add('+442079460904', ['sales']);
    // Among the waiters a Sales step waits with, the fourth caller is third (the Spanish sales caller and the one for anyone are ahead).
    expect(second.position).toBe(3);

    const all = await listed(q.queue_id);
    expect(all.map((w) => [w.callback_number, w.skills])).toEqual([
      ['+442079460901', ['Sales', 'Spanish']],
      ['+442079460902', ['Billing']],
      ['+442079460903', []],
      ['+442079460904', ['sales']],
    ]);
    const salesAgent = await listed(q.queue_id, 'Sales');
    expect(salesAgent.map((w) => [w.callback_number, w.position])).toEqual([
      ['+442079460903', 1],
      ['+442079460904', 2],
    ]);
    expect((await listed(q.queue_id, 'sales, spanish')).map((w) => w.callback_number)).toEqual([
      '+442079460901',
      '+442079460903',
      '+442079460904',
    ]);
    expect((await listed(q.queue_id, '')).map((w) => w.callback_number)).toEqual(['+442079460903']);
  });

  it('finds a waiter for a check or a callback only when it waits for one of the step’s skills', async () => {
    const q = await queue();
    const qforme = engineQforme(fx.s.db, fx.ids.retail);
    const taskId = await task();
    await qforme({ operation: 'add', queueName: q.queue_name, number: '+442079460911', taskId, skills: ['Billing'] });
    const ask = (operation: 'check' | 'callback', skills: string[]) =>
      qforme({ operation, queueName: q.queue_name, number: '+442079460911', taskId, skills });
    expect((await ask('check', ['Sales'])).waiterId).toBeNull();
    expect((await ask('check', ['billing'])).position).toBe(1);
    expect((await ask('check', [])).waiterId).not.toBeNull();
    expect((await ask('callback', ['Sales'])).waiterId).toBeNull();
    expect((await listed(q.queue_id)).length).toBe(1);
    expect((await ask('callback', ['Billing'])).waiterId).not.toBeNull();
    expect(await listed(q.queue_id)).toEqual([]);
  });

  it('takes a caller out of some skills only, and out of the queue once none is left; queued again it keeps both', async () => {
    const q = await queue();
    const qforme = engineQforme(fx.s.db, fx.ids.retail);
    const taskId = await task();
    const number = '+442079460921';
    await qforme({ operation: 'add', queueName: q.queue_name, number, taskId, skills: ['Sales'] });
    await qforme({ operation: 'add', queueName: q.queue_name, number, taskId, skills: ['Spanish'] });
    expect((await listed(q.queue_id)).map((w) => w.skills)).toEqual([['Sales', 'Spanish']]);
    await qforme({ operation: 'remove', queueName: q.queue_name, number, taskId, skills: ['Billing'] });
    expect((await listed(q.queue_id)).map((w) => w.skills)).toEqual([['Sales', 'Spanish']]);
    await qforme({ operation: 'remove', queueName: q.queue_name, number, taskId, skills: ['sales'] });
    expect((await listed(q.queue_id)).map((w) => w.skills)).toEqual([['Spanish']]);
    await qforme({ operation: 'remove', queueName: '', number, taskId, skills: ['Spanish'] });
    expect(await listed(q.queue_id)).toEqual([]);
  });

  it('takes the skills of a caller queued by hand', async () => {
    const q = await queue();
    const res = await fx.call('POST', '/qforme/waiters', {
      queue_id: q.queue_id,
      callback_number: '+442079460931',
      skills: ['Billing', ' billing '],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.skills).toEqual(['Billing']);
    const bad = await fx.call('POST', '/qforme/waiters', { queue_id: q.queue_id, callback_number: '+442079460932', skills: [''] });
    expect(bad.statusCode).toBe(422);
    expect((await listed(q.queue_id)).length).toBe(1);
  });
});
