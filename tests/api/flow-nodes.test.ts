import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

/** start → prompt → menu (1, 2, Otherwise) */
async function ivr() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  const promptId = await h.prompt();
  const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
  const menu = await h.insert(t.task_id, canvas_id, prompt.node_id, 'menu', { prompt_id: promptId });
  const nodes = await h.nodes(t.task_id);
  const cond = (name: string) => nodes.find((n) => n.pid === menu.node_id && n.node_name === name)!;
  return {
    t,
    canvas_id,
    start,
    promptId,
    prompt,
    menu,
    key1: cond('1: Option 1'),
    key2: cond('2: Option 2'),
    otherwise: cond('Otherwise'),
  };
}

async function refused(taskId: number, body: Record<string, unknown>, status: number, message: string, title?: string) {
  const before = await h.stored(taskId);
  const res = await h.add({ task_id: taskId, ...body });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  if (title) expect(res.json().title).toBe(title);
  expect(await h.stored(taskId)).toEqual(before);
}

describe('POST /node/nodes', () => {
  it('inserts after a node, taking over the path below it, and answers nodes, node and canvas', async () => {
    const f = await ivr();
    const res = await h.add({
      task_id: f.t.task_id,
      canvas_id: f.canvas_id,
      pid: f.start,
      node_type: 'variable',
      node_name: 'Set lang',
      config: { variable_id: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('variable_id: Variable is required.');
    const v = (await call('POST', '/content/variables', { variable_name: 'lang_flow', variable_type: 'single_value' })).json().data
      .variable_id;
    const ok = await h.add({
      task_id: f.t.task_id,
      canvas_id: f.canvas_id,
      pid: f.start,
      node_type: 'variable',
      node_name: 'Set lang',
      tags: ['x'],
      tooltip: 'tip',
      config: { variable_id: v },
    });
    expect(ok.statusCode).toBe(201);
    const body = ok.json();
    expect(body.node.data).toMatchObject({
      node_name: 'Set lang',
      pid: f.start,
      node_type: 'variable',
      category: 'one_child',
      tags: ['x'],
      tooltip: 'tip',
    });
    expect(body.canvas.data).toMatchObject({ canvas_id: f.canvas_id, is_main_canvas: 1 });
    expect(body.nodes_reference_other_tasks).toEqual([]);
    const prompt = body.nodes.data.find((n: FlowNode) => n.node_id === f.prompt.node_id);
    expect(prompt.pid).toBe(body.node.data.node_id);
    expect((await call('GET', `/studio/tasks/${f.t.task_id}`)).json().data.version_in_use_modified).toBe(1);
  });

  it("swaps a new node into a node's place, and inserts under a condition with connector_condition", async () => {
    const f = await ivr();
    const swapped = await h.insert(f.t.task_id, f.canvas_id, f.prompt.node_id, 'prompt', { prompt_id: f.promptId }, { swap: true });
    const nodes = await h.nodes(f.t.task_id);
    expect(swapped.pid).toBe(f.start);
    expect(nodes.find((n) => n.node_id === f.prompt.node_id)!.pid).toBe(swapped.node_id);
    const under = await h.insert(f.t.task_id, f.canvas_id, f.menu.node_id, 'hangup', {}, { connector_condition: 'key_2' });
    expect(under.pid).toBe(f.key2.node_id);
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: f.menu.node_id, node_type: 'hangup', connector_condition: 'key_9' },
      422,
      'connector_condition: The node has no such condition.',
    );
  });

  it('links an existing node under a leaf as a same-node copy (connector_parent)', async () => {
    const f = await ivr();
    const leaf = await h.insert(f.t.task_id, f.canvas_id, f.key1.node_id, 'prompt', { prompt_id: f.promptId });
    const res = await h.add({
      task_id: f.t.task_id,
      canvas_id: f.canvas_id,
      pid: leaf.node_id,
      node_type: 'same_node',
      same_node: f.menu.node_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().node.data).toMatchObject({ node_id: f.menu.node_id, pid: f.prompt.node_id, connector_parent: [leaf.node_id] });
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: leaf.node_id, node_type: 'same_node', same_node: f.menu.node_id },
      422,
      'Cannot drop here',
    );
  });

  it("refuses with the spec's messages and changes nothing", async () => {
    const f = await ivr();
    const unavailable = 'This node type is not available here.';
    await refused(f.t.task_id, { canvas_id: f.canvas_id, pid: f.start, node_type: 'start' }, 422, unavailable, 'Create failed');
    await refused(f.t.task_id, { canvas_id: f.canvas_id, pid: f.start, node_type: 'condition_label' }, 422, unavailable, 'Create failed');
    await refused(f.t.task_id, { canvas_id: f.canvas_id, pid: f.start, node_type: 'no_such_type' }, 422, unavailable, 'Create failed');
    // leaf-only onto a node with a child, onto a multiple-child node
    await refused(f.t.task_id, { canvas_id: f.canvas_id, pid: f.start, node_type: 'hangup' }, 422, 'Cannot drop here');
    await refused(f.t.task_id, { canvas_id: f.canvas_id, pid: f.menu.node_id, node_type: 'hangup' }, 422, 'Cannot drop here');
    // plugin validation: required and missing content
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: f.key1.node_id, node_type: 'prompt', config: {} },
      422,
      'prompt_id: Prompt is required.',
    );
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: f.key1.node_id, node_type: 'prompt', config: { prompt_id: 987654 } },
      422,
      'prompt_id: The selected prompt no longer exists.',
    );
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: f.key1.node_id, node_type: 'prompt', config: { prompt_id: 'x' } },
      422,
      'prompt_id: Prompt must be chosen from the list.',
    );
    // a goto target must be a node of the same task
    const other = await h.task();
    const otherStart = (await h.start(other.task_id)).start;
    await refused(
      f.t.task_id,
      { canvas_id: f.canvas_id, pid: f.key1.node_id, node_type: 'goto', config: { goto_node_id: otherStart } },
      422,
      'goto_node_id: The selected node no longer exists.',
    );
    // unknown parent or a canvas of another task
    expect((await h.add({ task_id: f.t.task_id, canvas_id: f.canvas_id, pid: otherStart, node_type: 'hangup' })).statusCode).toBe(404);
    expect(
      (await h.add({ task_id: f.t.task_id, canvas_id: (await h.start(other.task_id)).canvas_id, pid: f.key1.node_id, node_type: 'hangup' }))
        .statusCode,
    ).toBe(404);
  });

  it("hides types per task type and honours the account's plan list of node types", async () => {
    const m = await h.task('messaging');
    const { canvas_id, start } = await h.start(m.task_id);
    await refused(m.task_id, { canvas_id, pid: start, node_type: 'hangup' }, 422, 'This node type is not available here.');
    const offered = async (task_type: string) => (await call('POST', '/billing/ac-node-types', { task_type })).json().data as string[];
    expect(await offered('voice')).toEqual(expect.arrayContaining(['prompt', 'menu', 'hangup', 'decision', 'goto', 'link_task']));
    expect(await offered('messaging')).not.toContain('hangup');
    for (const t of ['start', 'disconnect', 'condition_label', 'same_node']) expect(await offered('voice')).not.toContain(t);

    const sp = fx.ids.northwind;
    const ac = fx.retail.acId as number;
    // The node types the account's plan allows (materialised from its plans): only prompt and hangup.
    const planned = await fx.s.db
      .selectFrom('enabled_node_types')
      .select(['sp_id', 'ac_id', 'node_type'])
      .where('ac_id', '=', ac)
      .execute();
    await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', ac).execute();
    await fx.s.db
      .insertInto('enabled_node_types')
      .values([
        { sp_id: sp, ac_id: ac, node_type: 'prompt' },
        { sp_id: sp, ac_id: ac, node_type: 'hangup' },
      ])
      .execute();
    try {
      expect(await offered('voice')).toEqual(['prompt', 'hangup']);
      const v = await h.task();
      const s = await h.start(v.task_id);
      await refused(
        v.task_id,
        { canvas_id: s.canvas_id, pid: s.start, node_type: 'menu', config: { prompt_id: await h.prompt() } },
        422,
        'This feature is not provisioned in your business plan',
      );
    } finally {
      await fx.s.db.deleteFrom('enabled_node_types').where('ac_id', '=', ac).execute();
      await fx.s.db.insertInto('enabled_node_types').values(planned).execute();
    }
  });

  it('validates link_task recursion, on its own call and when a link_task node is created', async () => {
    const a = await h.task();
    const b = await h.task();
    const sa = await h.start(a.task_id);
    const sb = await h.start(b.task_id);
    const check = (from: number, to: number) =>
      call('POST', '/node/validate-task-id-for-recursion', { from_task_id: from, to_task_id: to });
    expect((await check(b.task_id, a.task_id)).json().data).toEqual({ valid: true, message: 'The task can be linked.' });
    const link = await h.insert(a.task_id, sa.canvas_id, sa.start, 'link_task', { task_id: b.task_id });
    expect(link.link_task_node).toEqual({ task_id: b.task_id, task_name: b.task_name });
    // the linked task's name is read fresh, also from the node list's cache
    expect((await h.nodes(a.task_id)).find((n) => n.node_id === link.node_id)!.link_task_node!.task_name).toBe(b.task_name);
    await call('PUT', `/studio/tasks/${b.task_id}`, { task_name: `${b.task_name} renamed` });
    expect((await h.nodes(a.task_id)).find((n) => n.node_id === link.node_id)!.link_task_node!.task_name).toBe(`${b.task_name} renamed`);
    const loop = await check(b.task_id, a.task_id);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().message).toBe('This task cannot be linked: it would run itself again through its linked tasks.');
    expect((await check(a.task_id, a.task_id)).statusCode).toBe(422);
    await refused(
      b.task_id,
      { canvas_id: sb.canvas_id, pid: sb.start, node_type: 'link_task', config: { task_id: a.task_id } },
      422,
      'task_id: This task cannot be linked: it would run itself again through its linked tasks.',
    );
    await refused(
      b.task_id,
      { canvas_id: sb.canvas_id, pid: sb.start, node_type: 'link_task', config: { task_id: b.task_id } },
      422,
      'task_id: A task cannot link to itself.',
    );
    expect((await check(a.task_id, 999999)).statusCode).toBe(404);
  });
});

