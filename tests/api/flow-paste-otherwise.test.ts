import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('POST /node/copy keeps the drop rule of the Otherwise path (spec 2 §5)', () => {
  it('refuses a cut whose parents include the non-removable Otherwise, posted straight to the API, and changes nothing', async () => {
    const f = await h.menuFlow('hangup');
    // Otherwise → D prompt → E hangup: cutting D alone would leave E under Otherwise, so only the drop rule refuses it.
    const e = await h.insert(f.t.task_id, f.canvas_id, f.d.node_id, 'hangup');
    const before = await h.stored(f.t.task_id);
    for (const copy_type of ['cut_node', 'cut_branch']) {
      const res = await h.call('POST', '/node/copy', {
        task_id: f.t.task_id,
        copy_node_id: f.d.node_id,
        copy_type,
        pid: f.a.node_id,
        from_canvas_id: f.canvas_id,
        to_canvas_id: f.canvas_id,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(copy_type === 'cut_node' ? 'Cannot paste here' : 'Selected node/s cannot be cut');
    }
    expect(await h.stored(f.t.task_id)).toEqual(before);
    expect(e.pid).toBe(f.d.node_id);
  });

  it('still moves a node that does not hang under Otherwise, and still copies one that does', async () => {
    const f = await h.menuFlow('hangup');
    const copy = await h.call('POST', '/node/copy', {
      task_id: f.t.task_id,
      copy_node_id: f.d.node_id,
      copy_type: 'copy_node',
      pid: f.a.node_id,
      from_canvas_id: f.canvas_id,
      to_canvas_id: f.canvas_id,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const cut = await h.call('POST', '/node/copy', {
      task_id: f.t.task_id,
      copy_node_id: f.b.node_id,
      copy_type: 'cut_node',
      pid: f.d.node_id,
      from_canvas_id: f.canvas_id,
      to_canvas_id: f.canvas_id,
    });
    expect(cut.statusCode, cut.body).toBe(200);
  });
});
