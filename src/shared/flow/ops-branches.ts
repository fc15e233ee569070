import type { Branch } from '../plugin-api/types';
import { childrenOf, isCondition, linkedChildrenOf, type FlowGraph } from './graph';
import { createConditions } from './ops-insert';
import { Workspace, type EditPlan } from './plan';

/**
 * Keeps the condition children of a multiple-child node in step with its plugin's branches() after its
 * settings change: new branches get a condition, renamed or reordered ones are updated, and a condition
 * whose branch is gone is removed while the path below it is kept as an orphan (marked, never lost).
 */
export function planBranchSync(graph: FlowGraph, nodeId: number, branches: readonly Branch[]): EditPlan {
  const ws = new Workspace(graph);
  const owner = graph.byId.get(nodeId);
  if (!owner) return ws.plan();
  const conditions = childrenOf(graph, nodeId).filter(isCondition);
  const byKey = new Map(conditions.map((c) => [String(c.config.branch_key ?? ''), c]));
  const missing: Branch[] = [];
  const missingAt: number[] = [];
  branches.forEach((branch, position) => {
    const condition = byKey.get(branch.key);
    if (!condition) {
      missing.push(branch);
      missingAt.push(position);
      return;
    }
    byKey.delete(branch.key);
    const config = { ...condition.config, branch_key: branch.key, removable: branch.removable };
    ws.set(condition.node_id, { node_name: branch.label, position, config });
  });
  for (const stale of byKey.values()) {
    for (const child of childrenOf(graph, stale.node_id)) ws.set(child.node_id, { pid: null });
    for (const linked of linkedChildrenOf(graph, stale.node_id)) ws.relink(linked.node_id, stale.node_id, null);
    ws.remove(stale.node_id);
  }
  createConditions(ws, owner, missing);
  // createConditions numbers positions within `missing`; put each new condition at its branch's position.
  const created = ws.plan().create;
  created.forEach((node, i) => ws.set(node.node_id, { position: missingAt[i] }));
  return ws.plan({ select: nodeId });
}
