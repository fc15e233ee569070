import type { DeleteType, FlowNode } from '../api/flow';
import { gotoTarget, parentIdsOf, subtreeIds, type FlowGraph } from './graph';
import { payloadIds } from './payload';

/**
 * Where a node that is about to be deleted is used (spec 2 §4: "usages of the node are checked"): a goto that jumps
 * to it, a parent it is also linked under (a same-node copy), or a link-task node of another task that runs its task.
 */
export interface NodeUsage {
  kind: 'goto' | 'same_node' | 'link_task';
  /** The node that uses it. */
  node_id: number;
  node_name: string;
  task_id: number;
  task_name: string | null;
  canvas_id: number;
}

/** The ids a delete removes: the node (with a multiple-child node's own branches but Otherwise) or its branch. */
export const deletedIds = (graph: FlowGraph, nodeId: number, type: DeleteType): Set<number> =>
  type === 'delete_branch' ? subtreeIds(graph, nodeId) : payloadIds(graph, nodeId, 'node', 'move');

const usage = (kind: NodeUsage['kind'], node: FlowNode): NodeUsage => ({
  kind,
  node_id: node.node_id,
  node_name: node.node_name,
  task_id: node.task_id,
  task_name: null,
  canvas_id: node.canvas_id,
});

/**
 * The usages inside the task of the nodes a delete removes: gotos outside them that jump into them, and parents
 * outside them that they are also linked under. What the deleted nodes use among themselves is no usage.
 */
export function nodeUsages(graph: FlowGraph, removed: ReadonlySet<number>): NodeUsage[] {
  const out: NodeUsage[] = [];
  const seen = new Set<string>();
  const add = (kind: NodeUsage['kind'], node: FlowNode | undefined) => {
    if (!node || removed.has(node.node_id) || seen.has(`${kind}:${node.node_id}`)) return;
    seen.add(`${kind}:${node.node_id}`);
    out.push(usage(kind, node));
  };
  for (const node of graph.nodes) {
    const target = gotoTarget(node);
    if (target !== null && removed.has(target)) add('goto', node);
  }
  for (const id of removed) {
    const node = graph.byId.get(id);
    if (!node) continue;
    for (const parent of parentIdsOf(node).slice(node.pid === null ? 0 : 1)) add('same_node', graph.byId.get(parent));
  }
  return out;
}
