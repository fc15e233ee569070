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

/**
 * The node list after a delta: changed nodes replace (or join) the ones with their id, removed ones go; sorted by
 * node_id. One pass over the list: replaced nodes keep their place, new ones (higher ids, as a rule) go after, and
 * only a new id lower than the last one makes it sort.
 */
export function applyNodeDelta(nodes: readonly FlowNode[], delta: Pick<NodeDelta, 'changed' | 'removed'>): FlowNode[] {
  const changed = new Map(delta.changed.map((n) => [n.node_id, n]));
  const removed = new Set(delta.removed);
  const out: FlowNode[] = [];
  for (const n of nodes) {
    const next = changed.get(n.node_id);
    if (next) {
      changed.delete(n.node_id);
      out.push(next);
    } else if (!removed.has(n.node_id)) out.push(n);
  }
  const added = [...changed.values()].sort((a, b) => a.node_id - b.node_id);
  const inOrder = added.length === 0 || out.length === 0 || out[out.length - 1].node_id < added[0].node_id;
  out.push(...added);
  return inOrder && isSorted(nodes) ? out : out.sort((a, b) => a.node_id - b.node_id);
}

function isSorted(nodes: readonly FlowNode[]) {
  for (let i = 1; i < nodes.length; i++) if (nodes[i - 1].node_id > nodes[i].node_id) return false;
  return true;
}
