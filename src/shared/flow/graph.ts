import type { FlowNode } from '../api/flow';
import { OTHERWISE, isStartNodeType } from '../plugin-api/catalogue';

/**
 * A canvas or task as an index over its flat node list. Children hang under a parent through `pid`;
 * a node with several parents also hangs under each of its `connector_parent` ids (drawn as a same-node copy).
 */
export interface FlowGraph {
  readonly nodes: readonly FlowNode[];
  readonly byId: ReadonlyMap<number, FlowNode>;
  /** Children through pid, ordered by position, then node_id. */
  readonly childrenByPid: ReadonlyMap<number, readonly FlowNode[]>;
  /** Nodes linked under a parent through connector_parent. */
  readonly linkedByParent: ReadonlyMap<number, readonly FlowNode[]>;
}

/** Where an item of the drawn tree comes from: a stored node, a same-node copy under `parentId`, or a dummy condition of `nodeId`. */
export type TreeItemKind = 'node' | 'same_node' | 'condition_dummy';
export interface TreeRef {
  kind: TreeItemKind;
  nodeId: number;
  /** The parent it is drawn under (pid, the connector parent of a same-node copy, the owner of a dummy). */
  parentId: number | null;
}

export const nodeRef = (node: FlowNode): TreeRef => ({ kind: 'node', nodeId: node.node_id, parentId: node.pid });
export const sameNodeRef = (nodeId: number, parentId: number): TreeRef => ({ kind: 'same_node', nodeId, parentId });

export const bySiblingOrder = (a: FlowNode, b: FlowNode) => a.position - b.position || a.node_id - b.node_id;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function indexNodes(nodes: readonly FlowNode[]): FlowGraph {
  const byId = new Map<number, FlowNode>();
  const childrenByPid = new Map<number, FlowNode[]>();
  const linkedByParent = new Map<number, FlowNode[]>();
  for (const node of nodes) byId.set(node.node_id, node);
  for (const node of nodes) {
    if (node.pid !== null && byId.has(node.pid)) push(childrenByPid, node.pid, node);
    for (const parent of node.connector_parent) if (byId.has(parent)) push(linkedByParent, parent, node);
  }
  for (const list of childrenByPid.values()) list.sort(bySiblingOrder);
  return { nodes, byId, childrenByPid, linkedByParent };
}

export const childrenOf = (g: FlowGraph, id: number): readonly FlowNode[] => g.childrenByPid.get(id) ?? [];
export const linkedChildrenOf = (g: FlowGraph, id: number): readonly FlowNode[] => g.linkedByParent.get(id) ?? [];

/** Children drawn under a node: its pid children and the same-node copies linked to it. */
export const childCount = (g: FlowGraph, id: number) => childrenOf(g, id).length + linkedChildrenOf(g, id).length;
export const isLeaf = (g: FlowGraph, id: number) => childCount(g, id) === 0;

/** Every parent of a node: pid first, then its connector parents. */
export const parentIdsOf = (node: FlowNode): number[] =>
  node.pid === null ? [...node.connector_parent] : [node.pid, ...node.connector_parent.filter((p) => p !== node.pid)];

/** The parents of an item of the drawn tree. */
export function parentsOfRef(g: FlowGraph, ref: TreeRef): number[] {
  if (ref.kind !== 'node') return ref.parentId === null ? [] : [ref.parentId];
  const node = g.byId.get(ref.nodeId);
  return node ? parentIdsOf(node) : [];
}

/** The node and every node below it through pid (not through same-node links). */
export function subtreeIds(g: FlowGraph, rootId: number): Set<number> {
  const out = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const child of childrenOf(g, id)) stack.push(child.node_id);
  }
  return out;
}

/** pid ancestors, nearest first (stops on a cycle). */
export function ancestorIds(g: FlowGraph, id: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>([id]);
  let current = g.byId.get(id)?.pid ?? null;
  while (current !== null && !seen.has(current) && g.byId.has(current)) {
    out.push(current);
    seen.add(current);
    current = g.byId.get(current)!.pid;
  }
  return out;
}

/** A condition child of a multiple-child node. */
export const isCondition = (node: FlowNode) => node.node_type === 'condition_label';

/** The non-removable condition named Otherwise. */
export const isNonRemovableCondition = (node: FlowNode) =>
  isCondition(node) && (node.config.removable === false || node.node_name === OTHERWISE.label);

export const isStartType = (node: FlowNode) => isStartNodeType(node.node_type);
export const isSameNodeType = (node: FlowNode) => node.node_type === 'same_node';

/** The Otherwise condition of a multiple-child node, if it has one. */
export const otherwiseOf = (g: FlowGraph, id: number) => childrenOf(g, id).find(isNonRemovableCondition) ?? null;

/** The node a goto node jumps to. */
export function gotoTarget(node: FlowNode): number | null {
  if (node.goto_node) return node.goto_node.goto_node_id;
  const id = node.config.goto_node_id;
  return typeof id === 'number' ? id : null;
}
