import type { Canvas, FlowNode, NodeCategory } from '@shared/api/flow';
import { indexNodes, nodeRef, sameNodeRef, type TreeRef } from '@shared/flow';
import { registry } from '@plugins/registry';

export const TASK = 1;
export const AC = 7;
export const CANVAS = 10;

/** A stored node; its category comes from the registry unless given. */
export function n(id: number, type: string, pid: number | null, extra: Partial<FlowNode> = {}): FlowNode {
  const category: NodeCategory = extra.category ?? registry.get(type)?.category ?? 'one_child';
  return {
    node_id: id,
    node_name: `${type} ${id}`,
    tooltip: null,
    task_id: TASK,
    ac_id: AC,
    canvas_id: CANVAS,
    pid,
    position: 0,
    tags: [],
    node_type: type,
    category,
    connector_parent: [],
    goto_node: null,
    link_task_node: null,
    keyword_conditions: [],
    grammar_conditions: [],
    config: registry.get(type)?.defaults() ?? {},
    ...extra,
  };
}

/** A condition child of a multiple-child node. */
export const cond = (id: number, pid: number, key: string, label: string, position: number): FlowNode =>
  n(id, 'condition_label', pid, { node_name: label, position, config: { branch_key: key, removable: key !== 'otherwise' } });

export const canvas = (extra: Partial<Canvas> = {}): Canvas => ({
  canvas_id: CANVAS,
  canvas_name: 'Main',
  first_node_id: 1,
  ac_id: AC,
  task_id: TASK,
  is_enabled: 1,
  is_main_canvas: 1,
  is_event_handler: 0,
  is_ni_nm_handler: 0,
  ...extra,
});

/**
 *  1 start
 *  └ 2 prompt
 *    └ 3 menu
 *      ├ 4 "1: Sales"   └ 7 prompt └ 8 hangup
 *      ├ 5 "2: Support" (empty)
 *      └ 6 Otherwise    └ 9 variable └ 10 goto → 3
 *  11 prompt (orphan)
 */
export function voiceFlow(): FlowNode[] {
  return [
    n(1, 'start', null),
    n(2, 'prompt', 1),
    n(3, 'menu', 2),
    cond(4, 3, 'key_1', '1: Sales', 0),
    cond(5, 3, 'key_2', '2: Support', 1),
    cond(6, 3, 'otherwise', 'Otherwise', 2),
    n(7, 'prompt', 4),
    n(8, 'hangup', 7),
    n(9, 'variable', 6),
    n(10, 'goto', 9, { goto_node: { goto_node_id: 3, goto_node_name: 'menu 3' }, config: { goto_node_id: 3 } }),
    n(11, 'prompt', null),
  ];
}

export const graphOf = (nodes: FlowNode[]) => indexNodes(nodes);
export const ref = (nodes: FlowNode[], id: number): TreeRef => nodeRef(nodes.find((x) => x.node_id === id)!);
export const copyRef = sameNodeRef;
export const editable = { protected: 0, readOnly: false };
export { registry };

/** The pid/connector structure of a node list, for compact assertions. */
export const shape = (nodes: FlowNode[]) =>
  Object.fromEntries(nodes.map((x) => [x.node_id, x.connector_parent.length ? [x.pid, ...x.connector_parent] : x.pid]));
