import { describe, expect, it } from 'vitest';
import type { ClipboardType, FlowNode } from '@shared/api/flow';
import {
  applyPlan,
  makeClipboard,
  planPaste,
  remapNodeIds,
  remapPatch,
  sameNodeRef,
  type EditPlan,
  type PlanResult,
  type TreeRef,
} from '@shared/flow';
import { TASK, editable, graphOf, n, ref, registry, shape, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const planOf = (result: PlanResult): EditPlan => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
};
function paste(type: ClipboardType, item: TreeRef | number, target: number | null, list: FlowNode[] = nodes, taskId = TASK) {
  const g = graphOf(list);
  const source = typeof item === 'number' ? ref(list, item) : item;
  const clipboard = makeClipboard(type, source, g.byId.get(source.nodeId)!, 'voice');
  return planPaste({
    clipboard,
    source: g,
    graph: g,
    registry,
    access: editable,
    target: target === null ? null : ref(list, target),
    targetTask: { task_id: taskId, task_type: 'voice' },
  });
}

describe('paste a copy (POST node/copy)', () => {
  it('copy_node clones the node after the target with a new id', () => {
    const plan = planOf(paste('copy_node', 7, 5));
    expect(plan.create).toHaveLength(1);
    expect(plan.create[0]).toMatchObject({ node_id: -1, pid: 5, node_type: 'prompt' });
    expect(plan.update).toEqual([]);
    expect(plan.select).toBe(-1);
  });

  it('copy_node of a multiple-child node clones it with its (empty) conditions and takes over the path under Otherwise', () => {
    const plan = planOf(paste('copy_node', 3, 7));
    expect(plan.create.map((x) => [x.node_id, x.node_type, x.pid])).toEqual([
      [-1, 'menu', 7],
      [-2, 'condition_label', -1],
      [-3, 'condition_label', -1],
      [-4, 'condition_label', -1],
    ]);
    expect(plan.update).toEqual([{ node_id: 8, set: { pid: -4 } }]);
  });

  it('copy_branch clones the whole branch; goto targets inside it follow the clone, outside ones stay', () => {
    const plan = planOf(paste('copy_branch', 3, 5));
    expect(plan.create).toHaveLength(8);
    const goto = plan.create.find((x) => x.node_type === 'goto')!;
    expect(goto.goto_node?.goto_node_id).toBe(-1);
    expect(goto.config.goto_node_id).toBe(-1);
    const inner = planOf(paste('copy_branch', 9, 5));
    expect(inner.create.find((x) => x.node_type === 'goto')!.config.goto_node_id).toBe(3);
  });

  it('copy into another task clears goto targets outside the branch and lists nodes referencing other tasks', () => {
    const list = [...nodes, n(12, 'link_task', 11, { config: { task_id: 5 } })];
    const plan = planOf(paste('copy_branch', 9, 5, list, 99));
    expect(plan.create.find((x) => x.node_type === 'goto')!.config.goto_node_id).toBeNull();
    expect(plan.create.every((x) => x.task_id === 99)).toBe(true);
    const linkPlan = planOf(paste('copy_node', 12, 5, list));
    expect(linkPlan.nodesReferenceOtherTasks).toEqual([-1]);
  });

  it('copy_branch_to_new_canvas clones the branch under the start node of a new canvas', () => {
    const plan = planOf(paste('copy_branch_to_new_canvas', 7, null));
    expect(plan.newCanvas).toEqual({ canvas_id: -1, canvas_name: 'prompt 7', first_node_id: -1 });
    expect(plan.create.map((x) => [x.node_id, x.node_type, x.pid, x.canvas_id])).toEqual([
      [-1, 'start', null, -1],
      [-2, 'prompt', -1, -1],
      [-3, 'hangup', -2, -1],
    ]);
    expect(plan.select).toBe(-2);
  });

  it('can be pasted repeatedly (a copy stays)', () => {
    expect(paste('copy_node', 7, 5)).toMatchObject({ ok: true });
    expect(paste('copy_node', 7, 11)).toMatchObject({ ok: true });
  });
});

describe('paste a cut (drag and drop)', () => {
  it('cut_node moves the node, keeping its id; the path below it moves up', () => {
    const plan = planOf(paste('cut_node', 7, 5));
    expect(plan.create).toEqual([]);
    expect(shape(applyPlan(nodes, plan))).toMatchObject({ 7: 5, 8: 4 });
  });

  it('cut_node into the path below the target: the target hands its child to the moved node', () => {
    expect(shape(applyPlan(nodes, planOf(paste('cut_node', 2, 9))))).toMatchObject({ 3: 1, 2: 9, 10: 2 });
  });

  it('cut_branch moves the branch with everything below it', () => {
    expect(shape(applyPlan(nodes, planOf(paste('cut_branch', 7, 11))))).toMatchObject({ 7: 11, 8: 7, 4: 3 });
  });

  it('cut_branch of a multiple-child node continues the target path under its free condition', () => {
    const list = [...nodes, n(12, 'prompt', 11)];
    expect(shape(applyPlan(list, planOf(paste('cut_branch', 3, 11, list))))).toMatchObject({ 3: 11, 12: 5 });
  });

  it('moving a same-node copy moves the link', () => {
    const list = nodes.map((x) => (x.node_id === 8 ? { ...x, connector_parent: [5] } : x));
    expect(shape(applyPlan(list, planOf(paste('cut_branch', sameNodeRef(8, 5), 11, list))))).toMatchObject({ 8: [7, 11] });
  });

  it('moves the canvas of the moved nodes along', () => {
    const list = [...nodes, n(40, 'start', null, { canvas_id: 11 })];
    const moved = applyPlan(list, planOf(paste('cut_branch', 7, 40, list)));
    expect(moved.filter((x) => x.node_id === 7 || x.node_id === 8).map((x) => x.canvas_id)).toEqual([11, 11]);
  });
});

describe('plan ids', () => {
  it('maps placeholders to the ids the server assigned', () => {
    const plan = planOf(paste('copy_branch_to_new_canvas', 7, null));
    const ids = new Map([
      [-1, 100],
      [-2, 101],
      [-3, 102],
    ]);
    expect(plan.create.map((x) => remapNodeIds(x, ids, 77)).map((x) => [x.node_id, x.pid, x.canvas_id])).toEqual([
      [100, null, 77],
      [101, 100, 77],
      [102, 101, 77],
    ]);
    expect(remapPatch({ pid: -2, connector_parent: [-1, 5] }, ids)).toEqual({ pid: 101, connector_parent: [100, 5] });
    expect(shape(applyPlan(nodes, planOf(paste('copy_node', 7, 5)), new Map([[-1, 500]])))).toMatchObject({ 500: 5 });
  });
});
