import { describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import type { Value } from '@shared/expr';
import { builder, engineDeps } from '../engine/support';

describe('integration step', () => {
  const flow = (config: Record<string, unknown>) => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'integration', config);
    const success = b.add(node, 'comment', { text: 's' }, 'success');
    const failure = b.add(node, 'comment', { text: 'f' }, 'failure');
    return { flow: b.flow(), node, success, failure };
  };

  it('runs the function with its parameters by name (variables filled in) and stores the return value and mapped keys', async () => {
    const f = flow({
      javascript_function_id: 4,
      parameters: [
        { name: 'phone', value: '{{2}}' },
        { name: '', value: 'x' },
      ],
      return_variable_id: 8,
      result_mappings: [
        { source: 'customer.name', variable_id: 7 },
        { source: 'orders[1]', variable_id: 9 },
      ],
    });
    const calls: unknown[] = [];
    const result = { customer: { name: 'Ann' }, orders: ['A-1', 'A-2'] };
    const runFunction = async (id: number, args: Value[] | Record<string, Value>) => (calls.push([id, args]), result);
    const { session, events } = await startSession(engineDeps([f.flow], {}, { runFunction }), {
      taskId: 1,
      channel: 'voice',
      variables: { 2: '555' },
    });
    expect(calls).toEqual([[4, { phone: '555' }]]);
    expect(session.variables).toMatchObject({ 7: 'Ann', 8: result, 9: 'A-2' });
    expect(events).toContainEqual({ type: 'variable_set', node_id: f.node, variable_id: 7, value: 'Ann' });
    expect(session.path).toContain(f.success);
  });

  it('a key the return value lacks stores null', async () => {
    const f = flow({ javascript_function_id: 4, result_mappings: [{ source: 'missing', variable_id: 7 }] });
    const { session } = await startSession(engineDeps([f.flow], {}, { runFunction: async () => 'plain' }), { taskId: 1, channel: 'voice' });
    expect(session.variables[7]).toBeNull();
    expect(session.path).toContain(f.success);
  });

  it('a thrown error or a timeout is reported on the node and follows Failure', async () => {
    const f = flow({ javascript_function_id: 4 });
    const runFunction = async () => {
      throw new Error('The function took longer than 1000 ms.');
    };
    const { session, events } = await startSession(engineDeps([f.flow], {}, { runFunction }), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'error', node_id: f.node, message: 'The function took longer than 1000 ms.' });
    expect(session.path).toContain(f.failure);
  });

  it('without a function the step fails on the node in words', async () => {
    const f = flow({});
    const { session, events } = await startSession(engineDeps([f.flow], {}, { runFunction: async () => null }), {
      taskId: 1,
      channel: 'voice',
    });
    expect(events).toContainEqual({
      type: 'error',
      node_id: f.node,
      message: 'Integration has no function: choose the JavaScript function to run.',
    });
    expect(session.status).toBe('ended');
  });
});
