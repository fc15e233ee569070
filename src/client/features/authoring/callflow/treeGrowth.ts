import type { FlowNode } from '@shared/api/flow';
import {
  bySiblingOrder,
  drawnEntries,
  dummyLabel,
  firstParent,
  furtherParents,
  isStartType,
  treeKeys,
  type FlowGraph,
  type FlowTree,
  type TreeItem,
} from '@shared/flow';
import { subtreeSizes, templateOf, templateSize, type PreparedTree, type Template } from './layout/prepare';

/** The most nodes a change may touch for the tree to be grown from the one before; beyond, building it anew costs about the same. */
const growLimit = 2000;

/** A canvas's nodes as drawn: the nodes, the tree and its prepared form (canvasTree.ts). */
interface Drawn {
  nodes: readonly FlowNode[];
  tree: FlowTree;
  prepared: PreparedTree;
}

/** A node of the canvas the change touched: as it was (undefined when new) and as it is (undefined when gone). */
interface Touch {
  before?: FlowNode;
  after?: FlowNode;
}

/**
 * The canvas's nodes the change touched, by comparing the two lists (both sorted by node_id, as the node cache keeps
 * them; an applied delta keeps every other node's object). Null when a list is not sorted or too much changed.
 */
function touchedNodes(before: readonly FlowNode[], after: readonly FlowNode[], canvasId: number): Map<number, Touch> | null {
  const touched = new Map<number, Touch>();
  const mine = (n: FlowNode | undefined) => (n && n.canvas_id === canvasId ? n : undefined);
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const a = before[i];
    const b = after[j];
    if ((i > 0 && a && a.node_id <= before[i - 1].node_id) || (j > 0 && b && b.node_id <= after[j - 1].node_id)) return null;
    if (!b || (a && a.node_id < b.node_id)) {
      if (mine(a)) touched.set(a.node_id, { before: a });
      i++;
    } else if (!a || b.node_id < a.node_id) {
      if (mine(b)) touched.set(b.node_id, { after: b });
      j++;
    } else {
      if (a !== b && (mine(a) || mine(b))) touched.set(a.node_id, { before: mine(a), after: mine(b) });
      i++;
      j++;
    }
    if (touched.size > growLimit) return null;
  }
  return touched;
}

const parentsOf = (n: FlowNode | undefined): number[] => (n ? (n.pid === null ? n.connector_parent : [n.pid, ...n.connector_parent]) : []);

/**
 * indexNodes(own) made from the graph before: its maps copied (the graph before may be the clipboard's, kept frozen)
 * and only the lists of the parents a touched node left or joined built again, in indexNodes' own order. Null when an
 * untouched node names a new node as its parent (rows an undo put back): then the whole canvas is indexed again.
 */
function grownGraph(g: FlowGraph, own: readonly FlowNode[], touched: ReadonlyMap<number, Touch>): FlowGraph | null {
  const byId = new Map(g.byId);
  const childrenByPid = new Map(g.childrenByPid);
  const linkedByParent = new Map(g.linkedByParent);
  const added = new Set<number>();
  const pids = new Set<number>();
  const links = new Set<number>();
  for (const [id, t] of touched) {
    if (t.after) byId.set(id, t.after);
    else {
      byId.delete(id);
      childrenByPid.delete(id);
      linkedByParent.delete(id);
    }
    if (t.after && !t.before) added.add(id);
    for (const n of [t.before, t.after]) {
      if (!n) continue;
      if (n.pid !== null) pids.add(n.pid);
      for (const p of n.connector_parent) links.add(p);
    }
  }
  if (added.size > 0)
    for (const n of own)
      if (!touched.has(n.node_id) && ((n.pid !== null && added.has(n.pid)) || n.connector_parent.some((p) => added.has(p)))) return null;
  const kept = (list: readonly FlowNode[] | undefined) => (list ?? []).filter((n) => !touched.has(n.node_id));
  for (const p of pids) {
    if (!byId.has(p)) continue;
    const list = kept(childrenByPid.get(p));
    for (const t of touched.values()) if (t.after && t.after.pid === p) list.push(t.after);
    if (list.length === 0) childrenByPid.delete(p);
    else childrenByPid.set(p, list.sort(bySiblingOrder));
  }
  for (const p of links) {
    if (!byId.has(p)) continue;
    const list = kept(linkedByParent.get(p));
    for (const t of touched.values()) for (const q of t.after?.connector_parent ?? []) if (q === p) list.push(t.after!);
    if (list.length === 0) linkedByParent.delete(p);
    else
      linkedByParent.set(
        p,
        list.sort((a, b) => a.node_id - b.node_id),
      );
  }
  return { nodes: own, byId, childrenByPid, linkedByParent };
}

