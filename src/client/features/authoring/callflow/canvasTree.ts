import { useMemo, useRef } from 'react';
import type { Canvas, FlowNode } from '@shared/api/flow';
import { buildTree, treeKeys, type FlowGraph, type FlowTree, type TreeItem } from '@shared/flow';
import { prepareTree, type PreparedTree } from './layout/prepare';
import { grownTree } from './treeGrowth';

/** The most nodes a same-shape change patches in place; beyond, building the tree anew costs about the same. */
const patchLimit = 64;

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether a change of a node leaves the drawn tree's shape as it was: where it hangs (pid, connector parents,
 * position, canvas), what it is drawn as (type, category) and its condition entries (the dummy children) are the
 * same; its name, settings, tooltip or tags may differ. The layout depends on nothing else (templates have fixed sizes).
 */
export function sameShape(a: FlowNode, b: FlowNode): boolean {
  return (
    a.node_id === b.node_id &&
    a.pid === b.pid &&
    a.position === b.position &&
    a.canvas_id === b.canvas_id &&
    a.node_type === b.node_type &&
    a.category === b.category &&
    sameList(a.connector_parent, b.connector_parent) &&
    JSON.stringify([a.keyword_conditions, a.grammar_conditions]) === JSON.stringify([b.keyword_conditions, b.grammar_conditions])
  );
}

const sameCanvas = (a: Canvas, b: Canvas) =>
  a.canvas_id === b.canvas_id &&
  a.is_enabled === b.is_enabled &&
  a.is_ni_nm_handler === b.is_ni_nm_handler &&
  a.first_node_id === b.first_node_id;

export interface CanvasTree {
  nodes: readonly FlowNode[];
  canvas: Canvas;
  tree: FlowTree;
  prepared: PreparedTree;
}

/** The graph with the changed nodes' objects in place of the old ones (maps copied, lists that held them copied). */
function regraph(g: FlowGraph, own: readonly FlowNode[], changed: ReadonlyMap<number, FlowNode>): FlowGraph {
  const byId = new Map(g.byId);
  const childrenByPid = new Map(g.childrenByPid);
  const linkedByParent = new Map(g.linkedByParent);
  const swap = (list: readonly FlowNode[]) => list.map((n) => changed.get(n.node_id) ?? n);
  for (const node of changed.values()) {
    byId.set(node.node_id, node);
    if (node.pid !== null && childrenByPid.has(node.pid)) childrenByPid.set(node.pid, swap(childrenByPid.get(node.pid)!));
    for (const p of node.connector_parent) if (linkedByParent.has(p)) linkedByParent.set(p, swap(linkedByParent.get(p)!));
  }
  return { nodes: own, byId, childrenByPid, linkedByParent };
}

/**
 * The tree after a change that kept its shape (a rename, new settings): the items of the changed nodes are made
 * again (the node's own item, its same-node copies, its dummy conditions) and put where the old ones were; every
 * other item is kept, and the prepared tree keeps its layout (`reuses`). Null when the shape may have changed.
 * The parents' children lists are updated in place: the tree before is superseded by this one.
 */
export function patchedTree(prev: CanvasTree, nodes: readonly FlowNode[], canvas: Canvas): CanvasTree | null {
  if (nodes.length !== prev.nodes.length || !sameCanvas(prev.canvas, canvas)) return null;
  const changed = new Map<number, FlowNode>();
  for (let i = 0; i < nodes.length; i++) {
    const a = prev.nodes[i];
    const b = nodes[i];
    if (a === b) continue;
    if (!sameShape(a, b) || changed.size >= patchLimit) return null;
    if (b.canvas_id === canvas.canvas_id) changed.set(b.node_id, b);
  }
  const { tree, prepared } = prev;
  if (changed.size === 0) return { ...prev, nodes, canvas };
  const own = nodes.filter((n) => n.canvas_id === canvas.canvas_id);
  const byKey = new Map(tree.byKey);
  const itemOfNode = new Map(tree.itemOfNode);
  const items = prepared.items.slice();
  const replace = (old: TreeItem | undefined, next: FlowNode) => {
    if (!old) return;
    const item: TreeItem = { ...old, node: next, label: old.kind === 'condition_dummy' ? old.label : next.node_name };
    byKey.set(item.key, item);
    if (item.kind === 'node') itemOfNode.set(item.nodeId, item);
    const parent = item.parentKey === null ? null : byKey.get(item.parentKey);
    if (parent) parent.children[parent.children.indexOf(old)] = item;
    items[items.indexOf(old)] = item;
    return item;
  };
  const roots = tree.roots.slice();
  for (const node of changed.values()) {
    const was = tree.itemOfNode.get(node.node_id);
    const item = replace(was, node);
    if (was && item && was.parentKey === null) roots[roots.indexOf(was)] = item;
    for (const p of node.connector_parent) replace(tree.byKey.get(treeKeys.same(node.node_id, p)), node);
    const entries = node.keyword_conditions.length > 0 ? node.keyword_conditions : node.grammar_conditions;
    entries.forEach((_, i) => replace(tree.byKey.get(treeKeys.dummy(node.node_id, i)), node));
  }
  const next: FlowTree = { graph: regraph(tree.graph, own, changed), roots, byKey, itemOfNode, orphanIds: tree.orphanIds };
  return { nodes, canvas, tree: next, prepared: { ...prepared, items, reuses: prepared.reuses ?? prepared } };
}

/**
 * The drawn tree of a canvas and its prepared form: patched when a change only renamed or re-set nodes (it keeps its
 * layout), grown from the tree before when nodes came, went or moved (treeGrowth.ts: laid out around what changed),
 * built anew otherwise — so an edit of a 10,000-node task costs what it touched.
 */
export function useCanvasTree(nodes: readonly FlowNode[] | undefined, canvas: Canvas | null): CanvasTree | null {
  const last = useRef<CanvasTree | null>(null);
  return useMemo(() => {
    if (!nodes || !canvas) return null;
    const patched = last.current && patchedTree(last.current, nodes, canvas);
    if (patched) return (last.current = patched);
    const grown = last.current && sameCanvas(last.current.canvas, canvas) ? grownTree(last.current, nodes, canvas.canvas_id) : null;
    if (grown) return (last.current = { nodes, canvas, ...grown });
    const tree = buildTree(nodes, canvas);
    return (last.current = { nodes, canvas, tree, prepared: prepareTree(tree) });
  }, [nodes, canvas]);
}
