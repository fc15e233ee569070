import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

const usages = async (id: number, type = 'delete_node') => {
  const res = await call('GET', `/node/nodes/${id}/usages?delete_type=${type}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { kind: string; node_id: number; task_id: number; task_name: string | null }[];
};

describe('GET /node/nodes/{id}/usages (spec 2 §4: usages are checked before deleting)', () => {
  it('lists the gotos that jump to the node, but not those deleted with it', async () => {
    const f = await h.menuFlow('goto'); // C, under key 1 → B, is a goto to the menu
    // deleting the menu alone takes key 1's branch (and C) with it
    expect(await usages(f.menu.node_id)).toEqual([]);
    const jump = await h.insert(f.t.task_id, f.canvas_id, f.d.node_id, 'goto', { goto_node_id: f.b.node_id });
    expect(await usages(f.b.node_id)).toEqual([
      expect.objectContaining({ kind: 'goto', node_id: jump.node_id, task_id: f.t.task_id, task_name: f.t.task_name }),
    ]);
    expect(await usages(f.menu.node_id, 'delete_branch')).toEqual([]);
    expect(await usages(f.a.node_id)).toEqual([]);
  });

  it('lists the further parents a node is linked under (same-node copies)', async () => {
    const f = await h.menuFlow('hangup');
    const linked = await h.add({
      task_id: f.t.task_id,
      canvas_id: f.canvas_id,
      pid: f.d.node_id,
      node_type: f.c.node_type,
      same_node: f.c.node_id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect((await usages(f.c.node_id)).map((u) => [u.kind, u.node_id])).toEqual([['same_node', f.d.node_id]]);
  });

  it("lists link-task nodes of other tasks when the delete takes away the task's entry", async () => {
    const f = await h.menuFlow('hangup');
    const caller = await h.task();
    const cs = await h.start(caller.task_id);
    const link = await h.insert(caller.task_id, cs.canvas_id, cs.start, 'link_task', { task_id: f.t.task_id });
    expect(await usages(f.a.node_id)).toEqual([
      expect.objectContaining({ kind: 'link_task', node_id: link.node_id, task_id: caller.task_id, task_name: caller.task_name }),
    ]);
    expect(await usages(f.b.node_id)).toEqual([]);
  });

  it('answers 404 for a node of another account, and nothing changes', async () => {
    const before = await h.stored((await h.menuFlow('hangup')).t.task_id);
    expect((await call('GET', '/node/nodes/99999999/usages')).statusCode).toBe(404);
    expect(before.length).toBeGreaterThan(0);
  });
});
