import type { FlowNode, NodeDelta } from '../api/flow';

/**
 * What an edit changed in a task's node list (both lists sorted by node_id, as GET /node/nodes answers them):
 * the nodes that are new or no longer the same, and the ids that are gone. `touched` names the nodes the edit
 * wrote; any other node counts as changed only when it is a different object whose content differs (its derived
 * fields — a goto's target name, a menu's conditions — follow the nodes it points at), so an edit of a large task
 * compares a handful of nodes, not all of them.
 */
export function diffNodes(before: readonly FlowNode[], after: readonly FlowNode[], touched: ReadonlySet<number>): Pick<NodeDelta, 'changed' | 'removed'> {
  const old = new Map(before.map((n) => [n.node_id, n]));
  const changed: FlowNode[] = [];
  for (const node of after) {
    const was = old.get(node.node_id);
    old.delete(node.node_id);
    if (was === node) continue;
    if (!was || touched.has(node.node_id) || JSON.stringify(was) !== JSON.stringify(node)) changed.push(node);
  }
  return { changed, removed: [...old.keys()].sort((a, b) => a - b) };
}

/** The node list after a delta: changed nodes replace (or join) the ones with their id, removed ones go; sorted by node_id. */
export function applyNodeDelta(nodes: readonly FlowNode[], delta: Pick<NodeDelta, 'changed' | 'removed'>): FlowNode[] {
  const gone = new Set([...delta.removed, ...delta.changed.map((n) => n.node_id)]);
  return [...nodes.filter((n) => !gone.has(n.node_id)), ...delta.changed].sort((a, b) => a.node_id - b.node_id);
}
