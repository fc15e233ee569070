import type { NodeRegistry } from '../plugin-api/types';
import { isLeafOnlyNodeType } from '../plugin-api/catalogue';
import { childCount, isNonRemovableCondition, isSameNodeType, parentsOfRef, type FlowGraph, type TreeRef } from './graph';

/** What is dropped or pasted, reduced to what the target rules look at. */
export interface PayloadSummary {
  /** Node type at the payload's root. */
  rootType: string;
  /** It can take over the path that is below the target now. */
  hasOpenEnd: boolean;
  /** The item being moved (drag, cut); absent for new nodes and copies. */
  moving?: TreeRef;
  /** The ids that move with it. */
  movingIds?: ReadonlySet<number>;
}

export type TargetProblem =
  | 'unknown_target'
  | 'dummy_target'
  | 'same_node_target'
  | 'not_one_child_or_system'
  | 'self'
  | 'own_parent'
  | 'own_subgraph'
  | 'otherwise_parent'
  | 'leaf_only'
  | 'no_open_end';

export interface TargetOptions {
  /** Refuse moves whose item hangs under the non-removable Otherwise (the drop rule). */
  otherwiseParent: boolean;
  /** Refuse a move onto the item's own parent (a no-op). */
  ownParent: boolean;
}

export interface TargetInput {
  graph: FlowGraph;
  registry: NodeRegistry;
  target: TreeRef;
  payload: PayloadSummary;
}

/** Why a payload cannot go after `target`, or null when it can (spec 2 §5 drop rules). */
export function targetProblem({ graph, registry, target, payload }: TargetInput, options: TargetOptions): TargetProblem | null {
  if (target.kind === 'condition_dummy') return 'dummy_target';
  if (target.kind === 'same_node') return 'same_node_target';
  const node = graph.byId.get(target.nodeId);
  if (!node) return 'unknown_target';
  if (node.category === 'dummy') return 'dummy_target';
  if (isSameNodeType(node)) return 'same_node_target';
  if (node.category !== 'one_child' && node.category !== 'system') return 'not_one_child_or_system';
  const { moving, movingIds } = payload;
  if (moving) {
    if (moving.nodeId === node.node_id) return 'self';
    const parents = parentsOfRef(graph, moving);
    if (options.ownParent && parents.includes(node.node_id)) return 'own_parent';
    if (movingIds?.has(node.node_id)) return 'own_subgraph';
    if (options.otherwiseParent && parents.some((p) => { const parent = graph.byId.get(p); return !!parent && isNonRemovableCondition(parent); })) {
      return 'otherwise_parent';
    }
  }
  const leafOnly = registry.get(payload.rootType)?.availability.leafOnly ?? isLeafOnlyNodeType(payload.rootType);
  const occupied = childCount(graph, node.node_id) > 0;
  if (leafOnly && occupied) return 'leaf_only';
  if (occupied && !payload.hasOpenEnd) return 'no_open_end';
  return null;
}
