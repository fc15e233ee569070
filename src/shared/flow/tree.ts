import type { Canvas, ConditionEntry, FlowNode, NodeCategory } from '../api/flow';
import { bySiblingOrder, indexNodes, isCondition, isStartType, type FlowGraph, type TreeRef } from './graph';
import { isOrphan } from './orphans';

/** One drawn item of a canvas: a stored node, a same-node copy or a dummy condition child. */
export interface TreeItem extends TreeRef {
  /** Unique per drawn item: n{id}, s{id}@{parent}, d{owner}:{index}. */
  key: string;
  /** The stored node (the linked node for a same-node copy, the owner for a dummy). */
  node: FlowNode;
  category: NodeCategory;
  label: string;
  children: TreeItem[];
  parentKey: string | null;
  depth: number;
  /** The leaf tag: a stored node with nothing below it. */
  leaf: boolean;
  orphan: boolean;
  /** Drawn with the start template (start, disconnect, machine detection, beep detection). */
  startType: boolean;
  /** The keyword or grammar condition a dummy child stands for. */
  condition?: ConditionEntry;
}

export interface FlowTree {
  graph: FlowGraph;
  /** Start-type roots first, then the other parentless nodes. */
  roots: TreeItem[];
  byKey: Map<string, TreeItem>;
  /** The primary drawn item of each stored node. */
  itemOfNode: Map<number, TreeItem>;
  orphanIds: number[];
}

const keys = {
  node: (id: number) => `n${id}`,
  same: (id: number, parent: number) => `s${id}@${parent}`,
  dummy: (owner: number, index: number) => `d${owner}:${index}`,
};
export const treeKeys = keys;

/** Dummy conditions first, then the children in their order, then same-node copies. */
const kindOrder = { condition_dummy: 0, node: 1, same_node: 2 } as const;
const byKind = (a: TreeItem, b: TreeItem) => kindOrder[a.kind] - kindOrder[b.kind];
const noNodes: readonly FlowNode[] = [];

/**
 * Turns the flat node list of a canvas into the drawn tree (spec 2 §2): children by pid (and connector parent
 * when a node has no pid), one dummy condition child per keyword or grammar condition of a multiple-child node,
 * a same-node copy under each further parent of a node, and the leaf tag on nodes with no children.
 */
