import type { FlowNode } from '@shared/api/flow';
import {
  applyNodeDelta,
  bySiblingOrder,
  conditionEntriesOf,
  indexNodes,
  isCondition,
  withConditionEntries,
  type FlowGraph,
} from '@shared/flow';
import { registry } from '@plugins/registry';
import { withLinkNames } from '../model/rows';

/** A task's nodes after an edit, the same graph indexed, and what the edit changed in them (the delta answer). */
export interface NodesAfter {
  /** Sorted by node_id, as GET /node/nodes answers them. */
  nodes: FlowNode[];
  graph: FlowGraph;
  /** New nodes, written ones and the others whose derived fields now differ; sorted by node_id. */
  changed: FlowNode[];
  removed: number[];
}

const derivedOf = (n: FlowNode) => JSON.stringify([n.goto_node, n.link_task_node, n.keyword_conditions, n.grammar_conditions]);

/**
 * The nodes after an edit, worked out from the graph before it (which it uses up: its maps become the answer's) and the nodes the edit wrote (`written`, as stored,
 * without derived fields) or removed (`gone`), at the cost of what the edit touched rather than the task's size:
 * every other node keeps its object. Derived fields (withLinks: conditions, goto and link-task names) are filled
 * for the written nodes and again for those that read a touched node: a goto whose target changed or left, the
 * owner of a condition child that changed. The answer equals withLinks, indexNodes and diffNodes over the whole
 * list (a unit test compares them on random edits).
 */
export function nodesAfter(
  before: FlowGraph,
  gone: Iterable<number>,
  written: readonly FlowNode[],
  taskNames: ReadonlyMap<number, string>,
): NodesAfter {
  const fresh = new Map(written.map((n) => [n.node_id, n]));
  const out = new Set(gone);
  for (const id of fresh.keys()) out.add(id);
  const now = (id: number): FlowNode | undefined => fresh.get(id) ?? (out.has(id) ? undefined : before.byId.get(id));
  const taskName = linkedNames(before, taskNames);
  const added = written.filter((n) => !before.byId.has(n.node_id));
  // A new id that untouched nodes already name as their parent (rows put back by an undo): index the whole list.
  if (added.length > 0 && pointsAtAny(before.nodes, out, new Set(added.map((n) => n.node_id))))
    return whole(before, out, written, taskNames);

  // Untouched nodes that read a touched one: gotos to it, and the owners of touched condition children.
  const reread = new Set<number>();
  for (const n of before.nodes) {
    const goto = n.config.goto_node_id;
    if (typeof goto === 'number' && out.has(goto) && !out.has(n.node_id)) reread.add(n.node_id);
  }
  for (const id of out) {
    for (const owner of [before.byId.get(id)?.pid, fresh.get(id)?.pid]) {
      if (owner !== null && owner !== undefined && !out.has(owner) && before.byId.has(owner)) reread.add(owner);
    }
  }
  const conditionChildren = (owner: number) => {
    const list = (before.childrenByPid.get(owner) ?? []).filter((c) => !out.has(c.node_id));
    for (const n of written) if (n.pid === owner) list.push(n);
    return list.filter(isCondition).sort((a, b) => a.node_id - b.node_id);
  };
  const derive = (n: FlowNode) => {
    const entries = conditionEntriesOf(n, conditionChildren(n.node_id), registry);
    return withLinkNames(entries ? { ...n, ...entries } : n, (id) => now(id)?.node_name, taskName);
  };
  const replaced = new Map<number, FlowNode>();
  const changed: FlowNode[] = [];
  for (const n of written) {
    const done = derive(n);
    replaced.set(n.node_id, done);
    changed.push(done);
  }
  for (const id of reread) {
    const was = before.byId.get(id)!;
    const done = derive(was);
    if (derivedOf(done) === derivedOf(was)) continue;
    replaced.set(id, done);
    changed.push(done);
  }
  changed.sort((a, b) => a.node_id - b.node_id);

  const removed = [...out].filter((id) => before.byId.has(id) && !replaced.has(id)).sort((a, b) => a - b);
  const nodes = applyNodeDelta(before.nodes, { changed, removed });
  return { nodes, graph: reindexed(before, nodes, out, replaced), changed, removed };
}

/**
 * A linked task's name: from `taskNames` (read for the written nodes), else as the task's nodes already show it (a
 * rename of a linked task drops the cached list, so those names are current).
 */
