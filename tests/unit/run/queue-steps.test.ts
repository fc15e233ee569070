import { describe, expect, it } from 'vitest';
import { startSession, takeTurn } from '@shared/engine';
import type { QueueAnswer, QueueRequest } from '@shared/plugin-api';
import { builder, engineDeps } from '../engine/support';

/**
 * The QforMe steps act on the queue the engine's qforme service holds: add_to_queue and enqueue add a
 * waiter, check_waiter finds it, dequeue takes it out, queue_callback adds it and records the callback when its timer
 * runs out. Here the service is a small queue in memory that answers as the server's does.
 */
function memoryQueues() {
  const asked: QueueRequest[] = [];
  const waiting = new Map<string, string[]>([['Callback queue', []]]);
  const ids = new Map<string, number>();
  const idOf = (number: string) => ids.get(number) ?? (ids.set(number, ids.size + 1), ids.get(number)!);
  const answer = (queue: string, number: string | null, found: boolean): QueueAnswer => {
    const list = waiting.get(queue) ?? [];
    const position = number && list.includes(number) ? list.indexOf(number) + 1 : null;
    return {
      waiterId: found && number ? idOf(number) : null,
      position,
      waiting: list.length,
      waitSeconds: position === null ? null : position * 120,
    };
  };
  const qforme = async (r: QueueRequest): Promise<QueueAnswer> => {
    asked.push(r);
    if (r.operation === 'remove' && r.queueName === '') {
      const found = [...waiting.values()].some((l) => l.includes(r.number));
      for (const [name, list] of waiting)
        waiting.set(
          name,
          list.filter((n) => n !== r.number),
        );
      return { waiterId: found ? idOf(r.number) : null, position: null, waiting: 0, waitSeconds: null };
    }
    const list = waiting.get(r.queueName);
    if (!list) throw new Error(`There is no queue named '${r.queueName}' in this account.`);
    const there = list.includes(r.number);
    if (r.operation === 'add') {
      if (!there) list.push(r.number);
      return answer(r.queueName, r.number, true);
    }
    if (r.operation === 'check') return answer(r.queueName, r.number, there);
    waiting.set(
      r.queueName,
      list.filter((n) => n !== r.number),
    );
    return { ...answer(r.queueName, null, false), waiterId: there ? idOf(r.number) : null };
  };
  return { asked, waiting, qforme };
}

