import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

/** A task that passes the publish gate: start → prompt → hangup. */
async function publishable() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
  const hangup = await h.insert(t.task_id, canvas_id, prompt.node_id, 'hangup');
  return { t, canvas_id, start, prompt, hangup };
}

const publish = (taskId: number) => h.call('POST', `/studio/versions/untitled-version/${taskId}`);
const versions = async (taskId: number) => (await h.call('GET', `/studio/versions/${taskId}`)).json().data;
const rename = (id: number, version_name: unknown) => h.call('POST', `/studio/versions/rename/${id}`, { version_name });

describe('task versions', () => {
  it('publishing keeps the draft as a new untitled version, marked published, with its author', async () => {
    const { t } = await publishable();
    expect((await versions(t.task_id)).versions).toEqual([]);
    const res = await publish(t.task_id);
    expect(res.statusCode, res.body).toBe(201);
    const { version } = res.json().data;
    expect(version).toMatchObject({
      task_id: t.task_id,
      version_number: 1,
      version_name: null,
      is_published: true,
      node_count: 3,
      created_by_name: expect.any(String),
    });
    const second = (await publish(t.task_id)).json().data.version;
    expect(second.version_number).toBe(2);
    const list = await versions(t.task_id);
    expect(list).toMatchObject({ task_id: t.task_id, task_version_in_use: second.version_id, version_in_use_modified: 0 });
    expect(list.versions.map((v: { version_number: number; is_published: boolean }) => [v.version_number, v.is_published])).toEqual([
      [2, true],
      [1, false],
    ]);
    const task = (await h.call('GET', `/studio/tasks/${t.task_id}`)).json().data;
    expect(task).toMatchObject({ task_version_in_use: second.version_id, version_in_use_modified: 0 });
  });

  it('a version is immutable: decoding it after the draft changed answers the nodes as they were', async () => {
    const { t, prompt } = await publishable();
    const { version } = (await publish(t.task_id)).json().data;
    expect((await h.call('PUT', `/node/nodes/${prompt.node_id}`, { node_name: 'Renamed greeting' })).statusCode).toBe(200);
    expect((await versions(t.task_id)).version_in_use_modified).toBe(1);
    const res = await h.call('POST', `/studio/decode-version/${version.version_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.version.version_id).toBe(version.version_id);
    expect(data.nodes.find((n: { node_id: number }) => n.node_id === prompt.node_id).node_name).toBe(prompt.node_name);
    expect(data.canvases.length).toBe(1);
    expect(data.settings).toHaveProperty('tts_voice_id');
    expect(data.settings).not.toHaveProperty('api_key');
  });

  it('renames a version; an empty name is refused with the message and changes nothing', async () => {
    const { t } = await publishable();
    const { version } = (await publish(t.task_id)).json().data;
    const res = await rename(version.version_id, '  Spring menu  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version_id: version.version_id, version_name: 'Spring menu' });
    const empty = await rename(version.version_id, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toBe(`version_name: ${messages.versions.versionNameRequired}`);
    expect((await rename(version.version_id, 42)).statusCode).toBe(422);
    expect((await versions(t.task_id)).versions[0].version_name).toBe('Spring menu');
  });

  it('rolls the draft back to a version as one edit that undo reverses', async () => {
    const { t, canvas_id, prompt, hangup } = await publishable();
    const { version } = (await publish(t.task_id)).json().data;
    await h.call('PUT', `/node/nodes/${prompt.node_id}`, { node_name: 'Changed after publishing' });
    await h.call('DELETE', `/node/nodes/${hangup.node_id}?delete_type=delete_node&canvas_id=${canvas_id}`);
    const added = await h.insert(t.task_id, canvas_id, prompt.node_id, 'comment', { text: 'Added after publishing' });
    const changed = await h.stored(t.task_id);
    const res = await h.call('POST', `/studio/versions/switch/${t.task_id}/${version.version_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await h.nodes(t.task_id);
    expect(after.find((n) => n.node_id === prompt.node_id)!.node_name).toBe(prompt.node_name);
    expect(after.some((n) => n.node_id === added.node_id)).toBe(false);
    expect(after.some((n) => n.node_id === hangup.node_id)).toBe(true);
    const history = (await h.call('GET', `/studio/task-edit-histories/${t.task_id}`)).json().data;
    // The edit history screen (§7): who, when, what, and the node each entry touched.
    expect(history[0]).toMatchObject({ action: 'rollback', is_undone: 0, user_name: expect.any(String), created_at: expect.any(String) });
    expect(history.find((e: { action: string }) => e.action === 'update_node')).toMatchObject({
      subject_id: prompt.node_id,
      user_name: history[0].user_name,
    });
    expect((await h.call('POST', `/studio/task-edit-histories/${t.task_id}/undo`, {})).statusCode).toBe(200);
    expect(await h.stored(t.task_id)).toEqual(changed);
    expect((await h.call('POST', `/studio/task-edit-histories/${t.task_id}/redo`, {})).statusCode).toBe(200);
    expect((await h.nodes(t.task_id)).find((n) => n.node_id === prompt.node_id)!.node_name).toBe(prompt.node_name);
  });

  it('refuses a rollback to a version of another task, and a read-only user, changing nothing', async () => {
    const a = await publishable();
    const b = await publishable();
    const { version } = (await publish(b.t.task_id)).json().data;
    const before = await h.stored(a.t.task_id);
    expect((await h.call('POST', `/studio/versions/switch/${a.t.task_id}/${version.version_id}`)).statusCode).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const own = (await publish(a.t.task_id)).json().data.version;
    const asViewer = await fx.s.call('POST', `/studio/versions/switch/${a.t.task_id}/${own.version_id}`, {
      token: viewer,
      selection: fx.retail,
    });
    expect(asViewer.statusCode).toBe(403);
    expect(
      (await fx.s.call('POST', `/studio/versions/untitled-version/${a.t.task_id}`, { token: viewer, selection: fx.retail })).statusCode,
    ).toBe(403);
    expect((await fx.s.call('GET', `/studio/versions/${a.t.task_id}`, { token: viewer, selection: fx.retail })).statusCode).toBe(200);
    expect(await h.stored(a.t.task_id)).toEqual(before);
    expect((await h.call('POST', '/studio/versions/switch/abc/1')).statusCode).toBe(422);
  });

  it("never shows or changes another tenant's versions", async () => {
    const { t } = await publishable();
    const { version } = (await publish(t.task_id)).json().data;
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    expect((await other('GET', `/studio/versions/${t.task_id}`)).statusCode).toBe(404);
    expect((await other('POST', `/studio/decode-version/${version.version_id}`)).statusCode).toBe(404);
    expect((await other('POST', `/studio/versions/rename/${version.version_id}`, { version_name: 'Mine now' })).statusCode).toBe(404);
    expect((await other('POST', `/studio/versions/untitled-version/${t.task_id}`)).statusCode).toBe(404);
    expect((await other('POST', `/studio/versions/switch/${t.task_id}/${version.version_id}`)).statusCode).toBe(404);
    expect((await versions(t.task_id)).versions).toMatchObject([{ version_id: version.version_id, version_name: null }]);
  });
});

describe('the publish gate', () => {
  it('refuses to publish a task with errors, listing each with its node; nothing is published', async () => {
    const { t, prompt } = await publishable();
    await fx.s.db
      .updateTable('nodes')
      .set({ config: JSON.stringify({ prompt_id: 999999 }) })
      .where('node_id', '=', prompt.node_id)
      .execute();
    await fx.s.db.updateTable('tasks').set({ revision: 1000 }).where('task_id', '=', t.task_id).execute();
    const res = await publish(t.task_id);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The task was not published: it has 1 error(s). Fix them and publish again.');
    expect(body.problems).toEqual([
      expect.objectContaining({ node_id: prompt.node_id, node_name: prompt.node_name, path: 'prompt_id', severity: 'error' }),
    ]);
    expect(await versions(t.task_id)).toMatchObject({ versions: [], task_version_in_use: null });
  });

  it('publishes a task that has only warnings and answers them', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const prompt = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: await h.prompt() });
    const res = await publish(t.task_id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.warnings).toEqual([
      expect.objectContaining({ node_id: prompt.node_id, severity: 'warning', message: messages.engine.deadEnd }),
    ]);
  });
});
