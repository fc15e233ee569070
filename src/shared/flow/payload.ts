import type { FlowNode } from '../api/flow';
import type { AnyNodeDefinition } from '../plugin-api/types';
import { childrenOf, isCondition, isNonRemovableCondition, linkedChildrenOf, subtreeIds, type FlowGraph } from './graph';

/**
 * What travels in a drop, a paste or a move: the node alone or its branch. A multiple-child node moved
 * alone takes its conditions and every branch but Otherwise with it; the Otherwise path stays in its place
 * (the same way a new multiple-child node takes over the path below it through Otherwise).
 */
export type PayloadScope = 'node' | 'branch';

/** The ids of a payload. `mode: 'copy'` copies a multiple-child node with its (empty) conditions only. */
export function payloadIds(g: FlowGraph, rootId: number, scope: PayloadScope, mode: 'move' | 'copy'): Set<number> {
  if (scope === 'branch') return subtreeIds(g, rootId);
  const root = g.byId.get(rootId);
  const ids = new Set<number>([rootId]);
  if (!root || root.category !== 'multiple_child') return ids;
  for (const condition of childrenOf(g, rootId)) {
    if (!isCondition(condition)) continue;
    ids.add(condition.node_id);
    if (mode === 'copy' || isNonRemovableCondition(condition)) continue;
    for (const id of subtreeIds(g, condition.node_id)) ids.add(id);
  }
  return ids;
}

/** The path a node continues on when it is taken out: its single child, or what hangs under its Otherwise. */
export function continuationOf(g: FlowGraph, node: FlowNode): { child: FlowNode; linked: boolean; from: number } | null {
  let holder = node.node_id;
  if (node.category === 'multiple_child') {
    const otherwise = childrenOf(g, node.node_id).find(isNonRemovableCondition);
    if (!otherwise) return null;
    holder = otherwise.node_id;
  } else if (node.category !== 'one_child' && node.category !== 'system') {
    return null;
  }
  const child = childrenOf(g, holder)[0];
  if (child) return { child, linked: false, from: holder };
  const link = linkedChildrenOf(g, holder)[0];
  return link ? { child: link, linked: true, from: holder } : null;
}

const takesChild = (node: FlowNode) => node.category === 'one_child' || isCondition(node);

/**
 * Where the path that was below the drop target continues inside the payload: the root's Otherwise when it is
 * free, else the payload's only free end. null when there is none or more than one (the drop is ambiguous).
 */
export function openEndOf(g: FlowGraph, rootId: number, ids: ReadonlySet<number>): number | null {
  const inside = (n: FlowNode) => ids.has(n.node_id);
  const free = (id: number) => !childrenOf(g, id).some(inside) && !linkedChildrenOf(g, id).some(inside);
  const root = g.byId.get(rootId);
  if (root?.category === 'multiple_child') {
    const otherwise = childrenOf(g, rootId).find((c) => isNonRemovableCondition(c) && inside(c));
    if (otherwise && free(otherwise.node_id)) return otherwise.node_id;
  }
  const ends = [...ids].filter((id) => {
    const node = g.byId.get(id);
    return !!node && takesChild(node) && free(id);
  });
  return ends.length === 1 ? ends[0] : null;
}

/** Whether a new node of this type can take over the path below where it is inserted. */
export function newNodeHasOpenEnd(def: AnyNodeDefinition, config?: unknown): boolean {
  if (def.category === 'one_child') return true;
  if (def.category !== 'multiple_child') return false;
  return def.branches(config ?? def.defaults()).length > 0;
}
