import { messages } from '../messages';
import { childCount, isNonRemovableCondition, parentsOfRef, type FlowGraph, type TreeRef } from './graph';
import { continuationOf, type PayloadScope } from './payload';
import { allowed, refuse, type RuleResult } from './result';

export type RemovalOp = 'cut' | 'unlink' | 'delete';

/** The spec's title and message for each refused removal (spec 2 §8). */
export const removalRefusals: Record<RemovalOp, { title: string; message: string }> = {
  cut: { title: messages.canvas.cutNotPermitted, message: messages.canvas.cannotCut },
  unlink: { title: messages.canvas.unlinkNotPermitted, message: messages.canvas.cannotUnlink },
  delete: { title: messages.canvas.deleteNotPermitted, message: messages.canvas.cannotDelete },
};

export interface RemovalInput {
  graph: FlowGraph;
  item: TreeRef;
  op: RemovalOp;
  scope: PayloadScope;
}

/**
 * Whether a node, a branch or a same-node copy may be cut, unlinked or deleted (spec 2 §5).
 * Refused for dummy and system nodes, and when it would remove a non-removable node: one whose
 * removal leaves the Otherwise path empty (a leaf, a branch, or a node with nothing below it).
 */
export function checkRemoval({ graph, item, op, scope }: RemovalInput): RuleResult {
  const refusal = removalRefusals[op];
  const refused = refuse(refusal.message, refusal.title);
  if (item.kind === 'condition_dummy') return refused;
  const node = graph.byId.get(item.nodeId);
  if (!node) return refused;
  if (item.kind === 'node' && (node.category === 'system' || node.category === 'dummy')) return refused;
  const liftsUp = item.kind === 'node' && scope === 'node' && continuationOf(graph, node) !== null;
  for (const parentId of parentsOfRef(graph, item)) {
    const parent = graph.byId.get(parentId);
    if (!parent || !isNonRemovableCondition(parent)) continue;
    const remaining = childCount(graph, parentId) - 1 + (liftsUp ? 1 : 0);
    if (remaining <= 0) return refused;
  }
  return allowed;
}