describe('PUT /node/nodes/{node_id}', () => {
  it("updates name, tooltip, tags and config; a menu's conditions follow its keys, a removed branch is kept as an orphan", async () => {
    const f = await ivr();
    const below = await h.insert(f.t.task_id, f.canvas_id, f.key2.node_id, 'hangup');
    const res = await call('PUT', `/node/nodes/${f.menu.node_id}`, {
      node_name: 'Main menu',
      tooltip: 'Pick one',
      tags: ['ivr'],
      config: {
        prompt_id: f.promptId,
        keys: [
          { key: '1', label: 'Sales' },
          { key: '3', label: 'Billing' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().node.data).toMatchObject({ node_id: f.menu.node_id, node_name: 'Main menu', tooltip: 'Pick one', tags: ['ivr'] });
    const nodes = await h.nodes(f.t.task_id);
    const conditions = nodes
      .filter((n) => n.pid === f.menu.node_id)
      .sort((a, b) => a.position - b.position)
      .map((n) => n.node_name);
    expect(conditions).toEqual(['1: Sales', '3: Billing', 'Otherwise']);
    expect(nodes.find((n) => n.node_id === f.key2.node_id)).toBeUndefined();
    expect(nodes.find((n) => n.node_id === below.node_id)!.pid).toBeNull();
    const orphans = (await call('GET', `/node/nodes?task_id=${f.t.task_id}&include=orphans`)).json().orphan_ids;
    expect(orphans).toContain(below.node_id);
  });

  it('refuses a bad config (nothing changes), system node settings, and unknown ids', async () => {
    const f = await ivr();
    const before = await h.stored(f.t.task_id);
    const bad = await call('PUT', `/node/nodes/${f.menu.node_id}`, {
      config: { prompt_id: f.promptId, keys: [{ key: '1' }, { key: '1' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('keys.1.key: Key must be unique.');
    const start = await call('PUT', `/node/nodes/${f.start}`, { config: { any: 1 } });
    expect(start.statusCode).toBe(422);
    expect(start.json().title).toBe('Update failed');
    expect(await h.stored(f.t.task_id)).toEqual(before);
    expect((await call('PUT', '/node/nodes/999999', { node_name: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/node/task/${f.menu.node_id}`)).json().data).toMatchObject({
      node: { node_id: f.menu.node_id },
      task: { task_id: f.t.task_id },
      canvas: { canvas_id: f.canvas_id },
    });
  });
});