/** The nodes a node draws as its children (its pid children, and linked nodes it is the first parent of), in sibling order. */
function primaryOf(g: FlowGraph, id: number): FlowNode[] {
  const list = [...(g.childrenByPid.get(id) ?? [])];
  let linked = false;
  for (const n of g.linkedByParent.get(id) ?? [])
    if (firstParent(g, n) === id && !list.includes(n)) {
      list.push(n);
      linked = true;
    }
  return linked ? list.sort(bySiblingOrder) : list;
}

/** The nodes drawn as same-node copies under a node: those linked to it that another parent draws. */
function copiesOf(g: FlowGraph, id: number): FlowNode[] {
  const out: FlowNode[] = [];
  for (const n of g.linkedByParent.get(id) ?? []) if (out[out.length - 1] !== n && furtherParents(g, n).has(id)) out.push(n);
  return out;
}

/** The prepared tree grown from another: `from`, and the subtrees kept from it ([new index, old index, size] triples). */
export type Growth = NonNullable<PreparedTree['growth']>;

type Task =
  | { old: number; parent: number; into: TreeItem | null }
  | { node: FlowNode; parent: number; into: TreeItem; was: number }
  | { item: TreeItem; parent: number; into: TreeItem; claimed: FlowNode[]; was: number };

/**
 * The tree after a change of where nodes hang or of which nodes there are (an insert, a paste, a removal, an undo),
 * grown from the tree before at the cost of what the change touched: the items of the touched nodes and of their
 * parents are made again (as buildTree makes them), their ancestors' items copied with their new children, and every
 * other subtree is kept — its items, and its rows of the prepared tree (`growth.kept`, so the layout keeps its shape).
 * The result equals buildTree and prepareTree over the new nodes (a unit test compares them on random edits). Null
 * when the change reaches the roots, the node lists are not sorted, or the change is too large: then the tree is built anew.
 */
