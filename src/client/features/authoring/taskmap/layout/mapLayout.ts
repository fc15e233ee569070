import dagre from '@dagrejs/dagre';

/** What the worker lays out: box sizes by node index and the ranked edges as (from, to) node-index pairs. */
export interface MapLayoutInput {
  width: Float64Array;
  height: Float64Array;
  /** from0, to0, from1, to1 … */
  edges: Int32Array;
}

export interface MapLayoutResult {
  /** Box centres. */
  x: Float64Array;
  y: Float64Array;
  width: number;
  height: number;
}

export const mapLayoutOptions = { rankdir: 'LR', ranksep: 96, nodesep: 18, marginx: 24, marginy: 24 } as const;

/**
 * Lays the map out with dagre, left to right: who links sits left of what it links to. The ranker is 'tight-tree'
 * (longest-path ranks with spans tightened: near network-simplex's compactness at a fraction of its time) and the
 * ordering heuristic's extra sweeps are off; cycles are broken by dagre's greedy acyclicer for ranking only (every
 * edge is still drawn, the reversed ones pointing back).
 */
export function layoutMap(input: MapLayoutInput): MapLayoutResult {
  const n = input.width.length;
  const g = new dagre.graphlib.Graph();
  g.setGraph({ ...mapLayoutOptions, ranker: 'tight-tree', acyclicer: 'greedy' });
  g.setDefaultEdgeLabel(() => ({}));
  for (let i = 0; i < n; i++) g.setNode(String(i), { width: input.width[i], height: input.height[i] });
  for (let i = 0; i + 1 < input.edges.length; i += 2) {
    const a = input.edges[i];
    const b = input.edges[i + 1];
    if (a !== b) g.setEdge(String(a), String(b));
  }
  dagre.layout(g, { disableOptimalOrderHeuristic: true });
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const node = g.node(String(i));
    x[i] = node.x;
    y[i] = node.y;
  }
  const graph = g.graph();
  return { x, y, width: graph.width ?? 0, height: graph.height ?? 0 };
}
