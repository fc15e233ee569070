import type { FlowNode } from '@shared/api/flow';

export interface FindNodeRow {
  node: FlowNode;
  /** The names of the node's ancestors below the root (Start), outermost first: where on the canvas it sits. */
  path: string[];
}

/** The nodes a find offers (no branch labels), each with its path, so results that share a name can be told apart. */
export function findNodeRows(nodes: FlowNode[]): FindNodeRow[] {
  const byId = new Map(nodes.map((n) => [n.node_id, n]));
  const pathOf = (node: FlowNode) => {
    const path: string[] = [];
    const seen = new Set([node.node_id]);
    for (
      let up = node.pid === null ? undefined : byId.get(node.pid);
      up && up.pid !== null && !seen.has(up.node_id);
      up = byId.get(up.pid)
    ) {
      seen.add(up.node_id);
      path.unshift(up.node_name);
    }
    return path;
  };
  return nodes.filter((n) => n.node_type !== 'condition_label').map((node) => ({ node, path: pathOf(node) }));
}

/** A path as a find result shows it: the nearest `most` ancestors, an ellipsis for the rest. */
export function shownPath(path: string[], most = 3): string {
  return (path.length > most ? ['…', ...path.slice(-most)] : path).join(' › ');
}