export function buildTree(nodes: readonly FlowNode[], canvas?: Canvas): FlowTree {
  const own = canvas ? nodes.filter((n) => n.canvas_id === canvas.canvas_id) : nodes;
  const g = indexNodes(own);
  const primary = new Map<number, FlowNode[]>();
  const copies = new Map<number, FlowNode[]>();
  const roots: FlowNode[] = [];
  for (const node of own) {
    const first = firstParent(g, node);
    if (first === undefined) roots.push(node);
    else add(primary, first, node);
    if (node.connector_parent.length > 0) for (const p of furtherParents(g, node, first)) add(copies, p, node);
  }
  for (const list of primary.values()) list.sort(bySiblingOrder);
  roots.sort((a, b) => Number(isStartType(b)) - Number(isStartType(a)) || bySiblingOrder(a, b));

  const tree: FlowTree = { graph: g, roots: [], byKey: new Map(), itemOfNode: new Map(), orphanIds: [] };
  const make = (
    ref: TreeRef,
    key: string,
    node: FlowNode,
    parent: TreeItem | null,
    extra?: Pick<TreeItem, 'category' | 'label' | 'condition'>,
  ): TreeItem => {
    // One object shape for every item keeps building thousands of them fast.
    const item: TreeItem = {
      kind: ref.kind,
      nodeId: ref.nodeId,
      parentId: ref.parentId,
      key,
      node,
      category: extra ? extra.category : node.category,
      label: extra ? extra.label : node.node_name,
      children: [],
      parentKey: parent ? parent.key : null,
      depth: parent ? parent.depth + 1 : 0,
      leaf: false,
      orphan: false,
      startType: ref.kind === 'node' && isStartType(node),
      condition: extra?.condition,
    };
    tree.byKey.set(key, item);
    if (parent) parent.children.push(item);
    return item;
  };

  const stack: { node: FlowNode; parent: TreeItem | null }[] = [];
  const visit = (node: FlowNode, parent: TreeItem | null) => {
    if (tree.itemOfNode.has(node.node_id)) return;
    const item = make(
      { kind: 'node', nodeId: node.node_id, parentId: parent ? parent.node.node_id : null },
      keys.node(node.node_id),
      node,
      parent,
    );
    tree.itemOfNode.set(node.node_id, item);
    if (!parent) {
      item.orphan = isOrphan(g, node, canvas);
      if (item.orphan) tree.orphanIds.push(node.node_id);
      tree.roots.push(item);
    }
    const children = primary.get(node.node_id) ?? noNodes;
    let claimed: Map<number, TreeItem> | null = null;
    if (node.category === 'multiple_child') {
      const entries = drawnEntries(node);
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        const label = dummyLabel(entry, children);
        const dummy = make(
          { kind: 'condition_dummy', nodeId: node.node_id, parentId: node.node_id },
          keys.dummy(node.node_id, index),
          node,
          item,
          {
            category: 'dummy',
            label,
            condition: entry,
          },
        );
        if (entry.node_id !== null) (claimed ??= new Map()).set(entry.node_id, dummy);
      }
    }
    const linkedHere = copies.get(node.node_id);
    if (linkedHere)
      for (const linked of linkedHere) {
        make({ kind: 'same_node', nodeId: linked.node_id, parentId: node.node_id }, keys.same(linked.node_id, node.node_id), linked, item, {
          category: 'system',
          label: linked.node_name,
          condition: undefined,
        });
      }
    // Children go on the stack last first, so they are visited in their order.
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      stack.push({ node: child, parent: claimed?.get(child.node_id) ?? item });
    }
  };

  const drain = () => {
    while (stack.length > 0) {
      const next = stack.pop()!;
      visit(next.node, next.parent);
    }
  };
  for (const root of roots) {
    visit(root, null);
    drain();
  }
  // Nodes only reachable through a cycle of parents are drawn as roots so nothing disappears.
  for (const node of own) {
    if (tree.itemOfNode.has(node.node_id)) continue;
    visit(node, null);
    drain();
  }
  for (const item of tree.byKey.values()) finishItem(item);
  return tree;
}

/** The parent that draws a node: its pid when that node is in the graph, else its first connector parent there. */
export function firstParent(g: FlowGraph, node: FlowNode): number | undefined {
  if (node.pid !== null && g.byId.has(node.pid)) return node.pid;
  for (const p of node.connector_parent) if (g.byId.has(p)) return p;
  return undefined;
}

/** The further parents of a node (each draws a same-node copy of it): its connector parents in the graph but the first. */
export function furtherParents(g: FlowGraph, node: FlowNode, first = firstParent(g, node)): Set<number> {
  const further = new Set<number>();
  for (const p of node.connector_parent) if (p !== first && g.byId.has(p)) further.add(p);
  return further;
}

/** The conditions a multiple-child node draws as dummy children: its keyword conditions, else its grammar ones. */
export const drawnEntries = (node: FlowNode) => (node.keyword_conditions.length > 0 ? node.keyword_conditions : node.grammar_conditions);

/** What a dummy condition shows: above the condition child of its branch (which shows the label), what the entry matches. */
export function dummyLabel(entry: ConditionEntry, children: readonly FlowNode[]): string {
  const leadsToCondition = entry.node_id !== null && children.some((c) => c.node_id === entry.node_id && isCondition(c));
  return leadsToCondition ? entry.keyword_text || entry.label || entry.keyword : entry.label || entry.keyword || entry.keyword_text;
}

/** An item once all its children are in: dummies first, then the children in their order, then same-node copies; the leaf tag. */
export function finishItem(item: TreeItem) {
  if (item.children.length > 1) item.children.sort(byKind);
  item.leaf = item.kind === 'node' && item.children.length === 0;
}

function add(map: Map<number, FlowNode[]>, key: number, node: FlowNode) {
  const list = map.get(key);
  if (list) list.push(node);
  else map.set(key, [node]);
}
