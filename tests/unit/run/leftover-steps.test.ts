import { describe, expect, it } from 'vitest';
import { startSession, takeTurn } from '@shared/engine';
import type { DatastoreRequest } from '@shared/plugin-api';
import { builder, engineDeps } from '../engine/support';

describe('data_store step', () => {
  const flow = (config: Record<string, unknown>) => {
    const b = builder(1);
    const start = b.canvas();
    const node = b.add(start, 'data_store', { data_store_id: 4, ...config });
    const success = b.add(node, 'comment', { text: 's' }, 'success');
    const failure = b.add(node, 'comment', { text: 'f' }, 'failure');
    return { flow: b.flow(), node, success, failure };
  };

  it('find asks the datastore with variables filled in and maps the first match into variables', async () => {
    const f = flow({
      operation: 'find',
      conditions: [{ column: 'phone', operator: 'equal', value: '{{2}}' }],
      result_mappings: [{ source: 'Name', variable_id: 7 }],
    });
    const asked: DatastoreRequest[] = [];
    const datastore = async (r: DatastoreRequest) => (asked.push(r), { documents: [{ name: 'Ann', phone: '555' }], changed: 0 });
    const { session, events } = await startSession(engineDeps([f.flow], {}, { datastore }), {
      taskId: 1,
      channel: 'voice',
      variables: { 2: '555' },
    });
    expect(asked).toEqual([
      { dataStoreId: 4, operation: 'find', conditions: [{ column: 'phone', operator: 'equal', value: '555' }], values: {} },
    ]);
    expect(session.variables[7]).toBe('Ann');
    expect(session.path).toContain(f.success);
    expect(events).toContainEqual({ type: 'variable_set', node_id: f.node, variable_id: 7, value: 'Ann' });
  });

  it('find with no match, and insert/update/delete that change nothing, leave by Failure', async () => {
    for (const operation of ['find', 'find_all', 'update', 'delete']) {
      const f = flow({
        operation,
        conditions: [{ column: 'phone', operator: 'equal', value: '1' }],
        values: [{ name: 'name', value: 'x' }],
      });
      const { session } = await startSession(engineDeps([f.flow], {}, { datastore: async () => ({ documents: [], changed: 0 }) }), {
        taskId: 1,
        channel: 'voice',
      });
      expect(session.path, operation).toContain(f.failure);
    }
  });

  it('find_all puts every match into the array variable; insert writes the values', async () => {
    const all = flow({ operation: 'find_all', result_array_variable_id: 9 });
    const docs = [{ name: 'Ann' }, { name: 'Bo' }];
    const found = await startSession(engineDeps([all.flow], {}, { datastore: async () => ({ documents: docs, changed: 0 }) }), {
      taskId: 1,
      channel: 'voice',
    });
    expect(found.session.variables[9]).toEqual(docs);
    expect(found.session.path).toContain(all.success);

    const ins = flow({
      operation: 'insert',
      values: [
        { name: 'name', value: 'Hi {{2}}' },
        { name: '', value: 'ignored' },
      ],
    });
    const asked: DatastoreRequest[] = [];
    const inserted = await startSession(
      engineDeps([ins.flow], {}, { datastore: async (r) => (asked.push(r), { documents: [], changed: 1 }) }),
      { taskId: 1, channel: 'voice', variables: { 2: 'Ann' } },
    );
    expect(asked[0].values).toEqual({ name: 'Hi Ann' });
    expect(inserted.session.path).toContain(ins.success);
  });

  it('a datastore error is reported on the node and the step leaves by Failure', async () => {
    const f = flow({ operation: 'find', conditions: [{ column: 'x', operator: 'equal', value: '1' }] });
    const datastore = async () => {
      throw new Error('The datastore of this node does not exist.');
    };
    const { session, events } = await startSession(engineDeps([f.flow], {}, { datastore }), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'error', node_id: f.node, message: 'The datastore of this node does not exist.' });
    expect(session.path).toContain(f.failure);
  });
});

describe('timers and mock answers', () => {
  it('sleep waits on a timer of its duration and goes on when the timer runs out', async () => {
    const b = builder(1);
    const start = b.canvas();
    const sleep = b.add(start, 'sleep', { duration_minutes: 30 });
    const after = b.add(sleep, 'comment', { text: 'after' });
    const deps = engineDeps([b.flow()]);
    const first = await startSession(deps, { taskId: 1, channel: 'workflow' });
    expect(first.session).toMatchObject({ status: 'waiting', nodeId: sleep, waiting: { input: 'timer', timeoutMs: 1_800_000 } });
    const woke = await takeTurn(deps, first.session, {});
    expect(woke.session.status).toBe('ended');
    expect(woke.session.path).toContain(after);
  });

  it('a step that needs an outside platform takes the configured mock answer, else Otherwise', async () => {
    const b = builder(1);
    const start = b.canvas();
    const pay = b.add(start, 'payment');
    const approved = b.add(pay, 'comment', { text: 'ok' }, 'success');
    const other = b.add(pay, 'comment', { text: 'other' }, 'otherwise');
    const deps = engineDeps([b.flow()]);
    const mocked = await startSession(deps, { taskId: 1, channel: 'voice', mocks: { [pay]: 'success' } });
    expect(mocked.session.path).toContain(approved);
    expect(mocked.events).toContainEqual({ type: 'simulated', node_id: pay, text: "Payment: the configured mock answer is 'success'." });
    expect((await startSession(deps, { taskId: 1, channel: 'voice' })).session.path).toContain(other);
  });
});
