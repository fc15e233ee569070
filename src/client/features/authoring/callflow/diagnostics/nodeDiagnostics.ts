import type { FlowNode } from '@shared/api/flow';
import { validateNodeConfig, type Diagnostic, type NodeRegistry, type ValidateContext } from '@shared/plugin-api';

const none: readonly Diagnostic[] = Object.freeze([]);

/** A node's diagnostics reduced to what the canvas badge shows. */
export interface NodeIssues {
  severity: 'error' | 'warning';
  count: number;
  /** One line per diagnostic, errors first. */
  lines: string[];
}

/**
 * validate() of each node's plugin, the way the editor runs it (spec 2 node types), computed once per node object:
 * the answer is kept until the node list or the lookup context changes. System nodes have nothing to check.
 */
export function nodeDiagnostics(registry: NodeRegistry, ctx: ValidateContext): (node: FlowNode) => readonly Diagnostic[] {
  const cache = new WeakMap<FlowNode, readonly Diagnostic[]>();
  return (node) => {
    let found = cache.get(node);
    if (found) return found;
    const def = registry.get(node.node_type);
    found = def && def.availability.creatable ? validateNodeConfig(def, node.config, ctx).diagnostics : none;
    if (found.length === 0) found = none;
    cache.set(node, found);
    return found;
  };
}

/** The badge of a list of diagnostics: its worst severity, how many, and the tooltip lines; null when clean. */
export function issuesOf(diagnostics: readonly Diagnostic[]): NodeIssues | null {
  if (diagnostics.length === 0) return null;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings = diagnostics.filter((d) => d.severity !== 'error');
  return {
    severity: errors.length > 0 ? 'error' : 'warning',
    count: diagnostics.length,
    lines: [...errors, ...warnings].map((d) => d.message),
  };
}
