import { describe, expect, it } from 'vitest';
import { applyPlan, planBranchSync, planInsert, planSameNode, type EditPlan, type PlanResult } from '@shared/flow';
import type { FlowNode } from '@shared/api/flow';
import { copyRef, editable, graphOf, ref, registry, shape, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const g = graphOf(nodes);
const planOf = (result: PlanResult): EditPlan => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
};
const insert = (targetId: number, nodeType: string, extra: { swap?: boolean; config?: Record<string, unknown>; node_name?: string } = {}) =>
  planInsert({
    graph: g,
    registry,
    access: editable,
    target: ref(nodes, targetId),
    nodeType,
    swap: extra.swap,
    fields: { config: extra.config, node_name: extra.node_name },
  });
const byId = (list: FlowNode[], id: number) => list.find((x) => x.node_id === id)!;

describe('insert a node (POST /node/nodes)', () => {
  it('puts a one-child node after the target and hands it the path below', () => {
    const plan = planOf(insert(2, 'prompt', { node_name: 'Greeting' }));
    expect(plan.create).toHaveLength(1);
    expect(plan.create[0]).toMatchObject({
      node_id: -1,
      pid: 2,
      node_type: 'prompt',
      category: 'one_child',
      node_name: 'Greeting',
      canvas_id: 10,
    });
    expect(plan.create[0].config).toEqual(registry.require('prompt').defaults());
    expect(plan.update).toEqual([{ node_id: 3, set: { pid: -1 } }]);
    expect(plan.select).toBe(-1);
    expect(plan.remove).toEqual([]);
  });

  it("names the node after its type's label by default", () => {
    expect(planOf(insert(5, 'hangup')).create[0].node_name).toBe('Hang up');
  });

  it('gives a multiple-child node its conditions and continues the path under Otherwise', () => {
    const plan = planOf(insert(2, 'decision'));
    const [decision, ...conditions] = plan.create;
    expect(decision).toMatchObject({ node_id: -1, pid: 2, category: 'multiple_child' });
    expect(conditions.map((c) => [c.node_name, c.pid, c.position, c.config])).toEqual([
      ['Condition 1', -1, 0, { branch_key: 'condition_1', removable: true }],
      ['Otherwise', -1, 1, { branch_key: 'otherwise', removable: false }],
    ]);
    expect(plan.update).toEqual([{ node_id: 3, set: { pid: -3 } }]);
  });

  it('inserts with swap in the place of the target, which moves below the new node', () => {
    const plan = planOf(insert(7, 'variable', { swap: true }));
    expect(plan.create[0]).toMatchObject({ pid: 4, position: 0 });
    expect(plan.update).toEqual([{ node_id: 7, set: { pid: -1 } }]);
  });

  it('refuses swap before a system node or with a node that cannot have children', () => {
    expect(insert(4, 'prompt', { swap: true })).toEqual({ ok: false, message: 'Cannot drop here' });
    expect(insert(7, 'hangup', { swap: true })).toEqual({ ok: false, message: 'Cannot drop here' });
  });

  it('follows the drop rules', () => {
    expect(insert(2, 'hangup')).toEqual({ ok: false, message: 'Cannot drop here' });
    expect(insert(3, 'prompt')).toEqual({ ok: false, message: 'Cannot drop here' });
  });

  it('refuses system types and unknown types', () => {
    expect(insert(5, 'start')).toEqual({ ok: false, title: 'Create failed', message: 'This node type is not available here.' });
    expect(insert(5, 'nope')).toMatchObject({ ok: false, title: 'Create failed' });
  });

  it('refuses a config that does not match the schema', () => {
    expect(insert(5, 'prompt', { config: { repeat_count: 'x' } })).toEqual({
      ok: false,
      title: 'Create failed',
      message: 'The given data was invalid.',
    });
  });

  it('applies to the structure the tree shows', () => {
    const after = applyPlan(nodes, planOf(insert(4, 'prompt')));
    expect(shape(after)).toMatchObject({ [-1]: 4, 7: -1, 8: 7 });
  });
});

describe('same-node link (POST /node/nodes with same_node)', () => {
  it('adds the leaf as a further parent of an existing node', () => {
    const plan = planOf(planSameNode({ graph: g, registry, access: editable, target: ref(nodes, 5), nodeId: 7 }));
    expect(plan.update).toEqual([{ node_id: 7, set: { connector_parent: [5] } }]);
  });

  it("refuses 'Cannot drop here' under a node that has a child, under itself, twice, or to a system node", () => {
    const link = (target: number, nodeId: number, list = nodes) =>
      planSameNode({ graph: graphOf(list), registry, access: editable, target: ref(list, target), nodeId });
    expect(link(2, 7)).toEqual({ ok: false, message: 'Cannot drop here' });
    expect(link(11, 11)).toEqual({ ok: false, message: 'Cannot drop here' });
    expect(link(5, 4)).toEqual({ ok: false, message: 'Cannot drop here' });
    const linked = nodes.map((x) => (x.node_id === 7 ? { ...x, connector_parent: [5] } : x));
    expect(link(5, 7, linked)).toEqual({ ok: false, message: 'Cannot drop here' });
    expect(planSameNode({ graph: g, registry, access: editable, target: copyRef(8, 5), nodeId: 9 })).toEqual({
      ok: false,
      message: 'Cannot drop here',
    });
  });
});

describe('branch sync of a multiple-child node', () => {
  it('adds, renames, reorders and removes conditions, keeping the removed path as an orphan', () => {
    const plan = planBranchSync(g, 3, [
      { key: 'key_2', label: '2: Help', removable: true },
      { key: 'key_3', label: '3', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
    expect(plan.remove).toEqual([4]);
    expect(plan.create).toMatchObject([{ node_name: '3', pid: 3, position: 1, config: { branch_key: 'key_3', removable: true } }]);
    const after = applyPlan(nodes, plan);
    expect(byId(after, 5)).toMatchObject({ node_name: '2: Help', position: 0 });
    expect(byId(after, 6).position).toBe(2);
    expect(byId(after, 7).pid).toBeNull();
  });

  it('changes nothing when the branches are unchanged', () => {
    const plan = planBranchSync(g, 3, [
      { key: 'key_1', label: '1: Sales', removable: true },
      { key: 'key_2', label: '2: Support', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
    expect([plan.create, plan.update, plan.remove]).toEqual([[], [], []]);
  });
});
