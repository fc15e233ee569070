import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;

const flow = () => h.menuFlow('goto');

const paste = (f: Awaited<ReturnType<typeof flow>>, body: Record<string, unknown>) =>
  call('POST', '/node/copy', { task_id: f.t.task_id, from_canvas_id: f.canvas_id, to_canvas_id: f.canvas_id, ...body });

describe('POST /node/copy', () => {
  it('copy_node clones one node after the target with a new id; copy_branch clones a branch, its goto following the clone', async () => {
    const f = await flow();
    const one = await paste(f, { copy_node_id: f.b.node_id, copy_type: 'copy_node', pid: f.d.node_id });
    expect(one.statusCode, one.body).toBe(200);
    const copied = one.json().node.data as FlowNode;
    expect(copied).toMatchObject({ node_type: 'prompt', pid: f.d.node_id, config: { prompt_id: f.promptId } });
    expect(copied.node_id).not.toBe(f.b.node_id);

    const branch = await paste(f, { copy_node_id: f.menu.node_id, copy_type: 'copy_branch', pid: copied.node_id });
    expect(branch.statusCode, branch.body).toBe(200);
    const nodes = branch.json().nodes.data as FlowNode[];
    const root = branch.json().node.data as FlowNode;
    expect(nodes.filter((n) => n.node_type === 'menu')).toHaveLength(2);
    const gotos = nodes.filter((n) => n.node_type === 'goto');
    expect(gotos.map((g) => g.goto_node!.goto_node_id).sort()).toEqual([f.menu.node_id, root.node_id].sort());
    expect(nodes.filter((n) => n.pid === root.node_id).map((n) => n.node_name)).toEqual(['1: Option 1', '2: Option 2', 'Otherwise']);
    // the prompt used by the clone is recorded for the new nodes too
    expect(
      (await call('POST', '/content/check-in-use-count', { content_model: 'Prompt', content_id: f.promptId })).json().data.count,
    ).toBeGreaterThan(5);
  });

  it('cut_node moves the node (same id), the path below it lifting into its place', async () => {
    const f = await flow();
    const res = await paste(f, { copy_node_id: f.a.node_id, copy_type: 'cut_node', pid: f.d.node_id });
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json().nodes.data as FlowNode[];
    expect(nodes.find((n) => n.node_id === f.a.node_id)!.pid).toBe(f.d.node_id);
    expect(nodes.find((n) => n.node_id === f.menu.node_id)!.pid).toBe(f.start);
  });

  it('copy_branch_to_new_canvas clones the branch under the start node of a new canvas', async () => {
    const f = await flow();
    const res = await paste(f, { copy_node_id: f.b.node_id, copy_type: 'copy_branch_to_new_canvas', pid: null, to_canvas_id: null });
    expect(res.statusCode, res.body).toBe(200);
    const canvas = res.json().canvas.data;
    expect(canvas).toMatchObject({ canvas_name: 'Prompt', is_main_canvas: 0, task_id: f.t.task_id });
    const onCanvas = (res.json().nodes.data as FlowNode[]).filter((n) => n.canvas_id === canvas.canvas_id);
    expect(onCanvas.map((n) => n.node_type)).toEqual(['start', 'prompt', 'goto']);
    expect(onCanvas[0].node_id).toBe(canvas.first_node_id);
    const again = await paste(f, { copy_node_id: f.b.node_id, copy_type: 'copy_branch_to_new_canvas', pid: null, to_canvas_id: null });
    expect(again.json().canvas.data.canvas_name).toBe('Prompt (2)');
  });

  it("refuses with the spec's messages and changes nothing", async () => {
    const f = await flow();
    const before = await h.stored(f.t.task_id);
    const expectRefusal = async (body: Record<string, unknown>, title: string | undefined, message: string) => {
      const res = await paste(f, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().title).toBe(title);
    };
    await expectRefusal({ copy_type: 'copy_node', pid: f.d.node_id }, 'Paste operation failed', 'no node has been copied');
    await expectRefusal({ copy_node_id: f.menu.node_id, copy_type: 'cut_branch', pid: f.d.node_id }, undefined, 'Cannot paste here');
    await expectRefusal({ copy_node_id: f.b.node_id, copy_type: 'copy_node', pid: f.menu.node_id }, undefined, 'Cannot paste here');
    await expectRefusal({ copy_node_id: f.b.node_id, copy_type: 'copy_node', pid: f.c.node_id }, undefined, 'Cannot paste here');
    await expectRefusal(
      { copy_node_id: f.d.node_id, copy_type: 'cut_node', pid: f.b.node_id },
      'Cut Paste not permitted',
      'Selected node/s cannot be cut',
    );
    const chat = await h.task('messaging');
    const cs = await h.start(chat.task_id);
    const other = await call('POST', '/node/copy', {
      task_id: f.t.task_id,
      copy_node_id: cs.start,
      copy_type: 'copy_node',
      pid: f.d.node_id,
      from_canvas_id: cs.canvas_id,
    });
    expect(other.json().message).toBe('Cannot paste here');
    expect(await h.stored(f.t.task_id)).toEqual(before);
  });

  it('lists pasted nodes that reference other tasks', async () => {
    const f = await flow();
    const linked = await h.task();
    const node = await h.insert(f.t.task_id, f.canvas_id, f.d.node_id, 'link_task', { task_id: linked.task_id });
    const target = await h.task();
    const s = await h.start(target.task_id);
    const res = await call('POST', '/node/copy', {
      task_id: target.task_id,
      copy_node_id: node.node_id,
      copy_type: 'copy_node',
      pid: s.start,
      from_canvas_id: f.canvas_id,
      to_canvas_id: s.canvas_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nodes_reference_other_tasks).toEqual([res.json().node.data.node_id]);
    expect(res.json().node.data.task_id).toBe(target.task_id);
  });
});