export function grownTree(prev: Drawn, nodes: readonly FlowNode[], canvasId: number): { tree: FlowTree; prepared: PreparedTree } | null {
  const touched = touchedNodes(prev.nodes, nodes, canvasId);
  if (!touched) return null;
  const old = prev.tree;
  const own = nodes.filter((n) => n.canvas_id === canvasId);
  const g = grownGraph(old.graph, own, touched);
  if (!g) return null;

  // Moved: the touched nodes, and those whose parent left (they may now hang elsewhere). Dirty: those and their parents.
  const moved = new Map<number, Touch>(touched);
  for (const [id, t] of touched) {
    if (t.after) continue;
    for (const n of [...(old.graph.childrenByPid.get(id) ?? []), ...(old.graph.linkedByParent.get(id) ?? [])])
      if (!moved.has(n.node_id)) moved.set(n.node_id, { before: n, after: n });
  }
  const dirty = new Set<number>();
  for (const [id, t] of moved) {
    dirty.add(id);
    for (const p of parentsOf(t.before)) dirty.add(p);
    for (const p of parentsOf(t.after)) dirty.add(p);
    if (t.after && firstParent(g, t.after) === undefined) return null;
  }
  // Items above a dirty one are copied with their new children; a dirty root would change the roots: built anew.
  const above = new Set<string>();
  for (const id of dirty) {
    const item = old.itemOfNode.get(id);
    if (!item) continue;
    if (item.parentKey === null) return null;
    for (let key: string | null = item.parentKey; key !== null && !above.has(key); key = old.byKey.get(key)!.parentKey) above.add(key);
  }

  const p = prev.prepared;
  const size = p.size;
  const byKey = new Map(old.byKey);
  const itemOfNode = new Map(old.itemOfNode);
  const items: TreeItem[] = [];
  const templates: Template[] = [];
  const parents: number[] = [];
  const kept: number[] = [];
  const replaced: number[] = [];
  const roots: TreeItem[] = [];
  const childIndex = new Map<number, Map<string, number>>();
  /** Where the children of the old item at `i` stood in the prepared tree before, by key. */
  const oldChildren = (i: number) => {
    let found = childIndex.get(i);
    if (!found) {
      childIndex.set(i, (found = new Map()));
      for (let j = i + 1; j < i + size[i]; j += size[j]) found.set(p.items[j].key, j);
    }
    return found;
  };
  const emit = (item: TreeItem, parent: number, into: TreeItem | null) => {
    items.push(item);
    templates.push(templateOf(item));
    parents.push(parent);
    byKey.set(item.key, item);
    if (item.kind === 'node') itemOfNode.set(item.nodeId, item);
    if (into) into.children.push(item);
    else roots.push(item);
    return items.length - 1;
  };
  const item = (from: Omit<TreeItem, 'children' | 'leaf' | 'orphan' | 'startType' | 'parentKey' | 'depth'>, into: TreeItem): TreeItem => ({
    kind: from.kind,
    nodeId: from.nodeId,
    parentId: from.parentId,
    key: from.key,
    node: from.node,
    category: from.category,
    label: from.label,
    children: [],
    parentKey: into.key,
    depth: into.depth + 1,
    leaf: false,
    orphan: false,
    startType: from.kind === 'node' && isStartType(from.node),
    condition: from.condition,
  });

  // The roots, where they stood (each subtree's rows follow its root's).
  const stack: Task[] = [];
  const rootIndices: number[] = [];
  for (let i = 0; i < p.items.length; i += size[i]) rootIndices.push(i);
  for (let r = rootIndices.length - 1; r >= 0; r--) stack.push({ old: rootIndices[r], parent: -1, into: null });

  while (stack.length > 0) {
    const task = stack.pop()!;
    if ('old' in task) {
      const i = task.old;
      const was = p.items[i];
      if (was.kind === 'node' && dirty.has(was.nodeId)) {
        const node = g.byId.get(was.nodeId);
        if (!node || !task.into) return null;
        stack.push({ node, parent: task.parent, into: task.into, was: i });
      } else if (!above.has(was.key)) {
        // A subtree nothing touched: its items and rows as they were.
        const start = items.length;
        if (task.into) task.into.children.push(was);
        else roots.push(was);
        for (let k = 0; k < size[i]; k++) {
          items.push(p.items[i + k]);
          templates.push(p.templates[i + k]);
          parents.push(k === 0 ? task.parent : p.parent[i + k] - i + start);
        }
        kept.push(start, i, size[i]);
      } else {
        const copy: TreeItem = { ...was, children: [] };
        const at = emit(copy, task.parent, task.into);
        const children: number[] = [];
        for (let j = i + 1; j < i + size[i]; j += size[j]) children.push(j);
        for (let c = children.length - 1; c >= 0; c--) stack.push({ old: children[c], parent: at, into: copy });
      }
    } else if ('node' in task) {
      // A dirty node's item, made as buildTree makes it: dummies (with the children they claim), children, same-node copies.
      const { node, into } = task;
      if (task.was >= 0) replaced.push(task.was);
      const made = item(
        {
          kind: 'node',
          nodeId: node.node_id,
          parentId: into.node.node_id,
          key: treeKeys.node(node.node_id),
          node,
          category: node.category,
          label: node.node_name,
        },
        into,
      );
      const children = primaryOf(g, node.node_id);
      const copies = copiesOf(g, node.node_id);
      const dummies: { dummy: TreeItem; claimed: FlowNode[] }[] = [];
      const claims = new Map<number, number>();
      if (node.category === 'multiple_child')
        drawnEntries(node).forEach((entry, index) => {
          const dummy = item(
            {
              kind: 'condition_dummy',
              nodeId: node.node_id,
              parentId: node.node_id,
              key: treeKeys.dummy(node.node_id, index),
              node,
              category: 'dummy',
              label: dummyLabel(entry, children),
              condition: entry,
            },
            made,
          );
          if (entry.node_id !== null) claims.set(entry.node_id, dummies.length);
          dummies.push({ dummy, claimed: [] });
        });
      const unclaimed: FlowNode[] = [];
      for (const c of children) {
        const d = claims.get(c.node_id);
        if (d === undefined) unclaimed.push(c);
        else dummies[d].claimed.push(c);
      }
      made.leaf = dummies.length + unclaimed.length + copies.length === 0;
      const at = emit(made, task.parent, into);
      const wasAt = task.was >= 0 && p.items[task.was].depth === made.depth ? task.was : -1;
      for (let c = copies.length - 1; c >= 0; c--) {
        const linked = copies[c];
        const copy = item(
          {
            kind: 'same_node',
            nodeId: linked.node_id,
            parentId: node.node_id,
            key: treeKeys.same(linked.node_id, node.node_id),
            node: linked,
            category: 'system',
            label: linked.node_name,
          },
          made,
        );
        stack.push({ item: copy, parent: at, into: made, claimed: [], was: -1 });
      }
      pushChildren(stack, unclaimed, made, at, wasAt);
      for (let d = dummies.length - 1; d >= 0; d--) {
        const was = wasAt >= 0 ? (oldChildren(wasAt).get(dummies[d].dummy.key) ?? -1) : -1;
        stack.push({ item: dummies[d].dummy, parent: at, into: made, claimed: dummies[d].claimed, was });
      }
    } else {
      const at = emit(task.item, task.parent, task.into);
      pushChildren(stack, task.claimed, task.item, at, task.was);
    }
  }

  /** A dirty item's children: each kept (or copied) from where it stood under the item before, else made anew. */
  function pushChildren(into: Task[], children: readonly FlowNode[], parent: TreeItem, at: number, was: number) {
    for (let c = children.length - 1; c >= 0; c--) {
      const child = children[c];
      const before = was >= 0 ? oldChildren(was).get(treeKeys.node(child.node_id)) : undefined;
      if (before !== undefined) into.push({ old: before, parent: at, into: parent });
      else into.push({ node: child, parent: at, into: parent, was: -1 });
    }
  }

  // Every node of the canvas is drawn once (a change that makes or breaks a cycle of parents is built anew).
  let drawnNodes = 0;
  for (const it of items) if (it.kind === 'node') drawnNodes++;
  if (drawnNodes !== own.length || roots.length !== old.roots.length) return null;

  // The items of the replaced subtrees that are not drawn any more leave the maps.
  const keptOld = new Uint8Array(p.items.length);
  for (let k = 0; k < kept.length; k += 3) keptOld.fill(1, kept[k + 1], kept[k + 1] + kept[k + 2]);
  const seen = new Uint8Array(p.items.length);
  for (const r of replaced) {
    for (let j = r; j < r + size[r]; j++) {
      if (seen[j] || keptOld[j]) continue;
      seen[j] = 1;
      const it = p.items[j];
      if (byKey.get(it.key) === it) byKey.delete(it.key);
      if (it.kind === 'node' && itemOfNode.get(it.nodeId) === it) itemOfNode.delete(it.nodeId);
    }
  }

  const n = items.length;
  const parent = Int32Array.from(parents);
  const width = new Float32Array(n);
  const height = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const s = templateSize[templates[i]];
    width[i] = s.w;
    height[i] = s.h;
  }
  const tree: FlowTree = { graph: g, roots, byKey, itemOfNode, orphanIds: old.orphanIds };
  const growth: Growth = { from: p, kept };
  return { tree, prepared: { items, templates, parent, width, height, size: subtreeSizes(parent), growth } };
}
