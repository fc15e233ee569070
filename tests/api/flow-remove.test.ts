import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

const flow = () => h.menuFlow('hangup');

async function refusal(res: { statusCode: number; json(): any }, title: string, message: string) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message, errors: [message], title });
}

describe('DELETE /node/nodes/{id} and POST /node/unlink', () => {
  it("delete_node lifts the path below into the node's place; delete_branch removes everything below", async () => {
    const f = await flow();
    const res = await call('DELETE', `/node/nodes/${f.a.node_id}?delete_type=delete_node&canvas_id=${f.canvas_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().node.data.node_id).toBe(f.start);
    let nodes = await h.nodes(f.t.task_id);
    expect(nodes.find((n) => n.node_id === f.a.node_id)).toBeUndefined();
    expect(nodes.find((n) => n.node_id === f.menu.node_id)!.pid).toBe(f.start);
    await call('DELETE', `/node/nodes/${f.b.node_id}?delete_type=delete_branch&canvas_id=${f.canvas_id}`);
    nodes = await h.nodes(f.t.task_id);
    expect(nodes.some((n) => n.node_id === f.b.node_id || n.node_id === f.c.node_id)).toBe(false);
  });

  it('refuses what would empty the Otherwise path or remove a system node (Delete Not Permitted / Unlinking not permitted), changing nothing', async () => {
    const f = await flow();
    const before = await h.stored(f.t.task_id);
    await refusal(
      await call('DELETE', `/node/nodes/${f.d.node_id}?delete_type=delete_node&canvas_id=${f.canvas_id}`),
      'Delete Not Permitted',
      'Selected node/s cannot be deleted',
    );
    await refusal(
      await call('DELETE', `/node/nodes/${f.d.node_id}?delete_type=delete_branch&canvas_id=${f.canvas_id}`),
      'Delete Not Permitted',
      'Selected node/s cannot be deleted',
    );
    await refusal(
      await call('DELETE', `/node/nodes/${f.start}?delete_type=delete_node&canvas_id=${f.canvas_id}`),
      'Delete Not Permitted',
      'Selected node/s cannot be deleted',
    );
    await refusal(
      await call('DELETE', `/node/nodes/${f.otherwise.node_id}?delete_type=delete_node&canvas_id=${f.canvas_id}`),
      'Delete Not Permitted',
      'Selected node/s cannot be deleted',
    );
    const unlink = (id: number, unlink_type: string) =>
      call('POST', '/node/unlink', { unlink_node_id: id, unlink_type, task_id: f.t.task_id });
    await refusal(await unlink(f.d.node_id, 'unlink_node'), 'Unlinking not permitted', 'Selected node/s cannot be unlinked');
    await refusal(await unlink(f.start, 'unlink_branch'), 'Unlinking not permitted', 'Selected node/s cannot be unlinked');
    expect(await h.stored(f.t.task_id)).toEqual(before);
    expect((await call('DELETE', `/node/nodes/${f.a.node_id}?delete_type=nope`)).statusCode).toBe(422);
  });

  it('unlink_branch leaves the branch on the canvas without a parent (an orphan); unlink_node lifts the path below', async () => {
    const f = await flow();
    const res = await call('POST', '/node/unlink', { unlink_node_id: f.b.node_id, unlink_type: 'unlink_branch', task_id: f.t.task_id });
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json().nodes.data;
    expect(nodes.find((n: { node_id: number }) => n.node_id === f.b.node_id).pid).toBeNull();
    expect(nodes.find((n: { node_id: number }) => n.node_id === f.c.node_id).pid).toBe(f.b.node_id);
    expect((await call('GET', `/node/nodes?task_id=${f.t.task_id}&include=orphans`)).json().orphan_ids).toEqual([f.b.node_id]);
    await call('POST', '/node/unlink', { unlink_node_id: f.a.node_id, unlink_type: 'unlink_node', task_id: f.t.task_id });
    const after = await h.nodes(f.t.task_id);
    expect(after.find((n) => n.node_id === f.menu.node_id)!.pid).toBe(f.start);
  });

  it('a failing edit rolls back: nothing of it is stored', async () => {
    const f = await flow();
    const before = await h.stored(f.t.task_id);
    await sql`alter table task_edit_histories rename to task_edit_histories_away`.execute(fx.s.db);
    try {
      const res = await call('DELETE', `/node/nodes/${f.b.node_id}?delete_type=delete_branch&canvas_id=${f.canvas_id}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Operation Failed', errors: [] });
    } finally {
      await sql`alter table task_edit_histories_away rename to task_edit_histories`.execute(fx.s.db);
    }
    expect(await h.stored(f.t.task_id)).toEqual(before);
    expect((await call('GET', `/studio/tasks/${f.t.task_id}`)).json().data.version_in_use_modified).toBe(1);
  });
});

describe('the content usage index fed by nodes', () => {
  it('records a prompt node under its task; the prompt then refuses deletion until the node is gone', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const promptId = await h.prompt('Used by a node');
    const node = await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
    const inUse = (await call('POST', '/content/check-in-use', { content_model: 'Prompt', content_id: promptId })).json().data;
    expect(inUse.usages).toEqual([
      { model: 'Task', id: t.task_id, name: t.task_name, items: [{ model: 'Node', id: node.node_id, name: 'Prompt' }] },
    ]);
    const del = await call('DELETE', `/prompt/prompts/${promptId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().title).toBe('Content cannot be deleted');
    expect((await call('GET', `/prompt/prompts?task_id=${t.task_id}`)).json().data.map((p: { prompt_id: number }) => p.prompt_id)).toEqual([
      promptId,
    ]);

    // refresh rebuilds the node usages from the nodes
    await fx.s.db.deleteFrom('content_usages').where('used_by_model', '=', 'Node').execute();
    await call('POST', '/content/refresh-check-in-use', { content_model: 'Prompt', content_id: promptId });
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: promptId })).json().data.count).toBe(
      1,
    );

    // a renamed task renames the group; a deleted task frees the prompt, its undo uses it again
    await call('PUT', `/studio/tasks/${t.task_id}`, { task_name: `${t.task_name} renamed` });
    expect(
      (await call('POST', '/content/check-in-use', { content_model: 'Prompt', content_id: promptId })).json().data.usages[0].name,
    ).toBe(`${t.task_name} renamed`);
    await call('DELETE', `/studio/tasks/${t.task_id}`);
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: promptId })).json().data.count).toBe(
      0,
    );
    await call('PUT', `/studio/tasks/${t.task_id}`, { is_enabled: 1 });
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: promptId })).json().data.count).toBe(
      1,
    );

    await call('DELETE', `/node/nodes/${node.node_id}?delete_type=delete_node&canvas_id=${canvas_id}`);
    expect((await call('DELETE', `/prompt/prompts/${promptId}`)).statusCode).toBe(200);
  });
});
