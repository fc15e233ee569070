import type { TaskMap } from '@shared/api/taskmap';
import { backboneEdges, buildMapGraph, linkCycles, unlinkedTasks, type LinkCycle, type MapGraph } from '@shared/taskmap/analysis';

export const taskBox = { w: 232, h: 64 };
export const campaignBox = { w: 168, h: 40 };

/** The map as drawn: the graph, what it says (unlinked tasks, recursions) and what dagre ranks it by. */
export interface MapModel {
  graph: MapGraph;
  unlinked: Set<number>;
  cycles: LinkCycle[];
  /** Node and edge indices that take part in a recursion. */
  cycleNodes: Set<number>;
  cycleEdges: Set<number>;
  backbone: number[];
  width: Float64Array;
  height: Float64Array;
}

export function buildModel(map: TaskMap): MapModel {
  const graph = buildMapGraph(map);
  const cycles = linkCycles(graph);
  const cycleNodes = new Set(cycles.flatMap((c) => c.nodes));
  const cycleEdges = new Set<number>();
  graph.edges.forEach((e, i) => {
    if (
      e.kind === 'link_task' &&
      cycleNodes.has(graph.from[i]) &&
      cycleNodes.has(graph.to[i]) &&
      cycles.some((c) => c.nodes.includes(graph.from[i]) && c.nodes.includes(graph.to[i]))
    )
      cycleEdges.add(i);
  });
  const n = graph.nodes.length;
  const width = new Float64Array(n);
  const height = new Float64Array(n);
  graph.nodes.forEach((node, i) => {
    const box = node.task ? taskBox : campaignBox;
    width[i] = box.w;
    height[i] = box.h;
  });
  return { graph, unlinked: unlinkedTasks(graph), cycles, cycleNodes, cycleEdges, backbone: backboneEdges(graph), width, height };
}

/** The path of an edge from the right side of its source to the left side of its target; backwards edges loop below. */
export function edgePath(x1: number, y1: number, w1: number, x2: number, y2: number, w2: number): { d: string; mx: number; my: number } {
  const sx = x1 + w1 / 2;
  const tx = x2 - w2 / 2;
  if (tx > sx + 8) {
    const c = Math.max(40, (tx - sx) / 2);
    return { d: `M${sx},${y1} C${sx + c},${y1} ${tx - c},${y2} ${tx},${y2}`, mx: (sx + tx) / 2, my: (y1 + y2) / 2 };
  }
  const drop = 70 + Math.min(200, Math.abs(sx - tx) / 6);
  const low = Math.max(y1, y2) + drop;
  return { d: `M${sx},${y1} C${sx + 80},${low} ${tx - 80},${low} ${tx},${y2}`, mx: (sx + tx) / 2, my: low - drop / 4 };
}
