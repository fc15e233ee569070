import type { FlowNode } from '@shared/api/flow';

export interface FindNodeRow {
  node: FlowNode;
  /**
   * The names of the node's nearest ancestors below the root (Start), outermost first: where on the canvas it
   * sits. At most `pathDepth` of them — a find tells results apart by their near surroundings, and a deep
   * canvas (thousands of levels) must not give every node thousands of words.
   */
  path: string[];
}

/** How many ancestors a find row keeps (its words for the search; three of them are shown). */
export const pathDepth = 10;

/**
 * The nodes a find offers (no branch labels), each with its path, so results that share a name can be told apart.
 * Each node's path is its parent's path plus the parent's name (kept once per node), so the whole list costs
 * one pass, however deep the tree.
 */
export function findNodeRows(nodes: FlowNode[]): FindNodeRow[] {
  const byId = new Map(nodes.map((n) => [n.node_id, n]));
  const paths = new Map<number, string[]>();
  const pathOf = (node: FlowNode): string[] => {
    // Walk up to the first ancestor whose path is known (or the root), then fill the paths back down.
    const chain: FlowNode[] = [];
    const seen = new Set<number>();
    let at: FlowNode | undefined = node;
    while (at && !paths.has(at.node_id) && !seen.has(at.node_id)) {
      seen.add(at.node_id);
      chain.push(at);
      at = at.pid === null ? undefined : byId.get(at.pid);
    }
    // `at` is now known, missing (above the root) or a node of this walk again (a loop, which a path stops at).
    for (let i = chain.length - 1; i >= 0; i--) {
      const parent = i + 1 < chain.length ? chain[i + 1] : at && paths.has(at.node_id) ? at : undefined;
      // The root (Start, no parent) is never named in a path.
      const path = parent && parent.pid !== null ? [...paths.get(parent.node_id)!, parent.node_name] : [];
      paths.set(chain[i].node_id, path.length > pathDepth ? path.slice(-pathDepth) : path);
    }
    return paths.get(node.node_id)!;
  };
  return nodes.filter((n) => n.node_type !== 'condition_label').map((node) => ({ node, path: pathOf(node) }));
}

/** A path as a find result shows it: the nearest `most` ancestors, an ellipsis for the rest. */
export function shownPath(path: string[], most = 3): string {
  return (path.length > most ? ['…', ...path.slice(-most)] : path).join(' › ');
}
