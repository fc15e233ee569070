import { messages } from '../messages';
import type { NodeRegistry } from '../plugin-api/types';
import { subtreeIds, type FlowGraph, type TreeRef } from './graph';
import { dragCutType, type CutType } from './drag-rules';
import { newNodeHasOpenEnd, openEndOf, payloadIds } from './payload';
import { allowed, refuse, type RuleResult } from './result';
import { targetProblem, type PayloadSummary } from './target';

/** A palette item (a new node of a type) or a node of the canvas being moved. */
export type Dragged = { kind: 'new'; nodeType: string; config?: unknown } | { kind: 'move'; item: TreeRef; branchSelected: boolean };

export interface DropInput {
  graph: FlowGraph;
  registry: NodeRegistry;
  target: TreeRef;
  dragged: Dragged;
}

/** The payload of moving an item with a cut type: the node (with a multiple-child node's own branches) or its branch. */
export function movePayload(graph: FlowGraph, item: TreeRef, cutType: CutType): PayloadSummary | null {
  const node = graph.byId.get(item.nodeId);
  if (!node) return null;
  if (item.kind === 'same_node') {
    return { rootType: node.node_type, hasOpenEnd: false, moving: item, movingIds: subtreeIds(graph, node.node_id) };
  }
  const ids = payloadIds(graph, node.node_id, cutType === 'cut_branch' ? 'branch' : 'node', 'move');
  return { rootType: node.node_type, hasOpenEnd: openEndOf(graph, node.node_id, ids) !== null, moving: item, movingIds: ids };
}

/**
 * Whether the dragged item may be dropped after `target` (spec 2 §5). Refused ('Cannot drop here') onto
 * dummy or same-node targets, onto targets that are neither one-child nor system, onto the item's own
 * parent or itself, into the branch being moved (a multiple-child node always moves with its branch),
 * when the item's parents include the non-removable Otherwise, a leaf-only type onto a node that is not
 * a leaf, and onto a node whose path below the dropped item could not take over.
 */
export function checkDrop({ graph, registry, target, dragged }: DropInput): RuleResult {
  const refused = refuse(messages.canvas.cannotDropHere);
  let payload: PayloadSummary | null;
  if (dragged.kind === 'new') {
    const def = registry.get(dragged.nodeType);
    if (!def || !def.availability.creatable) return refused;
    payload = { rootType: def.type, hasOpenEnd: newNodeHasOpenEnd(def, dragged.config) };
  } else {
    const item = graph.byId.get(dragged.item.nodeId);
    if (dragged.item.kind === 'condition_dummy' || !item || (dragged.item.kind === 'node' && item.category === 'system')) return refused;
    payload = movePayload(graph, dragged.item, dragCutType(graph, dragged.item, dragged.branchSelected));
  }
  if (!payload) return refused;
  const problem = targetProblem({ graph, registry, target, payload }, { otherwiseParent: true, ownParent: true });
  return problem === null ? allowed : refused;
}
