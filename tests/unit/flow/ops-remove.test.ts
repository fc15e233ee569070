import { describe, expect, it } from 'vitest';
import type { DeleteType, FlowNode, UnlinkType } from '@shared/api/flow';
import { applyPlan, planRemoval, sameNodeRef, type EditPlan, type PlanResult, type TreeRef } from '@shared/flow';
import { canvas, cond, editable, graphOf, n, ref, shape, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const planOf = (result: PlanResult): EditPlan => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
};
const remove = (item: TreeRef | number, type: DeleteType | UnlinkType, list: FlowNode[] = nodes, c = canvas()) =>
  planRemoval({ graph: graphOf(list), access: editable, item: typeof item === 'number' ? ref(list, item) : item, type, canvas: c });
const after = (item: TreeRef | number, type: DeleteType | UnlinkType, list: FlowNode[] = nodes) =>
  applyPlan(list, planOf(remove(item, type, list)));

describe('delete (DELETE /node/nodes/{id})', () => {
  it('delete_node removes the node; the path below moves up into its place', () => {
    const plan = planOf(remove(7, 'delete_node'));
    expect(plan.remove).toEqual([7]);
    expect(plan.update).toEqual([{ node_id: 8, set: { pid: 4 } }]);
    expect(plan.select).toBe(4);
  });

  it('delete_branch removes the node and everything below it', () => {
    const plan = planOf(remove(3, 'delete_branch'));
    expect(plan.remove.sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.select).toBe(2);
  });

  it('delete_node of a multiple-child node keeps its Otherwise path in its place and deletes its other branches', () => {
    const list = after(3, 'delete_node');
    expect(list.map((x) => x.node_id).sort((a, b) => a - b)).toEqual([1, 2, 9, 10, 11]);
    expect(shape(list)).toMatchObject({ 9: 2, 10: 9 });
  });

  it('clears goto targets that pointed at deleted nodes', () => {
    const list = [...nodes, n(12, 'goto', 5, { goto_node: { goto_node_id: 7, goto_node_name: 'x' }, config: { goto_node_id: 7 } })];
    const goto = after(7, 'delete_node', list).find((x) => x.node_id === 12)!;
    expect(goto.goto_node).toBeNull();
    expect(goto.config.goto_node_id).toBeNull();
  });

  it('drops links (connector parents) to deleted nodes', () => {
    const list = nodes.map((x) => (x.node_id === 10 ? { ...x, connector_parent: [7] } : x));
    expect(after(7, 'delete_branch', list).find((x) => x.node_id === 10)!.connector_parent).toEqual([]);
  });

  it('moves the other parents of a deleted node to the node below it', () => {
    const list = nodes.map((x) => (x.node_id === 7 ? { ...x, connector_parent: [5] } : x));
    expect(shape(after(7, 'delete_node', list))).toMatchObject({ 8: [4, 5] });
  });

  it('deleting a same-node copy removes only that link', () => {
    const list = nodes.map((x) => (x.node_id === 8 ? { ...x, connector_parent: [5] } : x));
    const plan = planOf(remove(sameNodeRef(8, 5), 'delete_node', list));
    expect(plan).toMatchObject({ remove: [], update: [{ node_id: 8, set: { connector_parent: [] } }], select: 5 });
  });

  it('switches to the main canvas when the first node of another canvas is deleted', () => {
    const list = [n(40, 'prompt', null, { canvas_id: 11 }), n(41, 'prompt', 40, { canvas_id: 11 })];
    const other = canvas({ canvas_id: 11, first_node_id: 40, is_main_canvas: 0 });
    expect(planOf(remove(40, 'delete_branch', list, other)).switchToMainCanvas).toBe(true);
    expect(planOf(remove(41, 'delete_node', list, other)).switchToMainCanvas).toBe(false);
    expect(planOf(remove(7, 'delete_branch')).switchToMainCanvas).toBe(false);
  });

  it('refuses what the rules refuse, changing nothing', () => {
    expect(remove(9, 'delete_branch')).toEqual({ ok: false, title: 'Delete Not Permitted', message: 'Selected node/s cannot be deleted' });
  });
});

describe('unlink (POST /node/unlink)', () => {
  it('unlink_node takes the node out and leaves it on the canvas without a parent', () => {
    const list = after(7, 'unlink_node');
    expect(shape(list)).toMatchObject({ 7: null, 8: 4 });
    expect(list).toHaveLength(nodes.length);
  });

  it('unlink_branch detaches the node with everything below it', () => {
    expect(shape(after(7, 'unlink_branch'))).toMatchObject({ 7: null, 8: 7 });
  });

  it('unlink_node of a multiple-child node keeps its other branches with it', () => {
    const list = after(3, 'unlink_node');
    expect(shape(list)).toMatchObject({ 3: null, 4: 3, 7: 4, 6: 3, 9: 2 });
  });

  it('unlinking a same-node copy removes that link', () => {
    const list = nodes.map((x) => (x.node_id === 8 ? { ...x, connector_parent: [5] } : x));
    expect(shape(after(sameNodeRef(8, 5), 'unlink_node', list))).toMatchObject({ 8: 7 });
  });

  it("refuses to empty the Otherwise path: 'Unlinking not permitted'", () => {
    const list = [n(1, 'start', null), n(2, 'menu', 1), cond(3, 2, 'otherwise', 'Otherwise', 0), n(4, 'hangup', 3)];
    expect(remove(4, 'unlink_node', list)).toEqual({
      ok: false,
      title: 'Unlinking not permitted',
      message: 'Selected node/s cannot be unlinked',
    });
  });
});
