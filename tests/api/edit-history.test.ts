import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

interface Entry {
  action: string;
  subject_id: number | null;
  subject_name: string | null;
  is_undone: number;
}
const history = async (taskId: number): Promise<Entry[]> => (await h.call('GET', `/studio/task-edit-histories/${taskId}`)).json().data;
const rename = (nodeId: number, node_name: string) => h.call('PUT', `/node/nodes/${nodeId}`, { node_name });

describe('the edit history says what happened, to what, by name', () => {
  it('an unlink is the unlinked node’s, named, not its parent’s', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const hangup = await h.insert(t.task_id, canvas_id, prompt.node_id, 'hangup');
    expect((await rename(hangup.node_id, 'Goodbye')).statusCode).toBe(200);
    const res = await h.call('POST', '/node/unlink', { task_id: t.task_id, unlink_node_id: hangup.node_id, unlink_type: 'unlink_node' });
    expect(res.statusCode, res.body).toBe(200);
    const paste = await h.call('POST', '/node/copy', {
      task_id: t.task_id,
      copy_node_id: prompt.node_id,
      copy_type: 'copy_node',
      pid: prompt.node_id,
      from_canvas_id: canvas_id,
      to_canvas_id: canvas_id,
    });
    expect(paste.statusCode, paste.body).toBe(200);
    const [pasted, unlink, renamed, added] = await history(t.task_id);
    expect(pasted).toMatchObject({ action: 'copy_node', subject_name: prompt.node_name });
    expect(pasted.subject_id).not.toBe(prompt.node_id);
    expect(unlink).toMatchObject({ action: 'unlink_node', subject_id: hangup.node_id, subject_name: 'Goodbye' });
    expect(renamed).toMatchObject({ action: 'update_node', subject_id: hangup.node_id, subject_name: 'Goodbye' });
    expect(added).toMatchObject({ action: 'create_node', subject_id: hangup.node_id, subject_name: hangup.node_name });
  });

  it('names a deleted node and a canvas by what they were called', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    expect((await rename(prompt.node_id, 'Greeting')).statusCode).toBe(200);
    expect((await h.call('DELETE', `/node/nodes/${prompt.node_id}?task_id=${t.task_id}&delete_type=delete_node`)).statusCode).toBeLessThan(
      300,
    );
    const created = await h.call('POST', '/node/canvas', { task_id: t.task_id, canvas_name: 'After hours' });
    expect(created.statusCode, created.body).toBe(201);
    const canvas = (await h.canvases(t.task_id)).find((c) => c.canvas_name === 'After hours')!;
    expect((await h.call('DELETE', `/node/canvas/${canvas.canvas_id}?task_id=${t.task_id}`)).statusCode).toBe(200);
    const [dropped, made, deleted] = await history(t.task_id);
    expect(dropped).toMatchObject({ action: 'delete_canvas', subject_id: null, subject_name: 'After hours' });
    expect(made).toMatchObject({ action: 'create_canvas', subject_name: 'After hours' });
    expect(deleted).toMatchObject({ action: 'delete_node', subject_id: prompt.node_id, subject_name: 'Greeting' });
  });

  it('keeps undo, redo and publish beside the edits, and undo still replays edits only', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const hangup = await h.insert(t.task_id, canvas_id, prompt.node_id, 'hangup');
    const first = await h.call('POST', `/studio/task-edit-histories/${t.task_id}/undo`, {});
    expect(first.statusCode).toBe(200);
    // The answer names the edit it took back, as the history does, for the editor's notice.
    expect(first.json().replayed).toEqual({ action: 'create_node', subject_name: hangup.node_name });
    expect((await h.call('POST', `/studio/task-edit-histories/${t.task_id}/undo`, {})).statusCode).toBe(200);
    // Two undos took back both inserts: the first undo's entry was not replayed by the second.
    expect((await h.nodes(t.task_id)).map((n) => n.node_id)).toEqual([start]);
    expect((await h.call('POST', `/studio/task-edit-histories/${t.task_id}/redo`, {})).statusCode).toBe(200);
    expect((await h.nodes(t.task_id)).some((n) => n.node_id === prompt.node_id)).toBe(true);
    const entries = await history(t.task_id);
    expect(entries.slice(0, 3).map((e) => [e.action, e.subject_name])).toEqual([
      ['redo:create_node', prompt.node_name],
      ['undo:create_node', prompt.node_name],
      ['undo:create_node', hangup.node_name],
    ]);
    expect(entries.filter((e) => e.action === 'create_node').map((e) => e.is_undone)).toEqual([1, 0]);
    const published = await h.call('POST', `/studio/versions/untitled-version/${t.task_id}`);
    expect(published.statusCode, published.body).toBe(201);
    expect((await history(t.task_id))[0]).toMatchObject({ action: 'publish', subject_id: null });
  });

  it('a rollback to the published version leaves nothing changed since publishing', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    await h.insert(t.task_id, canvas_id, prompt.node_id, 'hangup');
    const { version } = (await h.call('POST', `/studio/versions/untitled-version/${t.task_id}`)).json().data;
    expect((await rename(prompt.node_id, 'Changed')).statusCode).toBe(200);
    const versions = async () => (await h.call('GET', `/studio/versions/${t.task_id}`)).json().data;
    expect((await versions()).version_in_use_modified).toBe(1);
    expect((await h.call('POST', `/studio/versions/switch/${t.task_id}/${version.version_id}`)).statusCode).toBe(200);
    expect((await versions()).version_in_use_modified).toBe(0);
    expect((await history(t.task_id))[0]).toMatchObject({ action: 'rollback', subject_id: null });
  });
});
