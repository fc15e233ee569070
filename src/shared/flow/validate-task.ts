import type { Canvas, FlowNode } from '../api/flow';
import { fill, messages } from '../messages';
import type { NodeRegistry, ValidateContext } from '../plugin-api/types';
import { validateNodeConfig } from '../plugin-api/validate';
import { childCount, indexNodes, isCondition } from './graph';
import { findOrphans } from './orphans';

/** A problem of a task, on the node that has it (the Problems panel lists them by severity). */
export interface TaskProblem {
  node_id: number;
  node_name: string;
  /** The setting's dotted path; '' for the node as a whole. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/**
 * Every node's validate() plus the graph's checks: nodes no start reaches, and branches that end without a
 * terminal step (a step that continues, or an empty branch, with nothing below it). Errors first.
 */
export function validateTask(
  nodes: readonly FlowNode[],
  canvases: readonly Canvas[],
  registry: NodeRegistry,
  ctx: ValidateContext,
): TaskProblem[] {
  const g = indexNodes(nodes);
  const out: TaskProblem[] = [];
  const add = (node: FlowNode, path: string, message: string, severity: 'error' | 'warning') =>
    out.push({ node_id: node.node_id, node_name: node.node_name, path, message, severity });
  for (const node of nodes) {
    const def = registry.get(node.node_type);
    if (!def) {
      add(node, '', fill(messages.engine.unknownNodeType, { type: node.node_type }), 'error');
      continue;
    }
    for (const d of validateNodeConfig(def, node.config, ctx).diagnostics) add(node, d.path, d.message, d.severity);
    const continues = def.category === 'one_child' || def.category === 'multiple_child' || isCondition(node);
    if (continues && childCount(g, node.node_id) === 0) add(node, '', messages.engine.deadEnd, 'warning');
  }
  for (const id of findOrphans(g, canvases)) add(g.byId.get(id)!, '', messages.engine.unreachable, 'warning');
  return out.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}