function linkedNames(before: FlowGraph, taskNames: ReadonlyMap<number, string>) {
  let shown: Map<number, string> | undefined;
  return (id: number) => {
    if (taskNames.has(id)) return taskNames.get(id);
    shown ??= new Map(
      before.nodes.flatMap((n) => (n.link_task_node ? [[n.link_task_node.task_id, n.link_task_node.task_name] as const] : [])),
    );
    return shown.get(id);
  };
}

/** Whether a node outside `out` names one of `ids` as its pid or connector parent. */
function pointsAtAny(nodes: readonly FlowNode[], out: ReadonlySet<number>, ids: ReadonlySet<number>) {
  return nodes.some((n) => !out.has(n.node_id) && ((n.pid !== null && ids.has(n.pid)) || n.connector_parent.some((p) => ids.has(p))));
}

/** The fallback: the whole list indexed and derived again (what the incremental path equals). */
function whole(before: FlowGraph, out: ReadonlySet<number>, written: readonly FlowNode[], taskNames: ReadonlyMap<number, string>) {
  const kept = before.nodes.filter((n) => !out.has(n.node_id));
  const all = [...kept, ...written].sort((a, b) => a.node_id - b.node_id);
  const names = new Map(all.map((n) => [n.node_id, n.node_name]));
  const taskName = linkedNames(before, taskNames);
  const nodes = withConditionEntries(all, registry).map((n) => withLinkNames(n, (id) => names.get(id), taskName));
  const was = before.byId;
  const changed = nodes.filter((n) => {
    const old = was.get(n.node_id);
    return !old || out.has(n.node_id) || derivedOf(old) !== derivedOf(n);
  });
  const ids = new Set(nodes.map((n) => n.node_id));
  const removed = before.nodes.filter((n) => !ids.has(n.node_id)).map((n) => n.node_id);
  return { nodes, graph: indexNodes(nodes), changed, removed };
}

/**
 * indexNodes(nodes), made from the graph before by changing its maps in place (copying three maps of a 10,000-node
 * task cost as much as indexing it anew): only the lists of the parents a touched node left, joined or was replaced
 * under are built again, each in indexNodes' own order. The graph before is used up: the caller owns it (takeGraph).
 */
function reindexed(before: FlowGraph, nodes: FlowNode[], out: ReadonlySet<number>, replaced: ReadonlyMap<number, FlowNode>): FlowGraph {
  const byId = before.byId as Map<number, FlowNode>;
  const childrenByPid = before.childrenByPid as Map<number, readonly FlowNode[]>;
  const linkedByParent = before.linkedByParent as Map<number, readonly FlowNode[]>;
  const dirtyPids = new Set<number>();
  const dirtyLinks = new Set<number>();
  const touched = new Set([...out, ...replaced.keys()]);
  for (const id of touched) {
    for (const n of [byId.get(id), replaced.get(id)]) {
      if (!n) continue;
      if (n.pid !== null) dirtyPids.add(n.pid);
      for (const p of n.connector_parent) dirtyLinks.add(p);
    }
  }
  for (const id of touched) {
    const next = replaced.get(id);
    if (next) byId.set(id, next);
    else {
      // A node that left takes its lists with it (indexNodes lists only parents that exist).
      byId.delete(id);
      childrenByPid.delete(id);
      linkedByParent.delete(id);
    }
  }
  const swap = (list: readonly FlowNode[] | undefined) => (list ?? []).filter((n) => !touched.has(n.node_id));
  for (const p of dirtyPids) {
    if (!byId.has(p)) continue;
    const list = swap(childrenByPid.get(p));
    for (const n of replaced.values()) if (n.pid === p) list.push(n);
    if (list.length === 0) childrenByPid.delete(p);
    else childrenByPid.set(p, list.sort(bySiblingOrder));
  }
  for (const p of dirtyLinks) {
    if (!byId.has(p)) continue;
    const list = swap(linkedByParent.get(p));
    for (const n of replaced.values()) for (const q of n.connector_parent) if (q === p) list.push(n);
    if (list.length === 0) linkedByParent.delete(p);
    else
      linkedByParent.set(
        p,
        list.sort((a, b) => a.node_id - b.node_id),
      );
  }
  return { nodes, byId, childrenByPid, linkedByParent };
}