describe('the QforMe steps', () => {
  it("add_to_queue adds the caller's number, keeps its place and expected wait, and confirms", async () => {
    const q = memoryQueues();
    const b = builder(1);
    const add = b.add(b.canvas(), 'add_to_queue', {
      queue_name: 'Callback queue',
      skills: ['Sales'],
      priority: 3,
      position_variable_id: 8,
      wait_time_variable_id: 9,
      confirmation_prompt_id: 1,
    });
    const deps = engineDeps([b.flow()], { 1: [{ language: 'en-US', text: 'We will call you back.' }] }, { qforme: q.qforme });
    const { session, events } = await startSession(deps, { taskId: 1, channel: 'voice', ani: '+442079460900' });
    expect(q.asked).toEqual([
      { operation: 'add', queueName: 'Callback queue', number: '+442079460900', priority: 3, skills: ['Sales'], taskId: 1 },
    ]);
    expect(session.variables).toMatchObject({ 8: 1, 9: 120 });
    expect(events).toContainEqual({
      type: 'queue',
      node_id: add,
      outcome: 'added',
      queue_name: 'Callback queue',
      number: '+442079460900',
      position: 1,
      waiting: 1,
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'said', text: 'We will call you back.' }));
    expect(session.status).toBe('ended');
  });

  it('a callback number (variables filled in) is queued instead of the caller; with neither the step fails clearly', async () => {
    const q = memoryQueues();
    const b = builder(1);
    b.add(b.canvas(), 'add_to_queue', { queue_name: 'Callback queue', skills: ['Sales'], callback_number: '+44 20 {{7}}' });
    const deps = engineDeps([b.flow()], {}, { qforme: q.qforme });
    await startSession(deps, { taskId: 1, channel: 'voice', ani: '+442079460900', variables: { 7: '7946 0123' } });
    expect(q.waiting.get('Callback queue')).toEqual(['+442079460123']);

    const none = builder(1);
    const node = none.add(none.canvas(), 'add_to_queue', { queue_name: 'Callback queue', skills: ['Sales'] });
    const { events } = await startSession(engineDeps([none.flow()], {}, { qforme: q.qforme }), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({
      type: 'error',
      node_id: node,
      message: "The caller's number is unknown: give the step a callback number.",
    });
  });

  it('check_waiter branches Waiting with the place when the number waits, else Not waiting', async () => {
    const q = memoryQueues();
    q.waiting.set('Callback queue', ['+13125550100', '+442079460900']);
    const b = builder(1);
    const check = b.add(b.canvas(), 'check_waiter', { queue_name: 'Callback queue', position_variable_id: 8 });
    const yes = b.add(check, 'comment', { text: 'waiting' }, 'success');
    const no = b.add(check, 'comment', { text: 'not waiting' }, 'failure');
    const deps = engineDeps([b.flow()], {}, { qforme: q.qforme });
    const waiting = await startSession(deps, { taskId: 1, channel: 'voice', ani: '+442079460900' });
    expect(waiting.session.path).toContain(yes);
    expect(waiting.session.variables[8]).toBe(2);
    const other = await startSession(deps, { taskId: 1, channel: 'voice', ani: '+442079460999' });
    expect(other.session.path).toContain(no);
    expect(other.events).toContainEqual(expect.objectContaining({ type: 'queue', outcome: 'not_waiting', position: null }));
  });

  it('dequeue takes the caller out of the named queue, or of every queue; enqueue adds and waits its longest wait', async () => {
    const q = memoryQueues();
    q.waiting.set('Callback queue', ['+442079460900']);
    q.waiting.set('Second queue', ['+442079460900']);
    const named = builder(1);
    named.add(named.canvas(), 'dequeue', { queue_name: 'Second queue' });
    await startSession(engineDeps([named.flow()], {}, { qforme: q.qforme }), { taskId: 1, channel: 'voice', ani: '+442079460900' });
    expect(q.waiting.get('Second queue')).toEqual([]);
    expect(q.waiting.get('Callback queue')).toEqual(['+442079460900']);
    const every = builder(1);
    const out = every.add(every.canvas(), 'dequeue', {});
    const { events } = await startSession(engineDeps([every.flow()], {}, { qforme: q.qforme }), {
      taskId: 1,
      channel: 'voice',
      ani: '+442079460900',
    });
    expect(q.waiting.get('Callback queue')).toEqual([]);
    expect(events).toContainEqual({
      type: 'queue',
      node_id: out,
      outcome: 'removed',
      queue_name: '',
      number: '+442079460900',
      position: null,
      waiting: 0,
    });

    const b = builder(1);
    const enqueue = b.add(b.canvas(), 'enqueue', { queue_name: 'Callback queue', skills: ['Sales'], max_wait_seconds: 30 });
    const after = b.add(enqueue, 'comment', { text: 'taken back' });
    const deps = engineDeps([b.flow()], {}, { qforme: q.qforme });
    const first = await startSession(deps, { taskId: 1, channel: 'voice', ani: '+13125550100' });
    expect(q.waiting.get('Callback queue')).toEqual(['+13125550100']);
    expect(first.session.waiting).toEqual({ input: 'timer', timeoutMs: 30_000 });
    expect((await takeTurn(deps, first.session, {})).session.path).toContain(after);
  });

  it('queue_callback queues the number, waits on the callback timer, then records the callback and goes on', async () => {
    const q = memoryQueues();
    const b = builder(1);
    const cb = b.add(b.canvas(), 'queue_callback', { queue_name: 'Callback queue', skills: ['Sales'] });
    const after = b.add(cb, 'comment', { text: 'agent' });
    const deps = engineDeps([b.flow()], {}, { qforme: q.qforme });
    const first = await startSession(deps, { taskId: 1, channel: 'voice', ani: '+442079460900' });
    expect(first.session.waiting).toEqual({ input: 'timer', timeoutMs: 60_000 });
    expect(q.waiting.get('Callback queue')).toEqual(['+442079460900']);
    const second = await takeTurn(deps, first.session, {});
    expect(second.events).toContainEqual(
      expect.objectContaining({ type: 'queue', node_id: cb, outcome: 'called_back', number: '+442079460900' }),
    );
    expect(q.waiting.get('Callback queue')).toEqual([]);
    expect(second.session.path).toContain(after);
  });

  it('a queue the account does not have fails the step with its message', async () => {
    const q = memoryQueues();
    const b = builder(1);
    const node = b.add(b.canvas(), 'check_waiter', { queue_name: 'Nowhere' });
    const { events } = await startSession(engineDeps([b.flow()], {}, { qforme: q.qforme }), {
      taskId: 1,
      channel: 'voice',
      ani: '+442079460900',
    });
    expect(events).toContainEqual({ type: 'error', node_id: node, message: "There is no queue named 'Nowhere' in this account." });
  });
});
