import { describe, expect, it } from 'vitest';
import { nodeAnswerHeader, type FlowNode, type NodeDelta } from '@shared/api/flow';
import { taskRevisionHeader } from '@shared/api/versions';
import { applyNodeDelta } from '@shared/flow';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

/**
 * A canvas client that asks for delta answers (X-Node-Answer: delta) and keeps its node list by applying them,
 * as the studio's canvas does: after every edit its list must be exactly what a full reload shows.
 */
async function deltaClient(taskId: number) {
  const reload = async () => {
    const res = await fx.s.call('GET', `/node/nodes?task_id=${taskId}`, { token: fx.token, selection: fx.retail });
    expect(res.statusCode, res.body).toBe(200);
    return { nodes: res.json().data as FlowNode[], revision: Number(res.headers[taskRevisionHeader]) };
  };
  let model = await reload();
  const edit = async (method: string, url: string, body?: unknown, status = 200) => {
    const res = await fx.s.call(method, url, {
      token: fx.token,
      selection: fx.retail,
      body,
      headers: { [nodeAnswerHeader]: 'delta', [taskRevisionHeader]: String(model.revision) },
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    const answer = res.json();
    expect(answer.nodes, 'the delta answer leaves the whole list out').toBeUndefined();
    const delta = answer.delta as NodeDelta;
    expect(delta.base_revision).toBe(model.revision);
    expect(delta.revision).toBe(model.revision + 1);
    expect(answer.revision).toBe(delta.revision);
    model = { nodes: applyNodeDelta(model.nodes, delta), revision: delta.revision };
    const full = await reload();
    expect(model.revision).toBe(full.revision);
    expect(model.nodes).toEqual(full.nodes);
    return { answer, delta };
  };
  return {
    edit,
    get nodes() {
      return model.nodes;
    },
  };
}

describe('delta answers of canvas edits (X-Node-Answer: delta)', () => {
  it('applied one after another, they give what a full reload shows, for every kind of edit', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const promptId = await h.prompt();
    const c = await deltaClient(t.task_id);
    const add = (pid: number, node_type: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
      c.edit('POST', '/node/nodes', { task_id: t.task_id, canvas_id, pid, node_type, config, ...extra }, 201);

    const a = (await add(start, 'prompt', { prompt_id: promptId })).answer.node.data as FlowNode;
    const menuAdd = await add(a.node_id, 'menu', { prompt_id: promptId });
    const menu = menuAdd.answer.node.data as FlowNode;
    // The menu and its condition children arrive together.
    expect(menuAdd.delta.changed.filter((n) => n.pid === menu.node_id).length).toBeGreaterThan(1);
    const key1 = c.nodes.find((n) => n.pid === menu.node_id && n.node_name === '1: Option 1')!;
    const b = (await add(key1.node_id, 'prompt', { prompt_id: promptId })).answer.node.data as FlowNode;
    const goto = (await add(b.node_id, 'goto', { goto_node_id: menu.node_id })).answer.node.data as FlowNode;

    // Renaming the menu changes the goto's derived target name: the goto is in the delta though the edit did not write it.
    const rename = await c.edit('PUT', `/node/nodes/${menu.node_id}`, { node_name: 'Main menu' });
    expect(rename.delta.removed).toEqual([]);
    expect(rename.delta.changed.map((n) => n.node_id).sort()).toEqual([goto.node_id, menu.node_id].sort());
    expect(rename.delta.changed.find((n) => n.node_id === goto.node_id)?.goto_node?.goto_node_name).toBe('Main menu');

    // A small edit of the task answers a small delta, not the task.
    const tooltip = await c.edit('PUT', `/node/nodes/${b.node_id}`, { tooltip: 'Greets' });
    expect(tooltip.delta.changed.map((n) => n.node_id)).toEqual([b.node_id]);

    await c.edit('POST', '/node/copy', {
      task_id: t.task_id,
      copy_node_id: b.node_id,
      copy_type: 'copy_node',
      pid: a.node_id,
      from_canvas_id: canvas_id,
      to_canvas_id: canvas_id,
    });
    await c.edit('POST', '/node/copy', {
      task_id: t.task_id,
      copy_node_id: b.node_id,
      copy_type: 'copy_branch_to_new_canvas',
      pid: null,
      from_canvas_id: canvas_id,
      to_canvas_id: null,
    });
    await c.edit('POST', '/node/unlink', { unlink_node_id: b.node_id, unlink_type: 'unlink_node', task_id: t.task_id });
    const removed = await c.edit('DELETE', `/node/nodes/${goto.node_id}?delete_type=delete_node&canvas_id=${canvas_id}`);
    expect(removed.delta.removed).toEqual([goto.node_id]);
    const canvas = (
      await c.edit(
        'POST',
        '/node/canvas',
        { task_id: t.task_id, canvas_name: 'Delta canvas', is_event_handler: 0, is_ni_nm_handler: 0 },
        201,
      )
    ).answer.canvas.data;
    await c.edit('PUT', `/node/canvas/${canvas.canvas_id}`, { canvas_name: 'Delta canvas renamed' });
    await c.edit('DELETE', `/node/canvas/${canvas.canvas_id}`);
    for (const step of ['undo', 'undo', 'undo', 'redo', 'undo', 'undo', 'redo', 'redo']) {
      await c.edit('POST', `/studio/task-edit-histories/${t.task_id}/${step}`, {});
    }
    // A new edit after undo drops the redo entries; its delta still matches.
    await add(start, 'prompt', { prompt_id: promptId });
  });

  it('without the header an edit answers the whole node list, as the spec describes', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const res = await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type: 'prompt', config: { prompt_id: await h.prompt() } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delta).toBeUndefined();
    expect((res.json().nodes.data as FlowNode[]).map((n) => n.node_id)).toEqual((await h.nodes(t.task_id)).map((n) => n.node_id));
  });

  it("refuses a stale or another account's edit with the delta header as without it, and changes nothing", async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const seen = (await fx.s.call('GET', `/node/nodes?task_id=${t.task_id}`, { token: fx.token, selection: fx.retail })).headers[
      taskRevisionHeader
    ];
    await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const stored = await h.stored(t.task_id);
    const stale = await fx.s.call('POST', '/node/nodes', {
      token: fx.token,
      selection: fx.retail,
      headers: { [nodeAnswerHeader]: 'delta', [taskRevisionHeader]: String(seen) },
      body: { task_id: t.task_id, canvas_id, pid: start, node_type: 'hangup', config: {} },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().delta).toBeUndefined();
    // A task of another account (Health) edited from Retail with the delta header: 404, no delta, nothing stored there.
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const theirs = (await inHealth('POST', '/studio/tasks', { task_name: `Health delta ${Date.now()}`, task_type: 'voice' })).json().data;
    const main = (await inHealth('GET', `/node/canvas?task_id=${theirs.task_id}`)).json().data[0];
    const storedThere = await h.stored(theirs.task_id);
    for (const [method, url, body] of [
      [
        'POST',
        '/node/nodes',
        { task_id: theirs.task_id, canvas_id: main.canvas_id, pid: main.first_node_id, node_type: 'hangup', config: {} },
      ],
      ['PUT', `/node/nodes/${main.first_node_id}`, { node_name: 'Intruder' }],
      ['POST', `/studio/task-edit-histories/${theirs.task_id}/undo`, {}],
    ] as const) {
      const res = await fx.s.call(method, url, { token: fx.token, selection: fx.retail, headers: { [nodeAnswerHeader]: 'delta' }, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().delta).toBeUndefined();
    }
    expect(await h.stored(theirs.task_id)).toEqual(storedThere);
    expect(await h.stored(t.task_id)).toEqual(stored);
  });
});
