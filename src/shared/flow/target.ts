import type { NodeRegistry } from '../plugin-api/types';
import type { DropRuleProblem } from '../plugin-api/drop';
import { dropRulesFor, dropSiteAfter } from './drop-site';
import { isNonRemovableCondition, parentsOfRef, type FlowGraph, type TreeRef } from './graph';

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
  | DropRuleProblem
  | 'unknown_target'
  | 'self'
  | 'own_parent'
  | 'own_subgraph'
  | 'otherwise_parent'
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

/**
 * Why a payload cannot go after `target`, or null when it can (spec 2 §5 drop rules). The target's type decides
 * whether it takes the payload below it and the payload's type where it may go (each plugin's drop rules, by default
 * its category's); what a move may not do is decided here, whatever the types.
 */
export function targetProblem({ graph, registry, target, payload }: TargetInput, options: TargetOptions): TargetProblem | null {
  if (target.kind === 'condition_dummy') return 'dummy_target';
  if (target.kind === 'same_node') return 'same_node_target';
  const node = graph.byId.get(target.nodeId);
  if (!node) return 'unknown_target';
  const placed = {
    type: payload.rootType,
    category: registry.get(payload.rootType)?.category ?? graph.byId.get(payload.moving?.nodeId ?? -1)?.category ?? 'one_child',
  };
  const site = dropSiteAfter(graph, node, placed);
  const refused = dropRulesFor(registry, node.node_type, node.category).accept(site);
  if (refused) return refused;
  const { moving, movingIds } = payload;
  if (moving) {
    if (moving.nodeId === node.node_id) return 'self';
    const parents = parentsOfRef(graph, moving);
    if (options.ownParent && parents.includes(node.node_id)) return 'own_parent';
    if (movingIds?.has(node.node_id)) return 'own_subgraph';
    if (
      options.otherwiseParent &&
      parents.some((p) => {
        const parent = graph.byId.get(p);
        return !!parent && isNonRemovableCondition(parent);
      })
    ) {
      return 'otherwise_parent';
    }
  }
  const misplaced = dropRulesFor(registry, payload.rootType, placed.category).place(site);
  if (misplaced) return misplaced;
  if (site.occupied && !payload.hasOpenEnd) return 'no_open_end';
  return null;
}
