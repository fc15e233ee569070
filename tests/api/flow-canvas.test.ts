import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

describe('canvases', () => {
  it('creates extra, event-handler and no-input/no-match handler canvases with their root node', async () => {
    const t = await h.task();
    const plain = await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Billing' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().canvas.data).toMatchObject({ canvas_name: 'Billing', is_main_canvas: 0, is_event_handler: 0, is_ni_nm_handler: 0 });
    expect(plain.json().node.data).toMatchObject({ node_type: 'start', node_id: plain.json().canvas.data.first_node_id });
    const events = (await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'On hang-up', is_event_handler: 1 })).json();
    expect(events.node.data.node_type).toBe('disconnect');
    const ninm = (await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'No input', is_ni_nm_handler: 1 })).json();
    expect(ninm.canvas.data.is_ni_nm_handler).toBe(1);
    expect((await h.canvases(t.task_id)).map((c) => c.canvas_name)).toEqual(['Main', 'Billing', 'On hang-up', 'No input']);
    const taken = await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'billing' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ message: 'The canvas name is already used in this task.', title: 'Create failed' });
  });

  it("refuses a rename that is empty, unchanged or taken, with checkCanvasRename's messages", async () => {
    const t = await h.task();
    const billing = (await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Billing' })).json().canvas.data;
    const rename = (canvas_name: string) => call('PUT', `/node/canvas/${billing.canvas_id}`, { canvas_name });
    for (const [name, message] of [
      ['   ', 'The canvas name is required.'],
      ['Billing', 'The canvas name is unchanged.'],
      ['MAIN', 'The canvas name is already used in this task.'],
    ]) {
      const res = await rename(name);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: [message], title: 'Update failed' });
    }
    const ok = await rename('  Payments ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().canvas.data.canvas_name).toBe('Payments');
  });

  it('deletes a canvas with its nodes (goto links into it cleared), never the main canvas', async () => {
    const t = await h.task();
    const { canvas_id: main, start } = await h.start(t.task_id);
    const extra = (await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Extra' })).json().canvas.data;
    const target = await h.insert(t.task_id, extra.canvas_id, extra.first_node_id, 'prompt', { prompt_id: await h.prompt() });
    const goto = await h.insert(t.task_id, main, start, 'goto', { goto_node_id: target.node_id });
    expect(goto.goto_node).toEqual({ goto_node_id: target.node_id, goto_node_name: 'Prompt' });
    const refused = await call('DELETE', `/node/canvas/${main}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'The main canvas cannot be deleted.', title: 'Delete Not Permitted' });
    const res = await call('DELETE', `/node/canvas/${extra.canvas_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().canvas.data.canvas_id).toBe(main);
    const nodes = await h.nodes(t.task_id);
    expect(nodes.map((n) => n.node_type)).toEqual(['start', 'goto']);
    expect(nodes[1].config.goto_node_id).toBeNull();
    expect((await h.canvases(t.task_id)).map((c) => c.canvas_name)).toEqual(['Main']);
    expect((await call('DELETE', '/node/canvas/999999')).statusCode).toBe(404);
  });
});

describe('undo and redo carried out by the server', () => {
  it('lists the edits and replays them back and forth, the stored rows matching each step', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const s0 = await h.stored(t.task_id);
    const promptId = await h.prompt();
    const a = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
    const menu = await h.insert(t.task_id, canvas_id, a.node_id, 'menu', { prompt_id: promptId });
    const s2 = await h.stored(t.task_id);
    await call('POST', '/node/copy', {
      task_id: t.task_id,
      copy_node_id: menu.node_id,
      copy_type: 'copy_branch',
      pid: (await h.nodes(t.task_id)).find((n) => n.node_name === 'Otherwise')!.node_id,
      from_canvas_id: canvas_id,
      to_canvas_id: canvas_id,
    });
    const s3 = await h.stored(t.task_id);
    await call('DELETE', `/node/nodes/${a.node_id}?delete_type=delete_node&canvas_id=${canvas_id}`);
    await call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'Later' });

    const list = (await call('GET', `/studio/task-edit-histories/${t.task_id}`)).json().data;
    expect(list.map((e: { action: string }) => e.action)).toEqual([
      'create_canvas',
      'delete_node',
      'copy_branch',
      'create_node',
      'create_node',
    ]);
    const undo = () => call('POST', `/studio/task-edit-histories/${t.task_id}/undo`);
    const redo = () => call('POST', `/studio/task-edit-histories/${t.task_id}/redo`);
    expect((await undo()).statusCode).toBe(200);
    expect((await h.canvases(t.task_id)).map((c) => c.canvas_name)).toEqual(['Main']);
    const undone = await undo();
    expect(undone.json().node.data.node_id).toBe(a.node_id);
    expect(await h.stored(t.task_id)).toEqual(s3);
    await undo();
    expect(await h.stored(t.task_id)).toEqual(s2);
    await undo();
    await undo();
    expect(await h.stored(t.task_id)).toEqual(s0);
    const none = await undo();
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('There is nothing to undo.');
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: promptId })).json().data.count).toBe(
      0,
    );

    await redo();
    await redo();
    expect(await h.stored(t.task_id)).toEqual(s2);
    await redo();
    expect(await h.stored(t.task_id)).toEqual(s3);
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: promptId })).json().data.count).toBe(
      3,
    );
    // a new edit drops what could still be redone
    await h.insert(t.task_id, canvas_id, start, 'variable', { variable_id: -1 });
    expect((await redo()).json().message).toBe('There is nothing to redo.');
    // The edits left (the undos and redos stay in the list as events of their own, 'undo:…' and 'redo:…').
    const edits = (await call('GET', `/studio/task-edit-histories/${t.task_id}`))
      .json()
      .data.map((e: { action: string }) => e.action)
      .filter((a: string) => !a.includes(':'));
    expect(edits).toEqual(['create_node', 'copy_branch', 'create_node', 'create_node']);
  });

  it('refuses undo in a protected task', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    await h.insert(t.task_id, canvas_id, start, 'hangup');
    await call('PUT', `/studio/tasks/${t.task_id}`, { protected: 1 });
    const res = await call('POST', `/studio/task-edit-histories/${t.task_id}/undo`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This task is protected. Unlock it to make changes.');
    expect((await h.nodes(t.task_id)).map((n) => n.node_type)).toEqual(['start', 'hangup']);
  });
});
