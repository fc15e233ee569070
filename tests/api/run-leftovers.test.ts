import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { makeDue, queuedJobs } from './support/due-jobs';

const fx = accountFixture();
const h = flowHelpers(fx);
const engine = process.env.STUDIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const unique = () => Math.random().toString(36).slice(2, 8);

async function datastore(selection = fx.retail) {
  const body = {
    display_name: `Callers ${unique()}`,
    collection_structure: [
      { col_name: 'name', type: 'STRING' },
      { col_name: 'pin', type: 'STRING', secure: true },
    ],
  };
  const res = await fx.s.call('POST', '/data/data-store', { token: fx.token, selection, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data_store_id as number;
}
const documents = async (id: number, selection = fx.retail) =>
  (await fx.s.call('POST', '/data/getdatastorecollection?fetch_all=1', { token: fx.token, selection, body: { data_store_id: id } })).json()
    .data as { data: Record<string, unknown> }[];

/** The condition child of a branch of a multiple-child node. */
async function branchOf(taskId: number, nodeId: number, key: string) {
  return (await h.nodes(taskId)).find(
    (n) => n.pid === nodeId && n.node_type === 'condition_label' && (n.config as { branch_key?: string }).branch_key === key,
  )!;
}

describe('datastore steps read and write the account datastore', () => {
  it('insert stores a document (secure value encrypted) and find reads it back into a variable', async () => {
    const ds = await datastore();
    const v = (await h.call('POST', '/content/variables', { variable_name: `pin_${unique()}`, variable_type: 'single_value' })).json().data;
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const insert = await h.insert(t.task_id, canvas_id, start, 'data_store', {
      data_store_id: ds,
      operation: 'insert',
      values: [
        { name: 'name', value: 'Ann' },
        { name: 'pin', value: '4321' },
      ],
    });
    const ok = await branchOf(t.task_id, insert.node_id, 'success');
    const find = await h.insert(t.task_id, canvas_id, ok.node_id, 'data_store', {
      data_store_id: ds,
      operation: 'find',
      conditions: [{ column: 'name', operator: 'equal', value: 'Ann' }],
      result_mappings: [{ source: 'pin', variable_id: v.variable_id }],
    });
    const res = await h.call('POST', '/sim/sessions', { task_id: t.task_id });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.events).toContainEqual({ type: 'variable_set', node_id: find.node_id, variable_id: v.variable_id, value: '4321' });
    expect(await documents(ds)).toEqual([expect.objectContaining({ data: { name: 'Ann', pin: '********' } })]);
    const stored = await fx.s.db
      .selectFrom('data_store_documents')
      .select('data')
      .where('data_store_id', '=', ds)
      .executeTakeFirstOrThrow();
    expect(stored.data).not.toContain('4321');
  });

  it("another account's datastore reads as missing: an error on the node, and its documents stay unchanged", async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const theirs = await datastore(health);
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const node = await h.insert(t.task_id, canvas_id, start, 'data_store', {
      data_store_id: await datastore(),
      operation: 'insert',
      values: [{ name: 'name', value: 'Eve' }],
    });
    await fx.s.db
      .updateTable('nodes')
      .set({ config: JSON.stringify({ data_store_id: theirs, operation: 'insert', values: [{ name: 'name', value: 'Eve' }] }) })
      .where('node_id', '=', node.node_id)
      .execute();
    // As every write of a task's nodes does: the engine keeps a task's flow while its revision holds.
    await fx.s.db
      .updateTable('tasks')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('task_id', '=', t.task_id)
      .execute();
    const data = (await h.call('POST', '/sim/sessions', { task_id: t.task_id })).json().data;
    expect(data.events).toContainEqual({ type: 'error', node_id: node.node_id, message: 'The datastore of this node does not exist.' });
    expect(await documents(theirs, health)).toEqual([]);
  });
});

describe('timers and mock answers of sessions', () => {
  it('sleep waits on a delayed job of its duration; input is refused while it waits', async () => {
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    const sleep = await h.insert(t.task_id, canvas_id, start, 'sleep', { duration_minutes: 2 });
    const first = (await h.call('POST', '/sim/sessions', { task_id: t.task_id })).json().data;
    expect(first).toMatchObject({ status: 'waiting', node_id: sleep.node_id });
    const input = await h.call('POST', `/sim/sessions/${first.session_id}/input`, { dtmf: '1' });
    expect(input.statusCode).toBe(409);
    expect(input.json().message).toBe('The session waits for a timer, not for input.');
    const [job] = await queuedJobs(fx.s, 'engine.no-input', { session_id: first.session_id });
    expect(Math.abs(Date.parse(job!.run_at) - Date.parse(job!.created_at) - 120_000)).toBeLessThan(engine === 'sqlite' ? 1 : 500);
    await makeDue(fx.s, 'engine.no-input', { session_id: first.session_id });
    await expect
      .poll(async () => (await h.call('GET', `/sim/sessions/${first.session_id}`)).json().data.status, { timeout: 15_000, interval: 100 })
      .toBe('ended');
  });

  it('refuses a mock answer for a node the task does not have, and starts nothing', async () => {
    const t = await h.task();
    const before = await fx.s.db.selectFrom('engine_sessions').select('session_id').where('task_id', '=', t.task_id).execute();
    const res = await h.call('POST', '/sim/sessions', { task_id: t.task_id, mocks: { '999999': 'success' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toBe('mocks.999999: There is no node 999999 in this task.');
    expect(await fx.s.db.selectFrom('engine_sessions').select('session_id').where('task_id', '=', t.task_id).execute()).toEqual(before);
  });
});

describe('recursive links in task validation', () => {
  it('a link_task chain that comes back to the task is an error on the link node', async () => {
    const a = await h.task();
    const b = await h.task();
    const sa = await h.start(a.task_id);
    const sb = await h.start(b.task_id);
    const link = await h.insert(a.task_id, sa.canvas_id, sa.start, 'link_task', { task_id: b.task_id });
    const clean = (await h.call('GET', `/studio/task-validation/${a.task_id}`)).json().data.problems;
    expect(clean.filter((p: { path: string }) => p.path === 'task_id')).toEqual([]);
    const back = await h.insert(b.task_id, sb.canvas_id, sb.start, 'comment', { text: 'back' });
    await fx.s.db
      .updateTable('nodes')
      .set({ node_type: 'link_task', config: JSON.stringify({ task_id: a.task_id }) })
      .where('node_id', '=', back.node_id)
      .execute();
    const data = (await h.call('GET', `/studio/task-validation/${a.task_id}`)).json().data;
    expect(data.valid).toBe(false);
    expect(data.problems[0]).toEqual({
      node_id: link.node_id,
      node_name: link.node_name,
      path: 'task_id',
      severity: 'error',
      message: `This link comes back to this task (${a.task_name} → ${b.task_name} → ${a.task_name}); a task may not link to itself.`,
    });
  });
});
