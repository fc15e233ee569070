import type { FlowNode, NodeDelta } from '../api/flow';

/** The fields of a node that are derived from other nodes or tasks (filled by the server's withLinks). */
const derived = (n: FlowNode) => JSON.stringify([n.goto_node, n.link_task_node, n.keyword_conditions, n.grammar_conditions]);

/**
 * What an edit changed in a task's node list (both lists sorted by node_id, as GET /node/nodes answers them):
 * the nodes that are new or no longer the same, and the ids that are gone. `touched` names every node the edit
 * wrote; any other node keeps its stored fields, so it counts as changed only when its derived fields — a goto's
 * target name, a menu's conditions, a linked task's name — differ. An edit of a large task compares a handful of
 * small values, not every node.
 */
export function diffNodes(
  before: readonly FlowNode[],
  after: readonly FlowNode[],
  touched: ReadonlySet<number>,
): Pick<NodeDelta, 'changed' | 'removed'> {
  const old = new Map(before.map((n) => [n.node_id, n]));
  const changed: FlowNode[] = [];
  for (const node of after) {
    const was = old.get(node.node_id);
    old.delete(node.node_id);
    if (was === node) continue;
    if (!was || touched.has(node.node_id) || derived(was) !== derived(node)) changed.push(node);
  }
  return { changed, removed: [...old.keys()].sort((a, b) => a - b) };
}

/** The node list after a delta: changed nodes replace (or join) the ones with their id, removed ones go; sorted by node_id. */
export function applyNodeDelta(nodes: readonly FlowNode[], delta: Pick<NodeDelta, 'changed' | 'removed'>): FlowNode[] {
  const gone = new Set([...delta.removed, ...delta.changed.map((n) => n.node_id)]);
  return [...nodes.filter((n) => !gone.has(n.node_id)), ...delta.changed].sort((a, b) => a.node_id - b.node_id);
}
